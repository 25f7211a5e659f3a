import { findUserStats, insertGoal, insertMoodEntry } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import {
  MESSAGES,
  SPEAKING_RATE_WPM,
  countWords,
  estimatedDurationSeconds,
  tierSpeechLimit,
  wordTarget,
} from '@rally/domain';
import { sentenceKeys } from '@rally/domain';
import type { SpeechBrief, SpeechLength, Tier } from '@rally/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalWriter } from '../src/providers/writer/local.ts';
import { WriterError } from '../src/providers/writer/types.ts';
import type { SpeechWriter } from '../src/providers/writer/types.ts';
import { speechesUsedOf } from './allowance.ts';
import {
  buildTestApp,
  call,
  expectStatus,
  sessionCookieOf,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';

const INPUT = {
  context: 'I have a job interview on Thursday for a senior engineering role and I feel nervous.',
  tone: 'confident',
  voiceStyle: 'professional',
  duration: 'short',
} as const;

interface SpeechJson {
  id: number;
  userId: string;
  goalId: number | null;
  context: string;
  tone: string;
  voiceStyle: string;
  content: string;
  duration: string;
  wordCount: number;
  estimatedDuration: number;
  name: string | null;
  isFavourite: number;
  createdAt: string;
}

const localWriter = createLocalWriter();

/** A writer that records every brief it is given, then writes as the built-in writer does. */
function recordingWriter(briefs: SpeechBrief[]): SpeechWriter {
  return {
    name: 'local',
    write(brief, options) {
      briefs.push(brief);
      return localWriter.write(brief, options);
    },
  };
}

/** A writer that writes a little, then runs `fail` (which throws, or changes the world) and goes on. */
function writerThat(
  fail: () => Promise<void> | void,
  text = 'You are ready for this.',
): SpeechWriter {
  return {
    name: 'local',
    async *write() {
      yield text;
      await fail();
      yield ' Go and show them.';
    },
  };
}

describe.each(testDatabases())('speeches on %s', (kind) => {
  let t: TestApp;
  let signUps = 0;

  /** A new signed-in user; each signs up from its own address, so the sign-in throttle never bites. */
  async function signUpUser(app: TestApp['app'], firstName = 'Ada') {
    signUps += 1;
    const response = await call(app, {
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: `10.0.${Math.floor(signUps / 250)}.${signUps % 250}`,
      payload: {
        email: uniqueEmail(),
        password: 'correct horse battery',
        firstName,
        lastName: 'L',
      },
    });
    expectStatus(response, 201);
    return { cookie: sessionCookieOf(response), user: response.json() as { id: string } };
  }
  // Tests swap the writer behind the app; the built-in one is back after each test.
  let writer: SpeechWriter = localWriter;
  const switchableWriter: SpeechWriter = {
    name: 'local',
    write: (brief, options) => writer.write(brief, options),
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { writer: switchableWriter });
  });
  afterEach(() => {
    writer = localWriter;
    t.setNow(new Date());
  });
  afterAll(() => t.close());

  const generate = (cookie: string, payload: object = INPUT, url = '/api/speeches/generate') =>
    call(t.app, { method: 'POST', url, payload, cookie });
  const rest = (
    method: 'GET' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => call(t.app, { method, url, cookie, ...(payload ? { payload } : {}) });
  const trpcQuery = (path: string, cookie?: string, input?: object) =>
    call(t.app, {
      method: 'GET',
      url: `/trpc/${path}${input ? `?input=${encodeURIComponent(JSON.stringify(input))}` : ''}`,
      cookie,
    });
  const trpcMutation = (path: string, input: object, cookie?: string) =>
    call(t.app, { method: 'POST', url: `/trpc/${path}`, payload: input, cookie });

  const speechesUsed = (userId: string) => speechesUsedOf(t.deps.db, userId);
  const speechRows = (userId: string) =>
    t.deps.db.selectFrom('speeches').selectAll().where('userId', '=', userId).execute();
  const setAllowance = (userId: string, tier: Tier, speechesUsedNow: number) =>
    t.deps.db
      .updateTable('users')
      .set({
        subscriptionTier: tier,
        subscriptionStatus: tier === 'free' ? 'free' : 'active',
        speechLimit: tierSpeechLimit(tier),
        speechesUsed: speechesUsedNow,
      })
      .where('id', '=', userId)
      .execute();

  /** Asserts the request changed nothing: no speech saved and none of the allowance used. */
  async function expectNothingUsed(userId: string) {
    expect(await speechesUsed(userId)).toBe(0);
    expect(await speechRows(userId)).toHaveLength(0);
    expect(await findUserStats(t.deps.db, userId)).toBeUndefined();
  }

  describe('generating', () => {
    it('writes, saves and answers the speech with its id, within the word target of its length', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const now = new Date('2025-03-12T09:15:00.000Z');
      t.setNow(now);
      const response = await generate(cookie);
      expectStatus(response, 200);
      const speech = response.json() as SpeechJson;
      expect(speech).toMatchObject({
        userId: user.id,
        goalId: null,
        context: INPUT.context,
        tone: 'confident',
        voiceStyle: 'professional',
        duration: 'short',
        name: null,
        isFavourite: 0,
        createdAt: now.toISOString(),
      });
      expect(speech.id).toBeGreaterThan(0);
      const { min, max } = wordTarget('short');
      expect(speech.wordCount).toBe(countWords(speech.content));
      expect(speech.wordCount).toBeGreaterThanOrEqual(min);
      expect(speech.wordCount).toBeLessThanOrEqual(max);
      expect(speech.estimatedDuration).toBe(estimatedDurationSeconds(speech.wordCount));
      expect(await speechesUsed(user.id)).toBe(1);
      expect(await speechRows(user.id)).toHaveLength(1);
    });

    it("says no sentence of the user's earlier speeches again, nor follows their paragraph plans, with the same words asked", async () => {
      const { cookie, user } = await signUpUser(t.app);
      const texts: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await generate(cookie);
        expectStatus(response, 200);
        texts.push((response.json() as SpeechJson).content);
      }
      const seen = new Set<string>();
      for (const text of texts) {
        const keys = sentenceKeys(text);
        expect([...keys].filter((key) => seen.has(key))).toEqual([]);
        for (const key of keys) seen.add(key);
      }
      const plans = await t.deps.db
        .selectFrom('speeches')
        .select('paragraphPlan')
        .where('userId', '=', user.id)
        .execute();
      expect(
        plans.every(({ paragraphPlan }) => /^[a-zA-Z]+( [a-zA-Z]+)+$/.test(paragraphPlan ?? '')),
      ).toBe(true);
      expect(new Set(plans.map(({ paragraphPlan }) => paragraphPlan)).size).toBe(3);
    });

    it('answers 201 at POST /api/speeches with the same input', async () => {
      const { cookie } = await signUpUser(t.app);
      const response = await generate(cookie, { ...INPUT, duration: 'medium' }, '/api/speeches');
      expectStatus(response, 201);
      expect(response.json()).toMatchObject({ id: expect.any(Number), duration: 'medium' });
    });

    it('is a tRPC mutation too', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const response = await trpcMutation('speech.generate', INPUT, cookie);
      expectStatus(response, 200);
      expect(response.json().result.data).toMatchObject({ userId: user.id, tone: 'confident' });
    });

    it('builds the brief from the request, the latest mood, the active goals and the first name', async () => {
      const briefs: SpeechBrief[] = [];
      writer = recordingWriter(briefs);
      const { cookie, user } = await signUpUser(t.app, 'Grace');
      const mood = { energy: 3, confidence: 4, stress: 9, motivation: 3 };
      await insertMoodEntry(t.deps.db, {
        userId: user.id,
        ...mood,
        overallMood: 'great',
        createdAt: new Date('2025-01-01T00:00:00Z'),
      });
      await insertMoodEntry(t.deps.db, {
        userId: user.id,
        ...mood,
        overallMood: 'overwhelmed',
        notes: 'Too much at once.',
        createdAt: new Date('2025-01-02T00:00:00Z'),
      });
      const goal = (title: string, day: number, isCompleted: 0 | 1 = 0) =>
        insertGoal(t.deps.db, {
          userId: user.id,
          title,
          category: 'career',
          isCompleted,
          createdAt: new Date(`2025-01-0${day}T00:00:00Z`),
        });
      const oldest = await goal('Oldest goal', 1);
      await goal('Second goal', 2);
      await goal('Done goal', 3, 1);
      await goal('Third goal', 4);
      await goal('Newest goal', 5);

      expectStatus(await generate(cookie, { ...INPUT, duration: 'long' }), 200);
      expect(briefs[0]).toMatchObject({
        context: INPUT.context,
        tone: 'confident',
        voiceStyle: 'professional',
        length: 'long',
        wordTarget: { min: wordTarget('long').min, max: wordTarget('long').max },
        mood: { ...mood, overallMood: 'overwhelmed', notes: 'Too much at once.' },
        preferences: null,
        firstName: 'Grace',
      });
      expect(briefs[0]?.goals.map((g) => g.title)).toEqual([
        'Newest goal',
        'Third goal',
        'Second goal',
      ]);

      // The goal the speech is for goes first, even when it is not among the newest.
      const response = await generate(cookie, { ...INPUT, goalId: oldest.id });
      expectStatus(response, 200);
      expect(response.json().goalId).toBe(oldest.id);
      expect(briefs[1]?.goals.map((g) => g.title)).toEqual([
        'Oldest goal',
        'Newest goal',
        'Third goal',
      ]);
    });

    it('reads the learned preferences into the brief', async () => {
      const briefs: SpeechBrief[] = [];
      writer = recordingWriter(briefs);
      const { cookie, user } = await signUpUser(t.app);
      await t.deps.db
        .insertInto('userPreferences')
        .values({
          userId: user.id,
          preferredTones: JSON.stringify(['gentle', 'no-such-tone', 'confident']),
          preferredLength: 'longer',
          languageStyle: 'calm',
          effectiveElements: JSON.stringify({
            calming_tone: 2,
            specific_examples: 5,
            unknown_element: 9,
            practical_steps: 0,
          }),
          avoidancePatterns: JSON.stringify(['hustle']),
          responseToRepetition: 'high',
          totalFeedbackCount: 1,
          avgRating: 4,
        })
        .execute();

      expectStatus(await generate(cookie), 200);
      const target = wordTarget('short');
      expect(briefs[0]?.preferences).toEqual({
        preferredTones: ['gentle', 'confident'],
        toneShift: 'calmer',
        lengthBias: 'longer',
        effectiveElements: ['specific_examples', 'calming_tone'],
        avoidancePatterns: ['hustle'],
        responseToRepetition: 'high',
      });
      // 'longer' moves the target to the upper part of the length's range.
      expect(briefs[0]?.wordTarget.target).toBeGreaterThan((target.min + target.max) / 2);
    });

    it("refuses another user's goal, or an unknown one, with 404 and uses nothing", async () => {
      const owner = await signUpUser(t.app);
      const goal = await insertGoal(t.deps.db, {
        userId: owner.user.id,
        title: 'Not yours',
        category: 'fitness',
      });
      const { cookie, user } = await signUpUser(t.app);
      for (const goalId of [goal.id, 987654, 99_999_999_999]) {
        const response = await generate(cookie, { ...INPUT, goalId });
        expectStatus(response, 404);
        expect(response.json().message).toBe('Goal not found');
      }
      await expectNothingUsed(user.id);
    });
  });

  describe('the allowance', () => {
    it('lets exactly 3 of 50 concurrent requests of a free user through', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const responses = await Promise.all(Array.from({ length: 50 }, () => generate(cookie)));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 402)).toHaveLength(47);
      expect(await speechRows(user.id)).toHaveLength(3);
      expect(await speechesUsed(user.id)).toBe(3);
      expect((await findUserStats(t.deps.db, user.id))?.totalSpeeches).toBe(3);
    });

    it('refuses the 4th speech: 402 on REST, FORBIDDEN with LIMIT_REACHED on tRPC', async () => {
      const { cookie, user } = await signUpUser(t.app);
      for (let index = 0; index < 3; index += 1) expectStatus(await generate(cookie), 200);

      const response = await generate(cookie);
      expectStatus(response, 402);
      expect(response.json()).toEqual({
        message: MESSAGES.freeLimitReached.message,
        code: 'LIMIT_REACHED',
      });

      const viaTrpc = await trpcMutation('speech.generate', INPUT, cookie);
      expectStatus(viaTrpc, 403);
      expect(viaTrpc.json().error).toMatchObject({
        message: MESSAGES.freeLimitReached.message,
        data: { code: 'FORBIDDEN', appCode: 'LIMIT_REACHED' },
      });
      expect(await speechRows(user.id)).toHaveLength(3);
      expect(await speechesUsed(user.id)).toBe(3);
    });

    it('gives a paid tier its own limit', async () => {
      const { cookie, user } = await signUpUser(t.app);
      await setAllowance(user.id, 'starter', 3);
      expectStatus(await generate(cookie), 200);
      await setAllowance(user.id, 'starter', tierSpeechLimit('starter'));
      expectStatus(await generate(cookie), 402);
    });

    it('is given back when the writer fails, with the writer message', async () => {
      const { cookie, user } = await signUpUser(t.app);
      writer = writerThat(() => {
        throw new WriterError('timeout');
      });
      const response = await generate(cookie);
      expectStatus(response, 503);
      expect(response.json().message).toBe(new WriterError('timeout').message);

      writer = writerThat(() => {
        throw new WriterError('rate_limited');
      });
      expectStatus(await generate(cookie), 429);
      await expectNothingUsed(user.id);
    });

    it('is given back when the writer writes nothing', async () => {
      const { cookie, user } = await signUpUser(t.app);
      writer = {
        name: 'local',
        async *write() {
          yield '  \n\n ';
        },
      };
      const response = await generate(cookie);
      expectStatus(response, 503);
      expect(response.json().message).toBe(new WriterError('empty').message);
      await expectNothingUsed(user.id);
    });

    it('is given back when the speech cannot be saved', async () => {
      const { cookie, user } = await signUpUser(t.app);
      // PostgreSQL text cannot hold a NUL character, so the insert fails.
      writer = writerThat(() => undefined, 'Nothing \u0000 here.');
      const response = await generate(cookie);
      expectStatus(response, 500);
      expect(response.json().message).toBe('Something went wrong on our side. Please try again.');
      await expectNothingUsed(user.id);
    });

    it('is given back when the goal is deleted while the speech is written', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const goal = await insertGoal(t.deps.db, {
        userId: user.id,
        title: 'Run 5 km',
        category: 'fitness',
      });
      writer = writerThat(async () => {
        await t.deps.db.deleteFrom('goals').where('id', '=', goal.id).execute();
      });
      const response = await generate(cookie, { ...INPUT, goalId: goal.id });
      expectStatus(response, 404);
      expect(response.json().message).toBe('Goal not found');
      await expectNothingUsed(user.id);
    });
  });

  describe('refusals that write nothing', () => {
    it.each([
      ['an empty body', {}, 'context: Context is required'],
      ['a blank context', { ...INPUT, context: '   ' }, 'context: Context is required'],
      ['an unknown tone', { ...INPUT, tone: 'angry' }, 'tone: Invalid option'],
      ['an unknown length', { ...INPUT, duration: 'epic' }, 'duration: Invalid option'],
      [
        'a goal id as text',
        { ...INPUT, goalId: 'one' },
        'goalId: Expected number, received string',
      ],
      [
        'a context too long',
        { ...INPUT, context: 'x'.repeat(5001) },
        'context: Context must be at most 5000 characters',
      ],
    ])('answers 400 to %s', async (_case, payload, message) => {
      const { cookie, user } = await signUpUser(t.app);
      for (const url of ['/api/speeches/generate', '/api/speeches']) {
        const response = await generate(cookie, payload, url);
        expectStatus(response, 400);
        expect(response.json().message).toContain(message);
      }
      const viaTrpc = await trpcMutation('speech.generate', payload, cookie);
      expectStatus(viaTrpc, 400);
      await expectNothingUsed(user.id);
    });

    it('answers 401 to every speech endpoint when signed out', async () => {
      for (const response of [
        await generate(''),
        await generate('', INPUT, '/api/speeches'),
        await rest('GET', '/api/speeches'),
        await rest('GET', '/api/speeches/favourites'),
        await rest('GET', '/api/speeches/1'),
        await rest('DELETE', '/api/speeches/1'),
        await rest('PATCH', '/api/speeches/1', undefined, { name: 'Mine now' }),
      ]) {
        expectStatus(response, 401);
        expect(response.json().message).toBe('Please sign in.');
      }
      for (const response of [
        await trpcMutation('speech.generate', INPUT),
        await trpcQuery('speech.page'),
        await trpcQuery('speech.byId', undefined, { id: 1 }),
        await trpcMutation('speech.delete', { id: 1 }),
        await trpcMutation('speech.update', { id: 1, changes: { name: 'Mine now' } }),
      ]) {
        expectStatus(response, 401);
      }
    });
  });

  describe('the library', () => {
    async function userWithSpeeches() {
      const signedUp = await signUpUser(t.app);
      await setAllowance(signedUp.user.id, 'pro', 0);
      const ids: number[] = [];
      for (const [index, tone] of (['gentle', 'energetic', 'encouraging'] as const).entries()) {
        t.setNow(new Date(Date.UTC(2025, 2, 10 + index, 8)));
        const response = await generate(signedUp.cookie, { ...INPUT, tone });
        expectStatus(response, 200);
        ids.push((response.json() as SpeechJson).id);
      }
      return { ...signedUp, ids };
    }

    it('lists the speeches newest first, on REST and tRPC', async () => {
      const { cookie, ids } = await userWithSpeeches();
      const other = await signUpUser(t.app);
      expectStatus(await generate(other.cookie), 200);

      const response = await rest('GET', '/api/speeches', cookie);
      expectStatus(response, 200);
      const page = response.json() as { speeches: SpeechJson[]; nextCursor: string | null };
      const listed = page.speeches;
      expect(listed.map((speech) => speech.id)).toEqual([...ids].reverse());
      expect(listed.map((speech) => speech.tone)).toEqual(['encouraging', 'energetic', 'gentle']);
      expect(listed[0]).not.toHaveProperty('content');
      expect(page.nextCursor).toBeNull();

      const viaTrpc = await trpcQuery('speech.page', cookie);
      expect(viaTrpc.json().result.data).toEqual(page);
    });

    it('renames, favourites and unfavourites, and lists the favourites', async () => {
      const { cookie, ids } = await userWithSpeeches();
      const [first, second, third] = ids;
      const patch = (id: number | undefined, payload: object) =>
        rest('PATCH', `/api/speeches/${id}`, cookie, payload);

      const renamed = await patch(first, { name: '  Interview pep talk  ' });
      expectStatus(renamed, 200);
      expect(renamed.json()).toMatchObject({
        id: first,
        name: 'Interview pep talk',
        isFavourite: 0,
      });

      expectStatus(await patch(first, { isFavourite: true }), 200);
      expectStatus(await patch(third, { isFavourite: true }), 200);
      expectStatus(await patch(second, { isFavourite: true }), 200);
      expectStatus(await patch(second, { isFavourite: false }), 200);

      const favourites = await rest('GET', '/api/speeches/favourites', cookie);
      expectStatus(favourites, 200);
      const favouriteRows = (favourites.json() as { speeches: SpeechJson[] }).speeches;
      expect(favouriteRows.map((speech) => speech.id)).toEqual([third, first]);
      expect(favouriteRows[1]).toMatchObject({ name: 'Interview pep talk', isFavourite: 1 });
      const viaTrpc = await trpcQuery('speech.page', cookie, { favourite: true });
      expect(viaTrpc.json().result.data).toEqual(favourites.json());
    });

    it.each([[''], ['   '], [null]])('clears the name given %j', async (name) => {
      const { cookie, ids } = await userWithSpeeches();
      await rest('PATCH', `/api/speeches/${ids[0]}`, cookie, { name: 'A name' });
      const response = await rest('PATCH', `/api/speeches/${ids[0]}`, cookie, { name });
      expectStatus(response, 200);
      expect(response.json().name).toBeNull();
    });

    it('updates through tRPC', async () => {
      const { cookie, ids } = await userWithSpeeches();
      const response = await trpcMutation(
        'speech.update',
        { id: ids[1], changes: { name: 'Morning boost', isFavourite: true } },
        cookie,
      );
      expectStatus(response, 200);
      expect(response.json().result.data).toMatchObject({
        id: ids[1],
        name: 'Morning boost',
        isFavourite: 1,
      });
    });

    it("answers 404 for another user's speech or an unknown one, and changes nothing", async () => {
      const { ids } = await userWithSpeeches();
      const intruder = await signUpUser(t.app);
      for (const id of [ids[0], 987654, 99_999_999_999]) {
        const response = await rest('PATCH', `/api/speeches/${id}`, intruder.cookie, {
          name: 'Stolen',
        });
        expectStatus(response, 404);
        expect(response.json().message).toBe('Speech not found');
      }
      const viaTrpc = await trpcMutation(
        'speech.update',
        { id: ids[0], changes: { isFavourite: true } },
        intruder.cookie,
      );
      expectStatus(viaTrpc, 404);
      const rows = await t.deps.db
        .selectFrom('speeches')
        .selectAll()
        .where('id', 'in', ids)
        .execute();
      expect(rows.every((row) => row.name === null && row.isFavourite === 0)).toBe(true);
    });

    it.each([
      ['a non-numeric id', 'abc', { name: 'x' }, 'Expected number, received NaN'],
      ['a fractional id', '1.5', { name: 'x' }, 'Expected integer, received float'],
      ['an empty update', '1', {}, 'Give a name or a favourite flag to update'],
      ['a favourite flag as text', '1', { isFavourite: 'yes' }, 'isFavourite: Expected boolean'],
      ['a name too long', '1', { name: 'n'.repeat(101) }, 'name: Name must be at most 100'],
    ])('answers 400 to %s', async (_case, id, payload, message) => {
      const { cookie } = await signUpUser(t.app);
      const response = await rest('PATCH', `/api/speeches/${id}`, cookie, payload);
      expectStatus(response, 400);
      expect(response.json().message).toContain(message);
    });
  });

  describe('stats', () => {
    it('counts totals, tones, the ISO week and the streak across day and week boundaries (UTC)', async () => {
      const { cookie, user } = await signUpUser(t.app);
      await setAllowance(user.id, 'pro', 0);
      const speakAt = async (instant: string, tone: string) => {
        t.setNow(new Date(instant));
        expectStatus(await generate(cookie, { ...INPUT, tone }), 200);
        return findUserStats(t.deps.db, user.id);
      };

      // Sunday night, then just after midnight on Monday: the streak goes on, the week starts again.
      expect(await speakAt('2025-03-16T23:30:00Z', 'gentle')).toMatchObject({
        totalSpeeches: 1,
        speechesThisWeek: 1,
        currentStreak: 1,
        mostUsedTone: 'gentle',
        toneStats: { gentle: 1 },
        lastSpeechDate: '2025-03-16',
      });
      expect(await speakAt('2025-03-17T00:10:00Z', 'energetic')).toMatchObject({
        totalSpeeches: 2,
        speechesThisWeek: 1,
        currentStreak: 2,
        mostUsedTone: 'gentle',
        toneStats: { gentle: 1, energetic: 1 },
        lastSpeechDate: '2025-03-17',
      });
      // A second speech the same day counts for the week, not for the streak.
      expect(await speakAt('2025-03-17T23:59:00Z', 'energetic')).toMatchObject({
        totalSpeeches: 3,
        speechesThisWeek: 2,
        currentStreak: 2,
        mostUsedTone: 'energetic',
      });
      expect(await speakAt('2025-03-18T00:00:00Z', 'gentle')).toMatchObject({
        speechesThisWeek: 3,
        currentStreak: 3,
      });
      // Wednesday missed: Thursday starts a new streak.
      expect(await speakAt('2025-03-20T12:00:00Z', 'gentle')).toMatchObject({
        totalSpeeches: 5,
        speechesThisWeek: 4,
        currentStreak: 1,
        mostUsedTone: 'gentle',
        toneStats: { gentle: 3, energetic: 2 },
        lastSpeechDate: '2025-03-20',
      });
      // Two weeks later.
      expect(await speakAt('2025-04-02T12:00:00Z', 'confident')).toMatchObject({
        totalSpeeches: 6,
        speechesThisWeek: 1,
        currentStreak: 1,
        toneStats: { gentle: 3, energetic: 2, confident: 1 },
      });
    });

    it('answers them as of today through user.stats, null before the first speech', async () => {
      const { cookie, user } = await signUpUser(t.app);
      await setAllowance(user.id, 'pro', 0);
      const stats = async () => {
        const response = await call(t.app, { method: 'GET', url: '/trpc/user.stats', cookie });
        expectStatus(response, 200);
        return response.json().result.data as unknown;
      };
      expect(await stats()).toBeNull();
      t.setNow(new Date('2025-03-17T09:00:00Z'));
      expectStatus(await generate(cookie), 200);
      expect(await stats()).toMatchObject({
        totalSpeeches: 1,
        speechesThisWeek: 1,
        currentStreak: 1,
      });
      // A week and a day on, the stored week and streak are over.
      t.setNow(new Date('2025-03-25T09:00:00Z'));
      expect(await stats()).toMatchObject({
        totalSpeeches: 1,
        speechesThisWeek: 0,
        currentStreak: 0,
      });
      const signedOut = await call(t.app, { method: 'GET', url: '/trpc/user.stats' });
      expectStatus(signedOut, 401);
    });

    it('counts every one of concurrent speeches of one user', async () => {
      const { cookie, user } = await signUpUser(t.app);
      await setAllowance(user.id, 'pro', 0);
      const responses = await Promise.all(Array.from({ length: 8 }, () => generate(cookie)));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      expect(await findUserStats(t.deps.db, user.id)).toMatchObject({
        totalSpeeches: 8,
        toneStats: { confident: 8 },
      });
    });
  });

  describe('lengths', () => {
    it.each(['short', 'medium', 'long', 'extended'] as SpeechLength[])(
      'a %s speech keeps the chosen length and its estimate from the words',
      async (duration) => {
        const { cookie } = await signUpUser(t.app);
        const response: LightMyRequestResponse = await generate(cookie, { ...INPUT, duration });
        expectStatus(response, 200);
        const speech = response.json() as SpeechJson;
        const { min, max } = wordTarget(duration);
        expect(speech.duration).toBe(duration);
        expect(speech.wordCount).toBeGreaterThanOrEqual(min);
        expect(speech.wordCount).toBeLessThanOrEqual(max);
        expect(speech.estimatedDuration).toBe(
          Math.round((speech.wordCount / SPEAKING_RATE_WPM) * 60),
        );
      },
    );
  });
});
