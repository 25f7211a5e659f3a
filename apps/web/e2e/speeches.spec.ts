import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAsDemo, signInAsDemoByRequest, waitForApp, waitForCrisisScreen } from './support.ts';

const CONTEXT =
  'I present our quarterly results to the board on Tuesday and I keep second-guessing my slides.';

/** Records every length the streamed text takes inside the overlay, so a test can see it grow. */
async function recordStreamedLengths(page: Page): Promise<void> {
  await page.evaluate(() => {
    const lengths: number[] = [];
    Reflect.set(window, '__streamedLengths', lengths);
    new MutationObserver(() => {
      const streamed = document.querySelector('[aria-label="Speech so far"]');
      const length = streamed?.textContent?.length ?? 0;
      if (length > 0 && lengths.at(-1) !== length) lengths.push(length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

function streamedLengths(page: Page): Promise<number[]> {
  return page.evaluate(() => Reflect.get(window, '__streamedLengths') as number[]);
}

/**
 * The built-in writer finishes a short speech in milliseconds, so on localhost every piece lands
 * at once. A slow connection spreads the pieces out, as a remote writer would, so the test can
 * watch the text arrive. Returns a function that restores the normal connection.
 */
async function slowNetwork(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 1500,
    uploadThroughput: -1,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}

/** Picks an option of one of the form's native selects by the text the user reads. */
async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).selectOption({ label: option });
}

test('a demo user streams, names and favourites speeches, and is refused the 4th free one', async ({
  page,
  baseURL,
}) => {
  await signInAsDemo(page);
  // The demo account's sample speech is a gift: it does not use the allowance.
  await expect(page.getByText('3 of 3 free speeches left')).toBeVisible();
  await expect(page.getByText('plans start at $3/month')).toBeVisible();

  const form = page.getByRole('form', { name: 'Create a speech' });
  const context = form.getByRole('textbox', { name: 'What do you need motivation for?' });
  const generate = form.getByRole('button', { name: 'Generate Speech' });

  await context.fill('Too short');
  await generate.click();
  await expect(form.getByText('Please provide at least 10 characters of context')).toBeVisible();

  await context.fill(CONTEXT);
  await expect(form.getByText('Please provide at least 10 characters of context')).toBeHidden();
  await choose(page, 'Tone', 'Confident');
  await choose(page, 'Length', 'Short (1-2 min)');
  await recordStreamedLengths(page);
  await waitForCrisisScreen(page);
  const restoreNetwork = await slowNetwork(page);
  await generate.click();

  const overlay = page.getByRole('dialog', { name: 'Creating Your Speech' });
  await expect(overlay).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Generating...', includeHidden: true }),
  ).toBeDisabled();
  await expect(overlay.getByLabel('Speech so far')).toBeVisible();
  await expect(page.getByText('Speech Generated!')).toBeVisible({ timeout: 30_000 });
  await expect(overlay).toBeHidden();
  await restoreNetwork();
  // The text grew while the speech was being written, not in one piece at the end.
  expect((await streamedLengths(page)).length).toBeGreaterThan(1);

  const result = page.getByRole('article', { name: 'Confident Motivational Speech' });
  await expect(result).toBeVisible();
  await expect(result.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(result.getByText(/^Est\. \d+½? min$/)).toBeVisible();
  await expect(page.getByText('2 of 3 free speeches left')).toBeVisible();

  // The name editor lives in the text tab (the voice tab opens first).
  await result.getByRole('tab', { name: 'Text Output' }).click();
  // Escape puts the name back; Enter saves the trimmed name.
  await result.getByRole('button', { name: 'Rename speech: Untitled speech' }).click();
  const nameField = result.getByRole('textbox', { name: 'Speech name' });
  await nameField.fill('Not this one');
  await nameField.press('Escape');
  await expect(
    result.getByRole('button', { name: 'Rename speech: Untitled speech' }),
  ).toBeVisible();
  await result.getByRole('button', { name: 'Rename speech: Untitled speech' }).click();
  await nameField.fill('  Board day  ');
  await nameField.press('Enter');
  await expect(page.getByText('Speech name updated!')).toBeVisible();
  await expect(result.getByRole('button', { name: 'Rename speech: Board day' })).toBeVisible();

  const recent = page.getByRole('region', { name: 'Recent Speeches' });
  await expect(recent.getByRole('button', { name: /^Board day/ })).toBeVisible();

  const favourite = result.getByRole('button', { name: 'Favourite' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  const favourites = page.getByRole('region', { name: 'Favourite Speeches' });
  await expect(favourites.getByRole('button', { name: 'Rename speech: Board day' })).toBeVisible();
  await expect(favourites.getByText(`${CONTEXT.slice(0, 47)}…`)).toBeVisible();

  // A recent speech opens in the result view.
  await recent.getByRole('button', { name: /^I am presenting/ }).click();
  await expect(
    page.getByRole('article', { name: 'Encouraging Motivational Speech' }),
  ).toBeVisible();

  for (const left of ['1 of 3 free speeches left', 'You have used all 3 free speeches']) {
    await generate.click();
    // A whole speech is written and counted first: on a loaded machine that outlasts the default 5 s.
    await expect(page.getByText(left)).toBeVisible({ timeout: 30_000 });
  }

  await generate.click();
  await expect(page.getByText('Free Speech Limit Reached')).toBeVisible();
  await expect(page.getByText('Upgrade to Premium for unlimited speeches.')).toBeVisible();
  await expect(overlay).toBeHidden();

  // The page only echoes the rule: the server refuses the 4th speech on its own.
  const refused = await page.request.post('/api/speeches/generate', {
    headers: { origin: baseURL ?? '' },
    data: { context: CONTEXT, tone: 'gentle', voiceStyle: 'soothing', duration: 'short' },
  });
  expect(refused.status()).toBe(402);
  await expect(recent.getByRole('listitem')).toHaveCount(3);
});

test('dictation fills the context field in en-US, continuously, with interim results', async ({
  page,
}) => {
  // Headless Chromium has no microphone: a stand-in recogniser "hears" two phrases, then, on the
  // second start, reports the error a blocked microphone gives.
  await page.addInitScript(() => {
    const settings: unknown[] = [];
    Reflect.set(window, '__recognitionSettings', settings);
    let starts = 0;
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        starts += 1;
        settings.push({
          lang: this.lang,
          continuous: this.continuous,
          interimResults: this.interimResults,
        });
        if (starts > 1) {
          setTimeout(() => {
            this.onerror?.({ error: 'not-allowed' });
            this.onend?.();
          }, 50);
          return;
        }
        const heard = [[{ transcript: 'I have a job interview' }]];
        setTimeout(() => this.onresult?.({ results: heard }), 50);
        setTimeout(
          () => this.onresult?.({ results: [...heard, [{ transcript: 'on Friday' }]] }),
          100,
        );
      }
      stop() {
        setTimeout(() => this.onend?.(), 10);
      }
      abort() {}
    }
    Reflect.set(window, 'SpeechRecognition', FakeRecognition);
  });
  await signInAsDemo(page);

  const form = page.getByRole('form', { name: 'Create a speech' });
  const context = form.getByRole('textbox', { name: 'What do you need motivation for?' });
  await context.fill('Next week:');
  await form.getByText('Voice', { exact: true }).click();
  await form.getByRole('button', { name: 'Start recording' }).click();
  await expect(context).toHaveValue('Next week: I have a job interview on Friday');
  await expect(form.getByRole('button', { name: 'Stop recording' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await form.getByRole('button', { name: 'Stop recording' }).click();
  await expect(form.getByRole('button', { name: 'Start recording' })).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, '__recognitionSettings'))).toEqual([
    { lang: 'en-US', continuous: true, interimResults: true },
  ]);

  await form.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByText('Speech recognition error: not-allowed')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Start recording' })).toBeVisible();
  await expect(context).toHaveValue('Next week: I have a job interview on Friday');
});

test('without speech recognition the form says so and stays in text mode', async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'SpeechRecognition');
    Reflect.deleteProperty(window, 'webkitSpeechRecognition');
  });
  await signInAsDemo(page);

  const form = page.getByRole('form', { name: 'Create a speech' });
  const notice = form.getByText(
    'Speech recognition is not supported in your browser, so the form uses text mode.',
  );
  // Drawn in the browser (after signing in), then written by the server for a browser that has
  // speech recognition and taken over by one that has not.
  for (const drawn of ['in the browser', 'by the server']) {
    if (drawn === 'by the server') await page.goto('/');
    await expect(notice, drawn).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Text' }), drawn).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Voice' }), drawn).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Start recording' }), drawn).toHaveCount(0);
  }
});

test('what is typed into the server-rendered form before React takes it over is kept', async ({
  page,
  baseURL,
}) => {
  await signInAsDemoByRequest(page, baseURL);
  // The app's script waits until the user has typed into the page the server rendered.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main-*.js', async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Create a speech' });
  await form.getByRole('textbox', { name: 'What do you need motivation for?' }).fill(CONTEXT);
  await form.getByRole('combobox', { name: 'Tone' }).selectOption({ label: 'Energetic' });
  release();
  await waitForApp(page);

  await form.getByRole('button', { name: 'Generate Speech' }).click();
  const result = page.getByRole('article', { name: 'Energetic Motivational Speech' });
  // A medium speech streams for several seconds, at the built-in writer's pace.
  await expect(result).toBeVisible({ timeout: 30_000 });
  const recent = page.getByRole('region', { name: 'Recent Speeches' });
  await expect(
    recent.getByRole('button', { name: new RegExp(`^${CONTEXT.slice(0, 20)}`) }),
  ).toBeVisible();
});
