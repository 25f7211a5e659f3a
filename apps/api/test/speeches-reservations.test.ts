import { findPublicUser } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import { SPEECH_RESERVATION_LIFETIME_MS } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import { TestClock } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scheduleHousekeeping } from '../src/jobs/housekeeping.ts';
import { createLocalWriter } from '../src/providers/writer/local.ts';
import type { SpeechWriter } from '../src/providers/writer/types.ts';
import { giveBackAbandonedSpeeches, streamSpeechGeneration } from '../src/services/speeches.ts';
import { startTestEngine } from './jobs.ts';
import { reservationsOf, savedSpeechCount, speechesUsedOf } from './allowance.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';

const INPUT = {
  context: 'I present my thesis to the committee tomorrow and my mind keeps going blank.',
  tone: 'gentle',
  voiceStyle: 'warm',
  duration: 'short',
} as const;

const MINUTE_MS = 60 * 1000;

/**
 * A writer that writes one line and then hangs, deaf to its signal: what a generation looks like
 * from the database when its server is killed (or SIGTERMed) mid-speech. `wakeUp` lets it finish.
 */
function hangingWriter() {
  let wakeUp: () => void = () => undefined;
  const woken = new Promise<void>((resolve) => {
    wakeUp = resolve;
  });
  const writer: SpeechWriter = {
    name: 'local',
    async *write() {
      yield 'Breathe.';
      await woken;
      yield ' You know this work better than anyone in the room.';
    },
  };
  return { writer, wakeUp };
}

const silentLog = { warn: () => undefined, error: () => undefined, info: () => undefined };

describe.each(testDatabases())('speech reservations on %s', (kind) => {
  let t: TestApp;
  let writer: SpeechWriter = createLocalWriter();
  let start = new Date();

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      {},
      { writer: { name: 'local', write: (brief, options) => writer.write(brief, options) } },
    );
  });
  afterEach(() => {
    writer = createLocalWriter();
  });
  afterAll(() => t.close());

  const log = silentLog as unknown as FastifyBaseLogger;
  const speechesUsed = (userId: string) => speechesUsedOf(t.deps.db, userId);
  const reservationsOfUser = (userId: string) => reservationsOf(t.deps.db, userId);
  const speechCount = (userId: string) => savedSpeechCount(t.deps.db, userId);
  const userOf = async (userId: string) => {
    const user = await findPublicUser(t.deps.db, userId);
    if (!user) throw new Error(`no user ${userId}`);
    return user;
  };

  /** Starts a generation that reaches its first text and then hangs, as a killed server leaves it. */
  async function generationLeftByACrash(userId: string) {
    const hanging = hangingWriter();
    writer = hanging.writer;
    const stream = streamSpeechGeneration(t.deps, await userOf(userId), INPUT, {
      signal: undefined,
      log,
    });
    const first = await stream.next();
    expect(first.value).toEqual({ type: 'text', text: 'Breathe.' });
    return hanging;
  }

  const at = (msAfterStart: number) => t.setNow(new Date(start.getTime() + msAfterStart));

  it('keeps a reservation row, with its time, while a speech is being written', async () => {
    start = new Date('2026-02-02T10:00:00.000Z');
    at(0);
    const { user } = await signUpUser(t.app);
    const hanging = await generationLeftByACrash(user.id);
    expect(await speechesUsed(user.id)).toBe(1);
    expect(await reservationsOfUser(user.id)).toMatchObject([
      { userId: user.id, reservedAt: start },
    ]);
    hanging.wakeUp();
    await expect.poll(() => speechCount(user.id)).toBe(1);
    expect(await reservationsOfUser(user.id)).toEqual([]);
    expect(await speechesUsed(user.id)).toBe(1);
  });

  it('gives back a reservation left by a crash once it is older than 10 minutes, once', async () => {
    start = new Date('2026-02-03T10:00:00.000Z');
    at(0);
    const { user } = await signUpUser(t.app);
    const hanging = await generationLeftByACrash(user.id);

    at(SPEECH_RESERVATION_LIFETIME_MS);
    await giveBackAbandonedSpeeches(t.deps);
    expect(await speechesUsed(user.id)).toBe(1);
    expect(await reservationsOfUser(user.id)).toHaveLength(1);

    at(SPEECH_RESERVATION_LIFETIME_MS + MINUTE_MS);
    await giveBackAbandonedSpeeches(t.deps);
    expect(await speechesUsed(user.id)).toBe(0);
    expect(await reservationsOfUser(user.id)).toEqual([]);

    // Idempotent: a second run finds nothing more to give back.
    await giveBackAbandonedSpeeches(t.deps);
    expect(await speechesUsed(user.id)).toBe(0);

    // Should the hung generation finish after all, its speech exists, so it counts again.
    hanging.wakeUp();
    await expect.poll(() => speechCount(user.id)).toBe(1);
    expect(await speechesUsed(user.id)).toBe(1);
  });

  it('gives each abandoned reservation back exactly once when two servers run housekeeping together', async () => {
    start = new Date('2026-02-04T10:00:00.000Z');
    at(0);
    const users = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
    const hung: { wakeUp: () => void }[] = [];
    for (const { user } of users) hung.push(await generationLeftByACrash(user.id));
    // The first user has a second speech under way.
    const first = users[0]?.user.id ?? '';
    hung.push(await generationLeftByACrash(first));
    expect(await speechesUsed(first)).toBe(2);

    at(SPEECH_RESERVATION_LIFETIME_MS + MINUTE_MS);
    const givenBack = await Promise.all([
      giveBackAbandonedSpeeches(t.deps),
      giveBackAbandonedSpeeches(t.deps),
      giveBackAbandonedSpeeches(t.deps),
    ]);
    expect(givenBack.reduce((sum, count) => sum + count, 0)).toBe(4);
    for (const { user } of users) {
      expect(await speechesUsed(user.id)).toBe(0);
      expect(await reservationsOfUser(user.id)).toEqual([]);
    }
    for (const each of hung) each.wakeUp();
  });

  it('leaves recent reservations and saved speeches alone', async () => {
    start = new Date('2026-02-05T10:00:00.000Z');
    at(0);
    const { cookie, user } = await signUpUser(t.app);
    const saved = await call(t.app, {
      method: 'POST',
      url: '/api/speeches/generate',
      cookie,
      payload: INPUT,
    });
    expectStatus(saved, 200);
    at(5 * MINUTE_MS);
    const hanging = await generationLeftByACrash(user.id);
    at(SPEECH_RESERVATION_LIFETIME_MS + MINUTE_MS);
    expect(await giveBackAbandonedSpeeches(t.deps)).toBe(0);
    expect(await speechesUsed(user.id)).toBe(2);
    hanging.wakeUp();
    await expect.poll(() => speechCount(user.id)).toBe(2);
  });

  it('is a housekeeping job', async () => {
    start = new Date('2026-02-06T10:00:00.000Z');
    at(0);
    const { user } = await signUpUser(t.app);
    const hanging = await generationLeftByACrash(user.id);
    at(SPEECH_RESERVATION_LIFETIME_MS + MINUTE_MS);
    const clock = new TestClock(t.deps.now());
    const jobs = await startTestEngine(t.database, log, { clock });
    try {
      await scheduleHousekeeping(jobs.engine, t.deps, log);
      await clock.tick(60_000);
      await expect.poll(() => speechesUsed(user.id), { timeout: 20_000 }).toBe(0);
    } finally {
      await jobs.stop();
    }
    hanging.wakeUp();
    await expect.poll(() => speechCount(user.id)).toBe(1);
  });
});
