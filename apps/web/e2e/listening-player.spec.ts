import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsDemo } from './support.ts';

// Named *-player.spec.ts: it runs in the returning-visitor project too (playwright.config.ts).
test.describe.configure({ timeout: 180_000 });

/** The position of the player's <audio> element (0 while the player loads). */
function currentTime(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0);
}

test("History's ▶ plays the speech", async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/history');
  const play = page.getByRole('button', { name: /^Play: / });
  await expect(play).toHaveCount(1);
  await play.click();
  // It plays, without a second press.
  await expect.poll(() => currentTime(page), { timeout: 120_000 }).toBeGreaterThan(0.5);
  await expect(
    page.getByRole('region', { name: 'Audio player' }).getByRole('button', { name: 'Pause' }),
  ).toBeVisible();
});
