import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, signInAsDemoByRequest, waitForApp } from './support.ts';

const PASSWORD = 'a long enough password';
const uniqueEmail = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const GREETING = (name: string) => new RegExp(`Good (morning|afternoon|evening), ${name}`);

const VISITORS = ['first-time', 'returning'] as const;
type Visitor = (typeof VISITORS)[number];

/** A returning visitor: the service worker already controls the page before the test acts. */
async function arrive(page: Page, visitor: Visitor): Promise<void> {
  if (visitor === 'first-time') return;
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** A new real (not demo) account, signed in through the API; returns its email. */
async function signUpByRequest(
  page: Page,
  origin: string | undefined,
  firstName: string,
): Promise<string> {
  const email = uniqueEmail();
  const answer = await page.request.post('/api/auth/signup', {
    headers: { origin: origin ?? '' },
    data: { email, password: PASSWORD, firstName, lastName: 'Tester' },
  });
  expect(answer.ok()).toBe(true);
  return email;
}

for (const visitor of VISITORS) {
  test(`/demo-login asks a signed-in real account before switching (${visitor} visitor)`, async ({
    page,
    baseURL,
  }) => {
    await arrive(page, visitor);
    const email = await signUpByRequest(page, baseURL, 'Ada');

    await page.goto('/demo-login');
    await expect(page.getByRole('heading', { name: 'Switch to a demo account?' })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    // Staying keeps the real account: nothing was switched while the page asked.
    await page.getByRole('link', { name: 'Stay signed in' }).click();
    await expect(page.getByText(GREETING('Ada'))).toBeVisible({ timeout: 30_000 });

    await page.goto('/demo-login');
    await page.getByRole('button', { name: 'Switch to demo' }).click();
    await expect(page.getByText('Login Successful!')).toBeVisible();
    await expect(page.getByText(GREETING('Demo'))).toBeVisible({ timeout: 30_000 });

    // A demo account is not asked: it goes straight to a new demo account.
    await page.goto('/demo-login');
    await expect(page.getByText('Login Successful!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Switch to a demo account?' })).toHaveCount(0);
  });

  test(`deleting an account is confirmed on the landing page (${visitor} visitor)`, async ({
    page,
    baseURL,
  }) => {
    await arrive(page, visitor);
    await signUpByRequest(page, baseURL, 'Grace');
    await page.goto('/');
    await expect(page.getByText(GREETING('Grace'))).toBeVisible({ timeout: 30_000 });
    await waitForApp(page);

    await page
      .getByRole('region', { name: 'Your Data' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    // Its × is named for screen readers (the theme names every dialog's).
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    const notice = page.getByRole('status').filter({ hasText: 'Your account has been deleted' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Sign Up Free' }).first()).toBeVisible();
    // Said once: the next visit to the landing page is the plain one.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign Up Free' }).first()).toBeVisible();
    await waitForApp(page);
    await expect(page.getByText('Your account has been deleted')).toHaveCount(0);
  });
}

test('a subscribed user on /test-payment is told they already have a plan', async ({
  page,
  baseURL,
}) => {
  await signInAsDemoByRequest(page, baseURL);
  await page.goto('/test-payment');
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Subscribe - Starting $3/month' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(
    page.getByRole('region', { name: 'Your Plan' }).getByText('0 of 40 speeches used'),
  ).toBeVisible();

  await page.goto('/test-payment');
  await expect(page.getByRole('heading', { name: 'You already have a plan' })).toBeVisible();
  await expect(page.getByText('Payment Setup Issue')).toHaveCount(0);
  await page.getByRole('button', { name: 'Manage Plan' }).click();
  const plan = page.getByRole('dialog', { name: 'Your plan' });
  await expect(plan).toContainText('Premium');
  await page.keyboard.press('Escape');
  // A click while the dialog is still closing is lost to it (it failed once in CI, 40 ms later).
  await expect(plan).toBeHidden();
  await page.getByRole('link', { name: 'Back to app' }).click();
  await expect(page.getByText(GREETING('Demo'))).toBeVisible();
});
