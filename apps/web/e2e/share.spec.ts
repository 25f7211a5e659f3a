import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations, signInAsDemo } from './support.ts';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
const CONTEXT = 'Sam here: my first half marathon is on Sunday and my knee still aches.';

test.describe.configure({ timeout: 240_000 });

for (const { name, viewport } of SIZES) {
  test(`Share a talk on a ${name}: confirm what goes public, visit the page, stop sharing`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsDemo(page);
    const origin = new URL(page.url()).origin;
    const written = await page.request.post('/api/speeches', {
      headers: { origin },
      data: { context: CONTEXT, tone: 'gentle', voiceStyle: 'warm', duration: 'short' },
    });
    expect(written.status()).toBe(201);
    const speech = (await written.json()) as { id: number; content: string };
    // A recording made by the owner, as playing it would: only that audio is ever shared.
    const recorded = await page.request.post(`/api/speeches/${speech.id}/audio`, {
      headers: { origin },
      data: { voice: 'nova' },
      timeout: 180_000,
    });
    expect(recorded.status()).toBe(200);
    await recorded.body();

    await page.goto('/history');
    const row = page
      .getByRole('region', { name: 'Speeches' })
      .getByRole('listitem')
      .filter({ hasText: CONTEXT.slice(0, 30) });
    await row.getByRole('button', { name: /^Play: / }).click();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this talk?' });
    await expect(
      dialog.getByRole('region', { name: 'The text that will be public' }),
    ).toContainText(speech.content.slice(0, 40));
    await expect(dialog.locator('audio')).toHaveAttribute('src', /\/api\/speeches\/\d+\/audio\//);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: test.info().outputPath(`share-confirm-${name}.png`) });
    await dialog.getByRole('button', { name: 'Share publicly' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${origin}/shared/[A-Za-z0-9_-]{43}$`));
    // The 'Shared' mark: on the History row and by the player.
    await expect(row.getByText('Shared', { exact: true })).toHaveCount(2);

    // A visitor: a fresh browser, no account, no cookie.
    const visitor = await browser.newContext({ viewport });
    const visit = await visitor.newPage();
    const answer = await visit.goto(link);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['set-cookie']).toBeUndefined();
    expect(await visitor.cookies()).toEqual([]);
    await expect(
      visit.getByRole('heading', { name: 'A talk someone shared with you' }),
    ).toBeVisible();
    await expect(visit.locator('article')).toContainText(speech.content.slice(0, 40));
    await expect(visit.getByRole('link', { name: 'Write your own' }).first()).toHaveAttribute(
      'href',
      '/login.html?mode=sign-up',
    );
    await expect(visit.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);
    await expectNoSeriousViolations(visit);
    await visit.screenshot({
      path: test.info().outputPath(`shared-page-${name}.png`),
      fullPage: true,
    });

    // The owner stops sharing: the link answers 410.
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(page.getByText('Sharing stopped')).toBeVisible();
    expect((await visit.goto(link))?.status()).toBe(410);
    await expect(
      visit.getByRole('heading', { name: 'This talk is no longer shared' }),
    ).toBeVisible();
    await visitor.close();
  });
}
