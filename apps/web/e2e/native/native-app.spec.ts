import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';
import { BRAND_COLOR, SPLASH_HIDE_MS } from '@rally/domain';
import { FakeAndroid, WEBVIEW_ORIGIN } from './fake-android.ts';
import { NATIVE_BUILD_DIR, TEST_API_ORIGIN } from './paths.ts';

const TOKEN_KEY = 'rally.session-token';
const CONTEXT = 'I run my first half marathon on Sunday and my legs already feel heavy.';

test.describe.configure({ timeout: 180_000 });

test('the Android app signs up, streams, plays and rates a speech with its bearer token, and signs out', async ({
  context,
  page,
  request: outside,
}) => {
  const android = new FakeAndroid(NATIVE_BUILD_DIR);
  await android.install(context);
  // Every request that reaches the API, with the headers the browser really sent.
  const apiRequests: { url: string; method: string; headers: Record<string, string> }[] = [];
  const seen: Promise<void>[] = [];
  context.on('request', (request: Request) => {
    if (!request.url().startsWith(TEST_API_ORIGIN)) return;
    seen.push(
      request.allHeaders().then((headers) => {
        apiRequests.push({ url: request.url(), method: request.method(), headers });
      }),
    );
  });
  /** The API calls so far to `path` that carried the bearer token (preflights aside). */
  const withBearer = async (path: RegExp) => {
    // Headers are read asynchronously: wait for those of every request seen until now.
    await Promise.all(seen);
    return apiRequests.filter(
      (request) =>
        path.test(new URL(request.url).pathname) &&
        request.method !== 'OPTIONS' &&
        /^Bearer \S+$/.test(request.headers.authorization ?? ''),
    );
  };

  await page.goto(`${WEBVIEW_ORIGIN}/`);
  await page.getByRole('link', { name: 'Sign Up Free' }).first().click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(`native-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByLabel('Password').press('Enter');
  // The dashboard's lazy page loads after sign-in; a busy machine needs more than 5 s for it.
  await expect(page.getByText(/Good (morning|afternoon|evening), Ada/)).toBeVisible({
    timeout: 30_000,
  });
  expect(new URL(page.url()).origin).toBe(WEBVIEW_ORIGIN);

  // The token is in the Keystore-backed store, never in plain Preferences.
  const token = android.secureStorage.get(TOKEN_KEY);
  expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(android.preferences.has(TOKEN_KEY)).toBe(false);

  // The shell: status bar light on the brand colour, back button listened to, splash hidden.
  expect(android.callsTo('StatusBar', 'setStyle')).toContainEqual({ style: 'LIGHT' });
  expect(android.callsTo('StatusBar', 'setBackgroundColor')).toContainEqual({
    color: BRAND_COLOR,
  });
  expect(android.callsTo('App', 'addListener')).toContainEqual({ eventName: 'backButton' });
  await expect
    .poll(() => android.callsTo('SplashScreen', 'hide').length, { timeout: SPLASH_HIDE_MS * 5 })
    .toBeGreaterThan(0);

  const form = page.getByRole('form', { name: 'Create a speech' });
  await form.getByRole('textbox', { name: 'What do you need motivation for?' }).fill(CONTEXT);
  await form.getByRole('button', { name: 'Generate Speech' }).click();
  await expect(page.getByText('Speech Generated!')).toBeVisible({ timeout: 60_000 });
  expect((await withBearer(/speech\.generateStream/)).length).toBeGreaterThan(0);

  const result = page.locator('article').first();
  await result.getByRole('button', { name: 'Generate & Play AI Voice' }).click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0), {
      timeout: 90_000,
    })
    .toBeGreaterThan(0.5);
  expect((await withBearer(/^\/api\/speeches\/\d+\/audio$/)).length).toBe(1);

  await page.getByRole('button', { name: 'Rate Speech', exact: true }).click();
  const feedback = page.getByRole('form', { name: 'Speech feedback' });
  for (const rating of ['Overall rating', 'Effectiveness', 'Emotional resonance']) {
    // Mantine's Rating keeps its radios hidden (some outside the viewport) behind the stars.
    await feedback
      .getByRole('radiogroup', { name: rating })
      .getByRole('radio', { name: '5 stars' })
      .dispatchEvent('click');
  }
  await feedback.getByRole('button', { name: 'Submit Feedback' }).click();
  // On a busy machine (the API's built-in voice is still synthesising this speech) the answer
  // and the toast after it can take more than the default 5 s.
  await expect(
    page.getByText('Your feedback helps us create better speeches for you.'),
  ).toBeVisible({ timeout: 30_000 });
  expect((await withBearer(/feedback/)).length).toBeGreaterThan(0);

  await page.goto(`${WEBVIEW_ORIGIN}/logout`);
  await expect(page.getByRole('link', { name: 'Sign Up Free' }).first()).toBeVisible({
    timeout: 30_000,
  });
  expect(android.secureStorage.has(TOKEN_KEY)).toBe(false);

  // The API no longer knows the old token.
  const afterSignOut = await outside.get(`${TEST_API_ORIGIN}/api/auth/user`, {
    headers: { authorization: `Bearer ${token}`, origin: WEBVIEW_ORIGIN },
  });
  expect(afterSignOut.status()).toBe(401);

  // The bearer token, never a cookie, is what made it work.
  await Promise.all(seen);
  expect(apiRequests.length).toBeGreaterThan(0);
  expect(apiRequests.filter((request) => 'cookie' in request.headers)).toEqual([]);
  expect(await context.cookies(TEST_API_ORIGIN)).toEqual([]);
});
