import { signInAsDemo } from '../support.ts';
import { STRIPE_E2E, expect, lastSubscription, test } from './stripe-fixtures.ts';

// Issue 25: /test-payment with Stripe configured, Stripe.js played by the stand-in and Stripe's API by the mock.

const SUBMIT = 'Subscribe - Starting $3/month';

test('pays for Premium: ready, confirmed with the origin, webhook, dashboard; then Manage Plan opens the portal', async ({
  page,
  stripeJs,
  stripeServer,
  baseURL,
}) => {
  stripeJs.holdReady();
  await signInAsDemo(page);
  await page.goto('/test-payment');
  await expect(page.getByRole('heading', { name: 'Test Payment' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Card payment' });
  const subscribe = form.getByRole('button', { name: SUBMIT });
  await expect(form.locator('[data-stripe-stand-in="payment-element"]')).toBeVisible();
  await expect(subscribe).toBeDisabled();
  const subscription = lastSubscription(stripeServer.mock);
  expect(stripeJs.callsOf('Stripe')).toEqual([
    { publishableKey: STRIPE_E2E.publishableKey, options: null },
  ]);
  expect(stripeJs.callsOf('elements')).toEqual([{ clientSecret: subscription.clientSecret }]);

  stripeJs.releaseReady();
  await expect(subscribe).toBeEnabled();
  stripeJs.holdConfirmation();
  await subscribe.click();
  await expect(form.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect
    .poll(() => stripeJs.callsOf('confirmPayment'))
    .toEqual([
      {
        clientSecret: subscription.clientSecret,
        confirmParams: { return_url: baseURL },
        redirect: 'if_required',
      },
    ]);
  stripeJs.releaseConfirmation();

  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByText('Thank you for subscribing to Rally!')).toBeVisible();
  await expect(page).toHaveURL(/\/test-payment$/);
  const statuses = await stripeServer.deliverWebhooks();
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 200)).toBe(true);
  await expect(page).toHaveURL(`${baseURL}/`, { timeout: 10_000 });
  await expect(
    page.getByRole('region', { name: 'Your Plan' }).getByText('0 of 40 speeches used'),
  ).toBeVisible();

  // A second visit: Stripe already bills this user, so the page offers the portal instead.
  await page.route('https://billing.stripe.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Stripe customer portal</title>' }),
  );
  await page.goto('/test-payment');
  await expect(page.getByText('You already have a plan')).toBeVisible();
  await page.getByRole('button', { name: 'Manage Plan' }).click();
  await expect(page).toHaveURL(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_\w+$/);
  expect(
    stripeServer.mock.requests
      .filter((request) => request.path === '/v1/billing_portal/sessions')
      .at(-1)?.params,
  ).toEqual({ customer: subscription.customer, return_url: `${baseURL}/` });
});

test("a card error shows Stripe's words, a thrown error the test page's 'Payment Error'", async ({
  page,
  stripeJs,
  stripeServer,
}) => {
  stripeJs.answerWith({ outcome: 'card_error', message: 'Your card was declined.' });
  await signInAsDemo(page);
  await page.goto('/test-payment');
  const subscribe = page.getByRole('button', { name: SUBMIT });
  await subscribe.click();
  await expect(page.getByText('Payment Failed')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(subscribe).toBeEnabled();

  stripeJs.answerWith({ outcome: 'throw', message: 'Stripe.js broke' });
  await subscribe.click();
  await expect(page.getByText('Payment Error')).toBeVisible();
  await expect(page.getByText('An unexpected error occurred', { exact: true })).toBeVisible();
  await expect(subscribe).toBeEnabled();
  expect(lastSubscription(stripeServer.mock).status).toBe('incomplete');
});

test("Stripe.js failing to load shows 'Payment System Unavailable'", async ({ page, stripeJs }) => {
  stripeJs.failToLoad();
  await signInAsDemo(page);
  await page.goto('/test-payment');
  await expect(page.getByText('Payment System Unavailable')).toBeVisible();
  await expect(page.getByText('Please try again later or contact support.')).toBeVisible();
  expect(stripeJs.calls).toEqual([]);
});
