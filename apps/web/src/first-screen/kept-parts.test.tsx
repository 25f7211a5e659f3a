import { QUICK_GOALS_SHOWN } from '@rally/domain';
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../features/auth/use-auth.ts';
import { trpc, type RouterOutputs } from '../trpc.ts';
import { PartsMarkup } from './kept-parts.ts';
import type { KnownVisitor } from './known-visitor.ts';
import { FAVOURITE_SPEECHES_INPUT } from '../features/speeches/list-inputs.ts';
import { renderPage } from './server.tsx';

/*
 * The parts of the signed-in first screen marked RenderedOnce are put in from an earlier page
 * (docs/decisions/rendered-once.md): a page made so must be the page a full render writes, byte
 * for byte, for any user, time and data, or the browser would take over another page's markup.
 */

const HOUR_MS = 3_600_000;

const USER: SessionUser = {
  id: '0f0e0d0c0b0a09080706050403020100',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  subscriptionStatus: 'free',
  subscriptionTier: 'free',
  speechesUsed: 0,
  speechLimit: 3,
  billingCycle: 'monthly',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  isDemo: false,
  createdAt: '2026-11-02T08:00:00.000Z' as unknown as SessionUser['createdAt'],
};

/** A signed-in visitor at `at` (UTC) and `utcOffset` minutes, with the cards' data set by `data`. */
function visitor(
  user: Partial<SessionUser>,
  at: number,
  utcOffset: number,
  data?: (client: QueryClient) => void,
): KnownVisitor {
  const client = new QueryClient();
  data?.(client);
  // As the page carries it: JSON, dates as text.
  const queries = JSON.parse(JSON.stringify(dehydrate(client))) as DehydratedState;
  return { user: { ...USER, ...user }, time: { at, utcOffset }, queries };
}

const MORNING = Date.UTC(2026, 10, 30, 8, 0);

/** A new user's cards: nothing yet. */
function emptyCards(client: QueryClient): void {
  client.setQueryData(getQueryKey(trpc.goal.list, { limit: QUICK_GOALS_SHOWN }, 'query'), []);
  client.setQueryData(getQueryKey(trpc.goal.summary, undefined, 'query'), { total: 0, done: 0 });
  client.setQueryData(getQueryKey(trpc.mood.recent, undefined, 'query'), null);
  client.setQueryData(getQueryKey(trpc.speech.page, FAVOURITE_SPEECHES_INPUT, 'query'), {
    speeches: [],
    nextCursor: null,
  });
  client.setQueryData(getQueryKey(trpc.personalisation.insights, undefined, 'query'), {
    hasData: false,
    message: 'Rate 3 speeches to unlock your personalisation insights.',
    avgRating: null,
    totalFeedback: 0,
    insights: null,
    whatWorks: [],
  } satisfies RouterOutputs['personalisation']['insights']);
}

/** Cards with something to show: goals, a speech, an unread notice, a streak. */
function busyCards(client: QueryClient): void {
  const set = <T,>(key: unknown[], value: T) => client.setQueryData(key, value);
  set(getQueryKey(trpc.goal.list, { limit: QUICK_GOALS_SHOWN }, 'query'), [
    {
      id: 7,
      userId: USER.id,
      title: 'Run the half marathon',
      description: null,
      category: 'health',
      targetDate: '2027-04-12',
      isCompleted: 0,
      createdAt: '2026-11-20T07:00:00.000Z',
    },
  ]);
  set(getQueryKey(trpc.goal.summary, undefined, 'query'), {
    total: 2,
    done: 1,
  } satisfies RouterOutputs['goal']['summary']);
  set(getQueryKey(trpc.notification.list, undefined, 'query'), [
    {
      id: 'a7f3c0de-0000-4000-8000-000000000001',
      kind: 'limit_reached',
      title: 'Speech limit reached',
      body: 'Upgrade to keep writing speeches.',
      url: '/pricing',
      createdAt: '2026-11-30T07:00:00.000Z',
      readAt: null,
    },
  ]);
  set(getQueryKey(trpc.mood.recent, undefined, 'query'), {
    id: 4,
    userId: USER.id,
    energy: 6,
    confidence: 5,
    stress: 7,
    motivation: 6,
    overallMood: 'balanced',
    notes: null,
    createdAt: '2026-11-30T06:30:00.000Z',
  });
  set(getQueryKey(trpc.user.stats, undefined, 'query'), {
    userId: USER.id,
    totalSpeeches: 12,
    speechesThisWeek: 4,
    currentStreak: 3,
    mostUsedTone: 'calm',
    toneStats: { calm: 8, confident: 4 },
    lastSpeechDate: '2026-11-30',
    updatedAt: '2026-11-30T07:00:00.000Z',
  });
}

