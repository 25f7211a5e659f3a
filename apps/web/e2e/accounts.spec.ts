import { expect, test } from './fixtures.ts';

const PASSWORD = 'a long enough password';
const uniqueEmail = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('a visitor sees the landing page with its three buttons', async ({ page }) => {
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up Free' }).first()).toHaveAttribute(
    'href',
    /\/login\.html/,
  );
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute(
    'href',
    /\/login\.html/,
  );
  await expect(page.getByRole('link', { name: 'Try Demo (No Sign-up)' }).first()).toHaveAttribute(
    'href',
    '/demo-login',
  );
  await expect(page.getByText('Perfect For')).toBeVisible();
  expect(policyViolations).toEqual([]);
});

test('the demo button signs in and shows the dashboard greeting', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Try Demo (No Sign-up)' }).first().click();
  await expect(page.getByText('Login Successful!')).toBeVisible();
  await expect(page.getByText(/Good (morning|afternoon|evening), Demo/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('sign up, sign out, and sign in again', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up Free' }).first().click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Angelou');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByText(/Good (morning|afternoon|evening), Maya/)).toBeVisible();
  await expect(page.getByLabel(/account/i).getByText('M', { exact: true })).toBeVisible();

  await page.goto('/logout');
  await expect(page.getByText('Logging out...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up Free' }).first()).toBeVisible();

  await page.goto('/login.html');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('the wrong password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/Good (morning|afternoon|evening), Maya/)).toBeVisible();
});

test('/logout clears storage and returns to the landing page', async ({ page }) => {
  await page.goto('/demo-login');
  await expect(page.getByText(/Good (morning|afternoon|evening), Demo/)).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
  });
  await page.goto('/logout');
  await expect(page.getByRole('link', { name: 'Try Demo (No Sign-up)' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  expect((await page.context().cookies()).filter((c) => c.name.endsWith('rally_session'))).toEqual(
    [],
  );
});

test('an unknown route shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
});

test('a visitor who opens /pricing gets Page Not Found, as the route table says', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByText('Page Not Found')).toBeVisible();
});
