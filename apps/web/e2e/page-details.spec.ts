import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsDemo, waitForApp } from './support.ts';

/** The colour a field's placeholder is drawn in. */
function placeholderColour(field: Locator): Promise<string> {
  return field.evaluate((element) => getComputedStyle(element, '::placeholder').color);
}

/** The switch's state after a click on the word 'Yearly' beside it. */
async function clickYearlyWord(page: Page) {
  const yearly = page.getByRole('switch', { name: 'Yearly billing' });
  await expect(yearly).not.toBeChecked();
  await page.getByText('Yearly', { exact: true }).click();
  await expect(yearly).toBeChecked();
  await expect(page.getByText('Save 20%')).toBeVisible();
  await page.getByText('Yearly', { exact: true }).click();
  await expect(yearly).not.toBeChecked();
}

test('a visitor sees no bell and no avatar, on the landing page and on /login.html', async ({
  page,
}) => {
  for (const path of ['/', '/login.html']) {
    await page.goto(path);
    // The landing page is the app's; the sign-in page has its own script.
    if (path === '/') await waitForApp(page);
    else await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeEnabled();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Rally home' })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
    await expect(header.getByRole('img', { name: 'Your account' })).toHaveCount(0);
  }
  // Signed in, both are there and the bell opens its panel.
  await signInAsDemo(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('img', { name: 'Your account' })).toHaveText('D');
  await header.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
});

test("the word 'Yearly' beside the billing switch toggles it, on /pricing and /subscribe", async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Choose Your Perfect Plan' })).toBeVisible();
  await waitForApp(page);
  await clickYearlyWord(page);
  await page.goto('/subscribe');
  await expect(page.getByRole('button', { name: /^Continue with/ })).toBeVisible();
  await clickYearlyWord(page);
});

test('after a failed submit the field turns red, but not its example placeholder', async ({
  page,
}) => {
  await signInAsDemo(page);
  const form = page.getByRole('form', { name: 'Create a speech' });
  const context = form.getByRole('textbox', { name: 'What do you need motivation for?' });
  await expect(context).toHaveValue('');
  const before = await placeholderColour(context);
  await form.getByRole('button', { name: 'Generate Speech' }).click();
  await expect(form.getByText('Please provide at least 10 characters of context')).toBeVisible();
  await expect(context).toHaveAttribute('aria-invalid', 'true');
  expect(await placeholderColour(context)).toBe(before);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the main voice button's label is shown whole", async ({ page }, testInfo) => {
    await signInAsDemo(page);
    await page.getByRole('region', { name: 'Recent Speeches' }).getByRole('button').first().click();
    const button = page.locator('article').first().getByRole('button', {
      name: 'Generate & Play AI Voice',
    });
    await expect(button).toBeVisible();
    // Nothing of the label is cut off: its text fits in the box it is drawn in.
    const label = button.locator('.mantine-Button-label');
    const clipped = await label.evaluate(
      (element) =>
        element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
    );
    expect(clipped).toBe(false);
    const labelBox = await label.boundingBox();
    const buttonBox = await button.boundingBox();
    if (labelBox === null || buttonBox === null) throw new Error('The button is not on screen');
    expect(labelBox.x).toBeGreaterThanOrEqual(buttonBox.x);
    expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(buttonBox.x + buttonBox.width);
    const path = testInfo.outputPath('main-voice-button-390.png');
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path });
    await testInfo.attach('main voice button at 390 px', { path, contentType: 'image/png' });
  });
});