const NEW_USER = visitor({}, MORNING, 0, emptyCards);
const BUSY_USER = visitor(
  { firstName: 'Bo', speechesUsed: 3, subscriptionTier: 'free' },
  MORNING + 14.5 * HOUR_MS,
  -300,
  busyCards,
);

const VISITORS: Array<[string, KnownVisitor]> = [
  ['a new free user in the morning, nothing yet', NEW_USER],
  ['a user at the free limit late at night, west of UTC, with busy cards', BUSY_USER],
  [
    'a paying user whose name needs escaping, east of UTC',
    visitor(
      {
        firstName: 'Zoë "<&>"',
        subscriptionStatus: 'active',
        subscriptionTier: 'pro',
        speechesUsed: 17,
        speechLimit: 50,
      },
      MORNING + 3 * HOUR_MS,
      330,
      busyCards,
    ),
  ],
];

describe('the first screen with parts rendered once', () => {
  it("is the full render's page, byte for byte, whoever's page kept the parts", async () => {
    for (const [who, known] of VISITORS) {
      const full = await renderPage(known);
      expect(full).toContain('Create Your Speech');
      for (const [earlier, before] of VISITORS) {
        const parts = new PartsMarkup();
        await renderPage(before, parts);
        expect(await renderPage(known, parts), `${who}, after ${earlier}`).toBe(full);
      }
    }
  });

  it('puts every kept part in from what it kept, and keeps each once', async () => {
    const kept = new Map<string, string>();
    const parts = new PartsMarkup(kept);
    await renderPage(NEW_USER, parts);
    const names = [...kept.keys()].map((key) => key.replace(/-_.*/s, ''));
    expect(names.sort()).toEqual([
      'favourite-speeches',
      'footer',
      'free-allowance',
      'header-links',
      'header-menu',
      'mood-meter',
      'personalisation',
      'quick-goals',
      'speech-studio',
      'your-data',
    ]);
    const first = new Map(kept);
    for (const key of kept.keys()) kept.set(key, `<b>kept ${key}</b>`);

    const page = await renderPage(NEW_USER, parts);
    for (const key of kept.keys()) expect(page).toContain(`<b>kept ${key}</b>`);
    expect([...kept.keys()]).toEqual([...first.keys()]);
  });

  it("keeps no part that holds the visitor's own name, email or id", async () => {
    const kept = new Map<string, string>();
    // A first name the speech studio's heading holds ('Create Your Speech').
    const known = visitor({ firstName: 'Create' }, MORNING, 0, emptyCards);
    await renderPage(known, new PartsMarkup(kept));
    const names = [...kept.keys()].map((key) => key.replace(/-_.*/s, ''));
    expect(names).not.toContain('speech-studio');
    expect(names).toContain('footer');
  });

  it("keeps a card that shows the user's own data never, and the same card empty once", async () => {
    const kept = new Map<string, string>();
    const parts = new PartsMarkup(kept);
    await renderPage(BUSY_USER, parts);
    expect([...kept.keys()].some((key) => key.startsWith('quick-goals'))).toBe(false);
    await renderPage(NEW_USER, parts);
    expect([...kept.keys()].some((key) => key.startsWith('quick-goals'))).toBe(true);
  });
});
