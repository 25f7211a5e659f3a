import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAsDemo } from './support.ts';

/** WCAG 2.0 and 2.1, levels A and AA: the rules the issue asks the pages to pass. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Impacts that fail a test; moderate and minor ones are reported but do not. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** The width and height of a common phone, where the header folds and colours sit on other backgrounds. */
const PHONE = { width: 390, height: 844 };

const CONTEXT =
  'I give a toast at my sister’s wedding on Saturday and my hands shake at the thought.';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** One violation per block: rule, impact, the elements it was found on, and what to do. */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .map((node) => {
          // axe's own sentence for the node, e.g. the two colours and their contrast ratio.
          const findings = [...node.any, ...node.all, ...node.none].map((check) => check.message);
          return `    ${node.target.join(' ')}\n      ${findings.join('; ')}`;
        })
        .join('\n');
      return `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n  ${violation.helpUrl}\n${targets}`;
    })
    .join('\n\n');
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, with a
 * readable list of them; the milder ones are attached to the report.
 */
async function expectNoSeriousViolations(page: Page, pageName: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Mantine's transitions (tabs, notifications) must have finished, or colours are mid-fade.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.has(violation.impact ?? ''),
  );
  const mild = results.violations.filter((violation) => !blocking.includes(violation));
  if (mild.length > 0) {
    await test.info().attach(`${pageName}: moderate and minor violations`, {
      body: describeViolations(mild),
      contentType: 'text/plain',
    });
  }
  // Compared as rule ids, so that the failure shows the readable list, not axe's whole objects.
  expect
    .soft(
      blocking.map((violation) => violation.id),
      `serious or critical violations on the ${pageName}:\n\n${describeViolations(blocking)}\n`,
    )
    .toEqual([]);
}

/** No loader is left on the page: the route and its data have arrived. */
async function expectSettled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /The pep talk you need/ }),
  ).toBeVisible();
  await expectSettled(page);
}

async function openDashboard(page: Page): Promise<void> {
  await signInAsDemo(page);
  await expect(
    page.getByRole('region', { name: 'Recent Speeches' }).getByRole('button').first(),
  ).toBeVisible();
  await expectSettled(page);
}

test.describe('on a desktop screen', () => {
  test('the landing page', async ({ page }) => {
    await openLanding(page);
    await expectNoSeriousViolations(page, 'landing page');
  });

  test('the sign-in and sign-up page', async ({ page }) => {
    await page.goto('/login.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-in page');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Join Rally' })).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-up page');
    // An empty form shows an error under every field, in the error colour.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoSeriousViolations(page, 'sign-up page with field errors');
  });

  test('the dashboard', async ({ page }) => {
    await openDashboard(page);
    await expectNoSeriousViolations(page, 'dashboard');
  });

  test('a generated speech with its player', async ({ page }) => {
    // The built-in voice takes up to a minute and a half to speak a speech on a busy machine.
    test.setTimeout(180_000);
    await openDashboard(page);
    const form = page.getByRole('form', { name: 'Create a speech' });
    await form.getByRole('textbox', { name: 'What do you need motivation for?' }).fill(CONTEXT);
    await form.getByRole('button', { name: 'Generate Speech' }).click();
    await expect(page.getByText('Speech Generated!')).toBeVisible({ timeout: 30_000 });
    const result = page.getByRole('article', { name: /Motivational Speech$/ });
    await expect(result.getByRole('region', { name: 'Audio player' })).toBeVisible();
    await expect(result.getByRole('radio', { name: 'Nova' })).toBeChecked();
    await expectNoSeriousViolations(page, 'player, voice tab');

    await result.getByRole('tab', { name: 'Text Output' }).click();
    await expect(result.getByRole('button', { name: /^Rename speech/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'player, text tab');

    // Loaded audio enables the seek bar, skip and stop, which axe skips while they are disabled.
    await result.getByRole('tab', { name: 'AI Voice Output' }).click();
    await result.getByRole('button', { name: 'Generate & Play AI Voice' }).click();
    const player = result.getByRole('region', { name: 'Audio player' });
    await player.getByRole('button', { name: 'Pause' }).click({ timeout: 90_000 });
    await expect(result.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(player.getByRole('button', { name: 'Stop' })).toBeEnabled();
    await expectNoSeriousViolations(page, 'player, paused');
  });

  test('/pricing and /subscribe with the local test-payment form', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Choose Your Perfect Plan' })).toBeVisible();
    await expectSettled(page);
    await expectNoSeriousViolations(page, '/pricing, monthly');
    // Yearly billing shows the savings, in other colours.
    await page.getByRole('switch', { name: 'Yearly billing' }).check({ force: true });
    await expect(page.getByText('Save 20%')).toBeVisible();
    await expectNoSeriousViolations(page, '/pricing, yearly');

    await page
      .getByRole('article', { name: 'Premium' })
      .getByRole('link', { name: 'Choose Premium' })
      .click();
    await expect(page).toHaveURL(/\/subscribe\?tier=premium/);
    await expect(page.getByRole('radio', { name: /^Premium/ })).toBeChecked();
    await expectSettled(page);
    await expectNoSeriousViolations(page, '/subscribe, choosing a plan');

    await page.getByRole('button', { name: 'Continue with Premium' }).click();
    await expect(page.getByText('Test card: 4242 4242 4242 4242')).toBeVisible();
    await expectNoSeriousViolations(page, '/subscribe, paying by card');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the landing page', async ({ page }) => {
    await openLanding(page);
    await expectNoSeriousViolations(page, 'landing page on a phone');
  });

  test('the dashboard', async ({ page }) => {
    await openDashboard(page);
    await expectNoSeriousViolations(page, 'dashboard on a phone');
  });
});
