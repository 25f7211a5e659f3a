import { expect, test } from '@playwright/test';
import { signInAsDemo } from './support.ts';

test('a speech shows its estimated length, then the real length once its audio exists', async ({
  page,
}) => {
  await signInAsDemo(page);
  const recent = page.getByRole('region', { name: 'Recent Speeches' });
  // The list and the header give the same estimate.
  const listed = recent.getByText(/· Est\. \d+½? min$/).first();
  await expect(listed).toBeVisible();
  const estimate = /Est\. \d+½? min$/.exec((await listed.textContent()) ?? '')?.[0] ?? '';
  await recent.getByRole('button').first().click();

  const result = page.locator('article').first();
  await expect(result.getByText(estimate, { exact: true })).toBeVisible();

  await result.getByRole('button', { name: 'Generate & Play AI Voice' }).click();
  const player = result.getByRole('region', { name: 'Audio player' });
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 90_000 });
  // Once the whole MP3 is stored, the header gives its real length, to the second.
  await expect(player.getByRole('link', { name: 'Download MP3' })).toBeVisible({
    timeout: 90_000,
  });
  const audioSeconds = await page.evaluate(() => document.querySelector('audio')?.duration ?? 0);
  const shown = result.getByText(/^(\d+ min )?\d+ s$/);
  await expect(shown).toBeVisible();
  const [, minutes = '0', rest = '0'] =
    /^(?:(\d+) min )?(\d+) s$/.exec((await shown.textContent()) ?? '') ?? [];
  // The stored length and the browser's reading of the same MP3 agree to within a second.
  expect(Math.abs(Number(minutes) * 60 + Number(rest) - audioSeconds)).toBeLessThanOrEqual(1);
  await expect(result.getByText(estimate, { exact: true })).toHaveCount(0);
});
