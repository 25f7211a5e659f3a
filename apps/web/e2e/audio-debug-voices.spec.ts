import { expect, test } from './fixtures.ts';
import { signInAsDemo } from './support.ts';

test.describe.configure({ timeout: 180_000 });

test("'Test All Voices' skips the voices of a provider that is not configured, and costs no speech", async ({
  page,
}) => {
  await signInAsDemo(page);
  await expect(page.getByText('3 of 3 free speeches left')).toBeVisible();
  await page.goto('/audio-debug');
  await page.getByRole('button', { name: 'Test All Voices' }).click();
  const log = page.getByRole('list', { name: 'Log' });
  // The browser tests' server has no alternate provider (Polly): its voices are not tried.
  await expect(
    log.getByText('danielle: skipped (its voice provider is not configured on this server)'),
  ).toBeVisible();
  await expect(
    log.getByText('joanna: skipped (its voice provider is not configured on this server)'),
  ).toBeVisible();
  await expect(log.getByText('Done: 3 of 3 voices work')).toBeVisible({ timeout: 150_000 });
  await expect(log.getByText(/Unknown voice/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Test Direct Audio' })).toBeEnabled();

  // A diagnostic: the allowance is as it was.
  await page.goto('/');
  await expect(page.getByText('3 of 3 free speeches left')).toBeVisible();
});
