import { insertSpeech } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import { buildSpeechPrompt, wordTarget } from '@rally/domain';
import type { SpeechBrief, SpeechLength, Tone } from '@rally/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeechWriter } from '../src/providers/writer/types.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';
import { refusalStatus, trpcClient } from './trpc-client.ts';

const RATING = {
  rating: 4,
  effectiveness: 4,
  emotionalResonance: 3,
  preferredLength: 'perfect',
  preferredTone: 'same',
  helpfulElements: ['practical_steps'],
  improvementSuggestions: 'More about Monday, please.',
  wouldRecommend: true,
  completedListening: false,
  timeSpentListening: 42.4,
} as const;

describe.each(testDatabases())('feedback on %s', (kind) => {
  let t: TestApp;
  const briefs: SpeechBrief[] = [];
  /** Writes a fixed speech and keeps each brief, so a test can read the prompt it leads to. */
  const recordingWriter: SpeechWriter = {
    name: 'local',
    async *write(brief) {
      briefs.push(brief);
      yield 'You have prepared for this, and you are ready.';
    },
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { writer: recordingWriter });
  });
  afterAll(() => t.close());

  let speechDay = 0;
  /** One of the user's speeches, each written a day after the previous one. */
  async function speechOf(
    userId: string,
    tone: Tone = 'encouraging',
    length: SpeechLength = 'short',
  ) {
    speechDay += 1;
    return insertSpeech(t.deps.db, {
      userId,
      context: 'I have an exam on Monday and I am nervous about it.',
      tone,
      voiceStyle: 'warm',
      content: 'An earlier speech.',
      duration: length,
      wordCount: 225,
      createdAt: new Date(Date.UTC(2025, 0, 1) + speechDay * 86_400_000),
    });
  }

  const submit = (cookie: string | undefined, payload: object) =>
    call(t.app, { method: 'POST', url: '/api/feedback', cookie, payload });
  const feedbackRows = (userId: string) =>
    t.deps.db.selectFrom('speechFeedback').selectAll().where('userId', '=', userId).execute();
  const preferencesOf = (userId: string) =>
    t.deps.db
      .selectFrom('userPreferences')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirst();

  it('answers 401 when signed out, on both faces', async () => {
    expectStatus(await submit(undefined, { ...RATING, speechId: '1' }), 401);
    const trpc = trpcClient(t.app).feedback.submit.mutate({
      ...RATING,
      speechId: '1',
      helpfulElements: [...RATING.helpfulElements],
    });
    expect(await refusalStatus(trpc)).toBe(401);
  });

  it('saves a rating of the user’s own speech, with the spec’s defaults', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const speech = await speechOf(user.id);
    const response = await submit(cookie, {
      speechId: String(speech.id),
      rating: 5,
      effectiveness: 4,
      emotionalResonance: 4,
    });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      userId: user.id,
      speechId: speech.id,
      rating: 5,
      helpfulElements: [],
      wouldRecommend: 1,
      completedListening: 1,
      preferredLength: null,
      preferredTone: null,
    });
    const full = await submit(cookie, { ...RATING, speechId: String(speech.id) });
    expect(full.json()).toMatchObject({
      helpfulElements: ['practical_steps'],
      completedListening: 0,
      timeSpentListening: 42,
      improvementSuggestions: 'More about Monday, please.',
    });
  });

  it.each<[string, object, RegExp]>([
    ['a rating above 5', { rating: 6 }, /rating: Too big: expected number to be <=5/],
    ['a missing effectiveness', { effectiveness: undefined }, /effectiveness: Required/],
    [
      'an unknown helpful element',
      { helpfulElements: ['jokes'] },
      /helpfulElements\.0: Invalid option/,
    ],
    ['a repeated helpful element', { helpfulElements: ['calming_tone', 'calming_tone'] }, /once/],
    ['an unknown tone preference', { preferredTone: 'louder' }, /preferredTone: Invalid option/],
    ['a speech id that is not a number', { speechId: 'abc' }, /speechId: Invalid speech id/],
  ])('refuses %s with a readable 400 and writes nothing', async (_why, change, message) => {
    const { cookie, user } = await signUpUser(t.app);
    const speech = await speechOf(user.id);
    const response = await submit(cookie, { ...RATING, speechId: String(speech.id), ...change });
    expectStatus(response, 400);
    expect(response.json().message).toMatch(message);
    expect(await feedbackRows(user.id)).toEqual([]);
    expect(await preferencesOf(user.id)).toBeUndefined();
  });

  it("refuses another user's speech, or an unknown one, with 404 and writes nothing", async () => {
    const owner = await signUpUser(t.app, 'Owner');
    const theirs = await speechOf(owner.user.id);
    const { cookie, user } = await signUpUser(t.app);
    for (const speechId of [String(theirs.id), '987654', '99999999999']) {
      const response = await submit(cookie, { ...RATING, speechId });
      expectStatus(response, 404);
      expect(response.json().message).toBe('Speech not found');
    }
    const trpc = trpcClient(t.app, { cookie }).feedback.submit.mutate({
      ...RATING,
      speechId: String(theirs.id),
      helpfulElements: [...RATING.helpfulElements],
    });
    expect(await refusalStatus(trpc)).toBe(404);
    expect(await feedbackRows(user.id)).toEqual([]);
    expect(await feedbackRows(owner.user.id)).toEqual([]);
    expect(await preferencesOf(user.id)).toBeUndefined();
  });

  it('replaces the first rating of a speech with the second, and learns from the second only', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const speech = await speechOf(user.id, 'gentle');
    const speechId = String(speech.id);
    expectStatus(
      await submit(cookie, { ...RATING, speechId, rating: 1, preferredTone: 'calmer' }),
      200,
    );
    expectStatus(
      await submit(cookie, { ...RATING, speechId, rating: 5, preferredTone: 'same' }),
      200,
    );
    const rows = await feedbackRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, preferredTone: 'same' });
    expect(await preferencesOf(user.id)).toMatchObject({
      totalFeedbackCount: 1,
      avgRating: 5,
      preferredTones: ['gentle'],
      languageStyle: 'conversational',
    });
  });

  it('relearns the preferences from all the ratings', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const rate = async (tone: Tone, length: SpeechLength, answers: object) => {
      const speech = await speechOf(user.id, tone, length);
      expectStatus(
        await submit(cookie, { ...RATING, speechId: String(speech.id), ...answers }),
        200,
      );
    };
    await rate('confident', 'medium', { rating: 5, helpfulElements: ['actionable_advice'] });
    await rate('confident', 'short', { rating: 4, preferredLength: 'longer' });
    await rate('energetic', 'long', {
      rating: 1,
      preferredTone: 'calmer',
      helpfulElements: ['motivating_energy'],
      improvementSuggestions: 'It kept repeating the same phrases.',
    });
    const preferences = await preferencesOf(user.id);
    expect(preferences).toMatchObject({
      preferredTones: ['confident'],
      preferredLength: 'longer',
      preferredVoiceStyle: 'warm',
      languageStyle: 'calm',
      avoidancePatterns: ['tone:energetic', 'length:long', 'element:motivating_energy'],
      responseToRepetition: 'high',
      totalFeedbackCount: 3,
    });
    expect(preferences?.effectiveElements).toEqual({
      actionable_advice: 2,
      practical_steps: 1,
      motivating_energy: -2,
    });
    expect(preferences?.avgRating).toBeCloseTo(3.33, 5);
  });

  it('saves the rating and the learning together: a failing step leaves neither', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const first = await speechOf(user.id);
    const second = await speechOf(user.id);
    expectStatus(await submit(cookie, { ...RATING, speechId: String(first.id), rating: 2 }), 200);
    const learned = await preferencesOf(user.id);

    // From now on, saving this user's preferences with more than one rating or an average of 4+ fails.
    const constraint = sql.id(`fail_${user.id}`);
    await sql`alter table user_preferences add constraint ${constraint} check (user_id <> ${sql.lit(user.id)} or (total_feedback_count <= 1 and avg_rating < 4))`.execute(
      t.deps.db,
    );
    try {
      const another = await submit(cookie, { ...RATING, speechId: String(second.id) });
      expectStatus(another, 500);
      const replacing = await submit(cookie, { ...RATING, speechId: String(first.id), rating: 5 });
      expectStatus(replacing, 500);
    } finally {
      await sql`alter table user_preferences drop constraint ${constraint}`.execute(t.deps.db);
    }
    const rows = await feedbackRows(user.id);
    expect(rows.map((row) => [row.speechId, row.rating])).toEqual([[first.id, 2]]);
    expect(await preferencesOf(user.id)).toEqual(learned);
  });

  it('counts every one of many ratings sent at once', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const speeches = await Promise.all([1, 2, 3, 4, 5, 6].map(() => speechOf(user.id)));
    const responses = await Promise.all(
      speeches.map((speech, index) =>
        submit(cookie, { ...RATING, speechId: String(speech.id), rating: index < 3 ? 5 : 2 }),
      ),
    );
    for (const response of responses) expectStatus(response, 200);
    expect(await preferencesOf(user.id)).toMatchObject({ totalFeedbackCount: 6, avgRating: 3.5 });
  });

  describe('the next speech', () => {
    async function nextBrief(cookie: string, duration: SpeechLength): Promise<SpeechBrief> {
      const before = briefs.length;
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/speeches/generate',
        cookie,
        payload: {
          context: 'I have an exam on Monday and I am nervous about it.',
          tone: 'encouraging',
          voiceStyle: 'warm',
          duration,
        },
      });
      expectStatus(response, 200);
      const brief = briefs[before];
      if (brief === undefined) throw new Error('the writer was not called');
      return brief;
    }

    it("asks for a calmer delivery after feedback asking for 'calmer'", async () => {
      const { cookie, user } = await signUpUser(t.app);
      const speech = await speechOf(user.id);
      expect(buildSpeechPrompt(await nextBrief(cookie, 'short')).user).not.toMatch(/calmer/);
      await submit(cookie, { ...RATING, speechId: String(speech.id), preferredTone: 'calmer' });
      const prompt = buildSpeechPrompt(await nextBrief(cookie, 'short'));
      expect(prompt.user).toMatch(/They asked for a calmer delivery than last time/);
    });

    it("aims at more words after 'longer', still inside the chosen length", async () => {
      const { cookie, user } = await signUpUser(t.app);
      const speech = await speechOf(user.id);
      const before = (await nextBrief(cookie, 'medium')).wordTarget.target;
      await submit(cookie, { ...RATING, speechId: String(speech.id), preferredLength: 'longer' });
      const after = (await nextBrief(cookie, 'medium')).wordTarget;
      const { min, max } = wordTarget('medium');
      expect(after.target).toBeGreaterThan(before);
      expect(after.target).toBeGreaterThanOrEqual(min);
      expect(after.target).toBeLessThanOrEqual(max);
    });
  });
});
