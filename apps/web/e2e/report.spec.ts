import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations, signInAsDemo } from './support.ts';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
const EXAM = 'My statistics exam is on Thursday morning and I keep blanking on formulas.';
const EXAM_TITLE = EXAM.slice(0, 30);

test.describe.configure({ timeout: 180_000 });

const speechRows = (page: Page) =>
  page.getByRole('region', { name: 'Speeches' }).getByRole('listitem');

async function writeSpeech(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/speeches', {
    headers: { origin },
    data: { context: EXAM, tone: 'gentle', voiceStyle: 'warm', duration: 'short' },
  });
  expect(response.status()).toBe(201);
}

for (const { name, viewport } of SIZES) {
  test(`Report a speech on a ${name}: from History, undo from the toast, report from the player, undo from History`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsDemo(page);
    await writeSpeech(page);
    await page.goto('/history');
    await expect(speechRows(page)).toHaveCount(2);
    const exam = speechRows(page).filter({ hasText: EXAM_TITLE });

    // From History's menu: the reason is required, the note is optional.
    await exam.getByRole('button', { name: /^More: / }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this speech' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog.getByText('Choose a reason')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Wrong or made-up facts about me' }).check();
    await dialog
      .getByRole('textbox', { name: 'Note (optional)' })
      .fill('I have no exam on Thursday.');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: test.info().outputPath(`report-dialog-${name}.png`) });
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Speech reported')).toBeVisible();
    await expect(speechRows(page)).toHaveCount(1);
    await expect(exam).toHaveCount(0);

    // Undo from the toast: the speech is back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Report undone')).toBeVisible();
    await expect(speechRows(page)).toHaveCount(2);

    // From the player: open the speech and report it there.
    await exam.getByRole('button', { name: /^Play: / }).click();
    const article = page.getByRole('article');
    await article.getByRole('button', { name: 'Report', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Offensive' }).check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(page.getByText('Speech reported')).toBeVisible();
    await expect(speechRows(page)).toHaveCount(1);

    // Hidden from the dashboard's recent list and from search too.
    await page.goto('/dashboard');
    await expect(page.getByText(EXAM_TITLE)).toHaveCount(0);
    await page.goto('/history?q=statistics');
    await expect(page.getByText('No speech matches.', { exact: false })).toBeVisible();

    // History lists the reported speech apart: it can be opened, and its report undone.
    await page.goto('/history');
    const reported = page.getByRole('region', { name: /^Reported speeches/ });
    await expect(reported.getByRole('heading', { name: 'Reported speeches (1)' })).toBeVisible();
    await reported.getByRole('button', { name: 'Show' }).click();
    await reported.getByRole('button', { name: `Open: ${EXAM_TITLE}` }).click();
    await expect(reported.getByText('You reported this speech')).toBeVisible();
    await expect(reported.getByText('Offensive', { exact: false }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`reported-speeches-${name}.png`),
      fullPage: true,
    });
    await reported.getByRole('button', { name: `Undo report: ${EXAM_TITLE}` }).click();
    await expect(page.getByText('Report undone')).toBeVisible();
    await expect(reported).toHaveCount(0);
    await expect(speechRows(page)).toHaveCount(2);
  });
}
