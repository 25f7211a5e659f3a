import { DEMO_ACCOUNT_MESSAGES } from '@rally/domain';
import { expect, test } from '@playwright/test';

// Issue 19, point 3: past the demo account limit the page says how long to wait and offers a sign-up.
// The browser tests' server allows many demo accounts (every test makes one from 127.0.0.1), so the
// server's refusal is played back here as the API sends it (apps/api/test/limits.test.ts checks the API).

test('the demo page shows the limit and a way to sign up when demo accounts are used up', async ({
  page,
}) => {
  const message = DEMO_ACCOUNT_MESSAGES.perAddress(1800);
  await page.route('**/trpc/auth.demoLogin**', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '1800' },
      body: JSON.stringify([
        {
          error: {
            message,
            code: -32029,
            data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'auth.demoLogin' },
          },
        },
      ]),
    }),
  );
  await page.goto('/demo-login');
  await expect(page.getByText('Demo login failed')).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
    'href',
    '/login.html',
  );
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});
