import { insertMoodEntry, insertSpeech } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import { moodCategory } from '@rally/domain';
import type { MoodScores, SpeechLength, Tone } from '@rally/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';
import { trpcClient } from './trpc-client.ts';

const HOUR_MS = 3_600_000;
const NOW = new Date('2025-06-30T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS);

describe.each(testDatabases())('personalisation insights on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterEach(() => t.setNow(new Date()));
  afterAll(() => t.close());

  const insights = (cookie?: string) =>
    call(t.app, { method: 'GET', url: '/api/personalisation-insights', cookie });

  const speech = (userId: string, tone: Tone, duration: SpeechLength, createdAt: Date) =>
    insertSpeech(t.deps.db, {
      userId,
      context: 'Getting through a hard week at work.',
      tone,
      voiceStyle: 'warm',
      content: 'You can do this.',
      duration,
      createdAt,
    });

  const checkIn = (userId: string, createdAt: Date, scores: Partial<MoodScores> = {}) => {
    const values = { energy: 5, confidence: 5, stress: 5, motivation: 5, ...scores };
    return insertMoodEntry(t.deps.db, {
      userId,
      ...values,
      overallMood: moodCategory(values),
      createdAt,
    });
  };

  const rate = async (cookie: string, speechId: number, rating: number, extra: object = {}) =>
    expectStatus(
      await call(t.app, {
        method: 'POST',
        url: '/api/feedback',
        cookie,
        payload: {
          speechId: String(speechId),
          rating,
          effectiveness: 4,
          emotionalResonance: 4,
          ...extra,
        },
      }),
      200,
    );

  it('answers 401 when signed out, on both faces', async () => {
    expectStatus(await insights(), 401);
    expectStatus(await call(t.app, { method: 'GET', url: '/trpc/personalisation.insights' }), 401);
  });

  it('says how many more ratings it needs, then describes the profile from the third on', async () => {
    t.setNow(NOW);
    const { cookie, user } = await signUpUser(t.app);
    const empty = await insights(cookie);
    expectStatus(empty, 200);
    expect(empty.json()).toEqual({
      hasData: false,
      message: 'Rate 3 speeches to unlock your personalisation insights.',
      avgRating: null,
      totalFeedback: 0,
      insights: null,
      whatWorks: [],
    });

    const speeches = [
      await speech(user.id, 'confident', 'short', hoursAgo(50)),
      await speech(user.id, 'confident', 'short', hoursAgo(40)),
      await speech(user.id, 'gentle', 'long', hoursAgo(30)),
    ];
    await rate(cookie, speeches[0]?.id ?? 0, 5, { helpfulElements: ['actionable_advice'] });
    expect((await insights(cookie)).json()).toMatchObject({
      hasData: false,
      message: 'Rate 2 more speeches to unlock your personalisation insights.',
      avgRating: 100,
      totalFeedback: 1,
    });

    await rate(cookie, speeches[1]?.id ?? 0, 4, { helpfulElements: ['actionable_advice'] });
    await rate(cookie, speeches[2]?.id ?? 0, 2, { preferredLength: 'shorter' });
    const ready = await insights(cookie);
    expect(ready.json()).toEqual({
      hasData: true,
      message: 'Based on 3 rated speeches.',
      avgRating: 73,
      totalFeedback: 3,
      insights: {
        personalityProfile: 'Practical Go-Getter',
        topPerformingTone: 'confident',
        mostEffectiveElement: 'actionable_advice',
        improvementArea: 'Shorter, more focused speeches',
      },
      whatWorks: [
        'You rate confident, short speeches highest.',
        'Speeches with actionable advice get your best ratings.',
      ],
    });
    expect(await trpcClient(t.app, { cookie }).personalisation.insights.query()).toEqual(
      ready.json(),
    );
  });

  it('relates speeches to the change in mood between the check-ins before and after them', async () => {
    t.setNow(NOW);
    const { cookie, user } = await signUpUser(t.app);
    for (const [index, start] of [200, 150, 100].entries()) {
      const written = await speech(user.id, 'energetic', 'short', hoursAgo(start));
      await checkIn(user.id, hoursAgo(start + 2), { motivation: 3 });
      await checkIn(user.id, hoursAgo(start - 3), { motivation: 7 });
      await rate(cookie, written.id, 3 + (index % 2));
    }
    // A gentle speech followed by a check-in more than a day later says nothing either way.
    const late = await speech(user.id, 'gentle', 'medium', hoursAgo(80));
    await checkIn(user.id, hoursAgo(81), { stress: 9 });
    await checkIn(user.id, hoursAgo(80 - 25), { stress: 1 });
    await rate(cookie, late.id, 3);

    const result = (await insights(cookie)).json();
    expect(result.hasData).toBe(true);
    expect(result.whatWorks).toEqual(['Energetic, short speeches lift your motivation most.']);
  });

  it("uses only the user's own ratings and check-ins", async () => {
    t.setNow(NOW);
    const ada = await signUpUser(t.app, 'Ada');
    for (const hours of [30, 20, 10]) {
      const written = await speech(ada.user.id, 'energetic', 'short', hoursAgo(hours));
      await rate(ada.cookie, written.id, 5);
    }
    const bob = await signUpUser(t.app, 'Bob');
    expect((await insights(bob.cookie)).json()).toMatchObject({ hasData: false, totalFeedback: 0 });
  });
});
