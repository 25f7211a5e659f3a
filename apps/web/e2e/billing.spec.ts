import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { signInAsDemo } from './support.ts';

const CONTEXT = 'I run my first half marathon on Sunday and my legs feel heavy all week.';
/** The beta code the browser tests' server is started with (playwright.config.ts). */
const BETA_CODE = 'RALLY-E2E-BETA';

async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay $67' }).click();
}

test('a free user at the limit pays for yearly Premium, is declined once, then generates again', async ({
  page,
  baseURL,
}) => {
  await signInAsDemo(page);
  for (let speech = 0; speech < 3; speech += 1) {
    const generated = await page.request.post('/api/speeches/generate', {
      headers: { origin: baseURL ?? '' },
      data: { context: CONTEXT, tone: 'energetic', voiceStyle: 'warm', duration: 'short' },
    });
    expect(generated.ok()).toBe(true);
  }
  await page.reload();
  await expect(page.getByText('You have used all 3 free speeches')).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('link', { name: 'See plans' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Perfect Plan' })).toBeVisible();
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium.getByText('$7', { exact: true })).toBeVisible();
  await expect(page.getByText('Save 20%')).toBeHidden();
  // Mantine's switch draws its own track over the input.
  await page.getByRole('switch', { name: 'Yearly billing' }).check({ force: true });
  await expect(page.getByText('Save 20%')).toBeVisible();
  await expect(premium.getByText('$5.58', { exact: true })).toBeVisible();
  await expect(premium.getByText('Save $17 per year')).toBeVisible();
  await expect(premium.getByText('Billed $67 annually')).toBeVisible();
  await premium.getByRole('link', { name: 'Choose Premium' }).click();

  await expect(page).toHaveURL(/\/subscribe\?tier=premium&billing=yearly$/);
  await expect(page.getByRole('radio', { name: /^Premium/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Yearly billing' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue with Premium' }).click();
  await expect(page.getByText('Test card: 4242 4242 4242 4242')).toBeVisible();
  // Not ready until the card is filled in.
  await expect(page.getByRole('button', { name: 'Pay $67' })).toBeDisabled();

  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Payment Failed')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(
    page.getByText('Welcome to Premium! Your subscription is now active.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  const usage = page.getByRole('region', { name: 'Your Plan' });
  await expect(usage.getByText('Premium', { exact: true })).toBeVisible();
  await expect(usage.getByText('0 of 40 speeches used')).toBeVisible();
  await expect(usage.getByText('Manage Plan')).toBeVisible();

  const form = page.getByRole('form', { name: 'Create a speech' });
  await form.getByRole('textbox', { name: 'What do you need motivation for?' }).fill(CONTEXT);
  await form.getByRole('button', { name: 'Generate Speech' }).click();
  await expect(page.getByText('Speech Generated!')).toBeVisible({ timeout: 30_000 });
  await expect(usage.getByText('1 of 40 speeches used')).toBeVisible();
});

test('the beta discount code grants Premium; any other code is refused', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/subscribe?tier=starter');
  await expect(page.getByRole('radio', { name: /^Starter/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Continue with Starter' })).toBeVisible();

  await page.getByRole('button', { name: 'Have a discount code?' }).click();
  const code = page.getByRole('textbox', { name: 'Discount code' });
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await code.fill('NOT-A-CODE');
  await apply.click();
  await expect(page.getByText('Invalid Discount Code')).toBeVisible();
  await expect(page.getByText('Please check your code and try again.')).toBeVisible();

  await code.fill(BETA_CODE);
  await apply.click();
  await expect(page.getByText('Discount Applied!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  const usage = page.getByRole('region', { name: 'Your Plan' });
  await expect(usage.getByText('Premium', { exact: true })).toBeVisible();
  await expect(usage.getByText('0 of 40 speeches used')).toBeVisible();
});

test('/test-payment pays for Premium monthly, and explains itself when it cannot start', async ({
  page,
}) => {
  await page.goto('/test-payment');
  // A visitor has no account to subscribe, so no payment can be set up.
  await expect(page.getByRole('heading', { name: 'Payment Setup Issue' })).toBeVisible();
  await expect(page.getByText('Unable to initialize payment system.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to app/ })).toBeVisible();

  await signInAsDemo(page);
  await page.goto('/test-payment');
  await expect(page.getByRole('heading', { name: 'Test Payment' })).toBeVisible();
  // The hint says where a beta code goes (the code itself is the server's secret).
  const hint = page.getByText(/^Have a beta code\? Enter it under 'Have a discount code\?' on the/);
  await expect(hint).toContainText('subscribe page • Cancel anytime');
  await expect(hint.getByRole('link', { name: 'subscribe page' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  const form = page.getByRole('form', { name: 'Card payment' });
  const subscribe = form.getByRole('button', { name: 'Subscribe - Starting $3/month' });
  await expect(subscribe).toBeDisabled();
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await subscribe.click();
  await expect(page.getByText('Thank you for subscribing to Rally!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(
    page.getByRole('region', { name: 'Your Plan' }).getByText('0 of 40 speeches used'),
  ).toBeVisible();
});
