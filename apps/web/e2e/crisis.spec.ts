import { expect, test, waitForServiceWorkerControl } from './fixtures.ts';
import { expectNoSeriousViolations, signInAsDemo, waitForCrisisScreen } from './support.ts';

const CRISIS_CONTEXT = 'I dont see the point anymore and I have been thinking about ending my life';

test.describe('in Sydney, on a phone', () => {
  test.use({ timezoneId: 'Australia/Sydney', viewport: { width: 390, height: 844 } });

  test('care, not a pep talk: Lifeline to call or text, nothing charged, and "I’m okay" writes a gentle speech', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await expect(page.getByText('3 of 3 free speeches left')).toBeVisible();
    const form = page.getByRole('form', { name: 'Create a speech' });
    await form.getByRole('combobox', { name: 'Tone' }).selectOption({ label: 'Energetic' });
    await form
      .getByRole('textbox', { name: 'What do you need motivation for?' })
      .fill(CRISIS_CONTEXT);
    await form.getByRole('button', { name: 'Generate Speech' }).click();

    const care = page.getByRole('dialog', { name: 'We’re glad you told us' });
    await expect(care).toBeVisible();
    await expect(care.getByText('What you’re feeling matters')).toBeVisible();
    await expect(care.getByRole('link', { name: 'Call 13 11 14' })).toHaveAttribute(
      'href',
      'tel:131114',
    );
    await expect(care.getByRole('link', { name: 'Text 0477 13 11 14' })).toHaveAttribute(
      'href',
      'sms:0477131114',
    );
    await expect(care.getByRole('link', { name: 'Call 000' })).toHaveAttribute('href', 'tel:000');
    await expect(care.getByRole('link', { name: 'Find A Helpline' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    await expect(care.getByText('paused your daily talks and reminders')).toBeVisible();
    // The device held the words back; the server screened them itself, recorded it and paused.
    await expect
      .poll(async () => (await page.request.get('/api/care/pause')).json() as Promise<object>)
      .toEqual({ pausedUntil: expect.any(String) });
    await page.screenshot({ path: test.info().outputPath('care-390.png') });
    await expectNoSeriousViolations(page, '[role="dialog"]');
    // Nothing was asked of the server, nothing charged, no pep talk.
    await expect(page.getByText('Speech Generated!')).toHaveCount(0);
    await expect(page.getByText('3 of 3 free speeches left')).toBeVisible();

    await care.getByRole('button', { name: 'I’m okay, write my speech' }).click();
    await expect(page.getByText('Speech Generated!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article', { name: 'Gentle Motivational Speech' })).toBeVisible();
    await expect(page.getByText('2 of 3 free speeches left')).toBeVisible();
  });

  test('the device screens the words before sending: care shows and no speech is asked for', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await waitForCrisisScreen(page);
    const generateRequests: string[] = [];
    page.on('request', (request) => {
      if (/generate/i.test(request.url())) generateRequests.push(request.url());
    });
    const form = page.getByRole('form', { name: 'Create a speech' });
    await form
      .getByRole('textbox', { name: 'What do you need motivation for?' })
      .fill('honestly i want to disappear and never wake up');
    await form.getByRole('button', { name: 'Generate Speech' }).click();
    const care = page.getByRole('dialog', { name: 'We’re glad you told us' });
    await expect(care.getByRole('link', { name: 'Call 13 11 14' })).toBeVisible();
    // The screen's worker answered on the device: the words never went to the speech writer.
    expect(generateRequests).toEqual([]);
  });

  test('"Get help" is in the header menu and works offline', async ({ page, context }) => {
    await signInAsDemo(page);
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Get help' })
      .click();
    await expect(page.getByRole('heading', { name: 'Get help now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call 13 11 14' })).toHaveAttribute(
      'href',
      'tel:131114',
    );
    // A fresh load of /help offline: the worker's precached shell and the page's chunk.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Get help now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Text 0477 13 11 14' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('help-offline-390.png'), fullPage: true });
    await expectNoSeriousViolations(page, 'main');
    await context.setOffline(false);
  });
});

test.describe('in New York, on a laptop', () => {
  test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 800 } });

  test('988 to call or text; harm to others gets no speech and the emergency advice', async ({
    page,
  }) => {
    await signInAsDemo(page);
    const form = page.getByRole('form', { name: 'Create a speech' });
    const context = form.getByRole('textbox', { name: 'What do you need motivation for?' });
    await context.fill('I want to kill myself before the review');
    await form.getByRole('button', { name: 'Generate Speech' }).click();
    const care = page.getByRole('dialog', { name: 'We’re glad you told us' });
    await expect(care.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(care.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await page.screenshot({ path: test.info().outputPath('care-1280.png') });
    await care.getByRole('button', { name: 'Close' }).last().click();
    await expect(care).toBeHidden();

    await context.fill("He ruined my week and I'm going to hurt him");
    await form.getByRole('button', { name: 'Generate Speech' }).click();
    const pause = page.getByRole('dialog', { name: 'Let’s pause here' });
    await expect(pause.getByText('We won’t write a speech for this.')).toBeVisible();
    await expect(
      pause.getByText('If anyone is in immediate danger, call 911.').first(),
    ).toBeVisible();
    await expect(pause.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(pause.getByRole('button', { name: 'I’m okay, write my speech' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('harm-others-1280.png') });
    await expectNoSeriousViolations(page, '[role="dialog"]');

    // The "Get help" link is in the header on a wide screen too.
    await pause.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('banner').getByRole('link', { name: 'Get help' }).click();
    await expect(page.getByRole('heading', { name: 'Get help now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call 988' })).toBeVisible();
  });
});
