import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support.ts';
import { STRIPE_E2E, expect, lastSubscription, test } from './stripe-fixtures.ts';

// Issue 25: /subscribe with Stripe configured, Stripe.js played by the stand-in and Stripe's API by the mock.

const PORTAL_PAGE = 'https://billing.stripe.test/**';

async function currentTier(page: Page): Promise<string> {
  const status = await page.request.get('/api/subscription/status');
  expect(status.ok()).toBe(true);
  return ((await status.json()) as { currentTier: string }).currentTier;
}

async function openPremiumPayment(page: Page): Promise<void> {
  await signInAsDemo(page);
  await page.goto('/subscribe?tier=premium&billing=monthly');
  await page.getByRole('button', { name: 'Continue with Premium' }).click();
}

test('pays for Premium through Stripe: ready, confirmed with the secret, webhook, dashboard, portal', async ({
  page,
  stripeJs,
  stripeServer,
  baseURL,
}) => {
  stripeJs.holdReady();
  await openPremiumPayment(page);

  const form = page.getByRole('form', { name: 'Card payment' });
  const pay = form.getByRole('button', { name: 'Pay $7' });
  await expect(form.locator('[data-stripe-stand-in="payment-element"]')).toBeVisible();
  await expect(pay).toBeDisabled();
  // The key the server was configured with, and the secret of the subscription it created.
  const subscription = lastSubscription(stripeServer.mock);
  expect(stripeJs.callsOf('Stripe')).toEqual([
    { publishableKey: STRIPE_E2E.publishableKey, options: null },
  ]);
  expect(stripeJs.callsOf('elements')).toEqual([{ clientSecret: subscription.clientSecret }]);
  expect(stripeJs.callsOf('elements.create')).toEqual([{ type: 'payment' }]);

  stripeJs.releaseReady();
  await expect(pay).toBeEnabled();

  stripeJs.holdConfirmation();
  await pay.click();
  const processing = form.getByRole('button', { name: 'Processing...' });
  await expect(processing).toBeDisabled();
  await expect
    .poll(() => stripeJs.callsOf('confirmPayment'))
    .toEqual([
      {
        clientSecret: subscription.clientSecret,
        confirmParams: { return_url: `${baseURL}/?subscription=success` },
        redirect: 'if_required',
      },
    ]);
  stripeJs.releaseConfirmation();

  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(
    page.getByText('Welcome to Premium! Your subscription is now active.'),
  ).toBeVisible();
  // Stripe has the invoice paid, but only its webhook tells the app.
  expect(lastSubscription(stripeServer.mock).status).toBe('active');
  expect(await currentTier(page)).toBe('free');
  await expect(page).toHaveURL(/\/subscribe\?/);

  const statuses = await stripeServer.deliverWebhooks();
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 200)).toBe(true);
  expect(await currentTier(page)).toBe('premium');

  await expect(page).toHaveURL(`${baseURL}/`, { timeout: 10_000 });
  const usage = page.getByRole('region', { name: 'Your Plan' });
  await expect(usage.getByText('Premium', { exact: true })).toBeVisible();
  await expect(usage.getByText('0 of 40 speeches used')).toBeVisible();

  await page.route(PORTAL_PAGE, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Stripe customer portal</title>' }),
  );
  await usage.getByRole('button', { name: 'Manage Plan' }).click();
  await expect(page).toHaveURL(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_\w+$/);
  const portalRequests = stripeServer.mock.requests.filter(
    (request) => request.path === '/v1/billing_portal/sessions',
  );
  expect(portalRequests.at(-1)?.params).toEqual({
    customer: subscription.customer,
    return_url: `${baseURL}/`,
  });
});

test("a card error shows Stripe's words, a thrown error 'Payment Error'; the form stays usable", async ({
  page,
  stripeJs,
  stripeServer,
}) => {
  stripeJs.answerWith({ outcome: 'card_error', message: 'Your card has insufficient funds.' });
  await openPremiumPayment(page);
  const form = page.getByRole('form', { name: 'Card payment' });
  const pay = form.getByRole('button', { name: 'Pay $7' });
  await pay.click();
  await expect(page.getByText('Payment Failed')).toBeVisible();
  await expect(page.getByText('Your card has insufficient funds.')).toBeVisible();
  await expect(pay).toBeEnabled();

  stripeJs.answerWith({ outcome: 'throw', message: 'Network down inside Stripe.js' });
  await pay.click();
  await expect(page.getByText('Payment Error')).toBeVisible();
  await expect(page.getByText('An unexpected error occurred. Please try again.')).toBeVisible();
  await expect(pay).toBeEnabled();

  expect(stripeJs.callsOf('confirmPayment')).toHaveLength(2);
  expect(lastSubscription(stripeServer.mock).status).toBe('incomplete');
  expect(await currentTier(page)).toBe('free');
  await expect(page).toHaveURL(/\/subscribe\?/);
});

test("Stripe.js failing to load shows 'Payment System Unavailable'", async ({ page, stripeJs }) => {
  stripeJs.failToLoad();
  await openPremiumPayment(page);
  await expect(page.getByText('Payment System Unavailable')).toBeVisible();
  await expect(page.getByText('Please try again later or contact support.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);
  expect(stripeJs.calls).toEqual([]);
});

test('the beta discount code gives Premium without Stripe; another code is refused', async ({
  page,
  stripeJs,
  stripeServer,
  baseURL,
}) => {
  await signInAsDemo(page);
  const stripeRequests = stripeServer.mock.requests.length;
  await page.goto('/subscribe?tier=starter');
  await page.getByRole('button', { name: 'Have a discount code?' }).click();
  const code = page.getByRole('textbox', { name: 'Discount code' });
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await code.fill('NOT-A-CODE');
  await apply.click();
  await expect(page.getByText('Invalid Discount Code')).toBeVisible();

  await code.fill(STRIPE_E2E.betaCode);
  await apply.click();
  await expect(page.getByText('Discount Applied!')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`, { timeout: 10_000 });
  const usage = page.getByRole('region', { name: 'Your Plan' });
  await expect(usage.getByText('Premium', { exact: true })).toBeVisible();
  await expect(usage.getByText('0 of 40 speeches used')).toBeVisible();
  // Free access holds no Stripe subscription, and no card form was loaded.
  expect(stripeServer.mock.requests.slice(stripeRequests)).toEqual([]);
  expect(stripeJs.calls).toEqual([]);
});
