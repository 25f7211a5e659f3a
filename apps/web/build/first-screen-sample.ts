import type { SessionUser } from '../src/features/auth/use-auth.ts';
import type { FIRST_SCREEN_QUERIES } from '../src/first-screen-queries.ts';
import type { AnsweredQuery, KnownVisitor } from '../src/prerendered.ts';
import type { RouterOutputs } from '../src/trpc.ts';

// A user whose first screen has every part, so Beasties keeps the styles of all of them in the
// signed-in page's critical CSS: a free user with speeches left (the allowance banner), speeches,
// a favourite, goals, a recent check-in, a month of moods and insights.

const AT = Date.parse('2026-01-20T09:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(AT - days * DAY_MS).toISOString();

const user = {
  id: '00000000-0000-4000-8000-000000000000',
  email: 'sample@example.com',
  firstName: 'Sam',
  lastName: 'Sample',
  profileImageUrl: null,
  subscriptionStatus: 'free',
  subscriptionTier: 'free',
  speechesUsed: 2,
  speechLimit: 3,
  billingCycle: 'monthly',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  isDemo: false,
  createdAt: daysAgo(30),
} as const satisfies SessionUser;

const speeches: RouterOutputs['speech']['list'] = [1, 2].map((id) => ({
  id,
  userId: user.id,
  goalId: null,
  context: 'I have a job interview on Friday and I keep doubting myself.',
  tone: 'confident',
  voiceStyle: 'warm',
  content: 'You have prepared for this.',
  duration: 'short',
  wordCount: 5,
  estimatedDuration: 90,
  audioUrl: null,
  name: id === 1 ? 'Interview day' : null,
  isFavourite: id === 1 ? 1 : 0,
  createdAt: daysAgo(id),
}));

const profile: RouterOutputs['user']['profile'] = {
  ...user,
  goals: [],
  recentSpeeches: [],
  stats: null,
};

const answers: Record<(typeof FIRST_SCREEN_QUERIES)[number]['path'], unknown> = {
  'user.profile': profile,
  'speech.list': speeches,
  'speech.favourites': speeches.filter((speech) => speech.isFavourite === 1),
  'goal.list': [
    {
      id: 1,
      userId: user.id,
      title: 'Run a half marathon',
      description: null,
      category: 'health',
      targetDate: '2026-04-01',
      isCompleted: 0,
      createdAt: daysAgo(10),
    },
  ] satisfies RouterOutputs['goal']['list'],
  'mood.recent': {
    id: 1,
    userId: user.id,
    energy: 7,
    confidence: 6,
    stress: 4,
    motivation: 8,
    overallMood: 'positive',
    notes: null,
    createdAt: daysAgo(0.1),
  } satisfies RouterOutputs['mood']['recent'],
  'mood.history': [
    {
      day: daysAgo(1).slice(0, 10),
      energy: 6,
      confidence: 6,
      stress: 5,
      motivation: 7,
      entries: 1,
    },
    {
      day: daysAgo(0).slice(0, 10),
      energy: 7,
      confidence: 6,
      stress: 4,
      motivation: 8,
      entries: 1,
    },
  ] satisfies RouterOutputs['mood']['history'],
  'personalisation.insights': {
    hasData: true,
    message: 'Your speeches are learning from your feedback.',
    avgRating: 80,
    totalFeedback: 3,
    insights: {
      personalityProfile: 'Driven',
      topPerformingTone: 'confident',
      mostEffectiveElement: 'actionable_advice',
      improvementArea: 'Shorter speeches',
    },
    whatWorks: ['Confident speeches rate highest for you.'],
  } satisfies RouterOutputs['personalisation']['insights'],
};

/**
 * The signed-in first screen the build renders to choose its critical CSS, for the queries the
 * renderer lists (the build reads them from the built renderer: this file runs unbundled, in Node).
 */
export function sampleVisitor(queries: typeof FIRST_SCREEN_QUERIES): KnownVisitor {
  return {
    user,
    time: { at: AT, utcOffset: 0 },
    answers: queries.map((query): AnsweredQuery => ({ ...query, data: answers[query.path] })),
  };
}
