import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, insertSpeech, listRecentReports, migrateToLatest } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import {
  NUL_CHARACTER_MESSAGE,
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORTS_PER_USER_MAX,
} from '@rally/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_REPORT_REASONS } from '../../../packages/db/src/migrations/0013-speech-reports.ts';
import { describeReportsForOperator, REPORT_EXCERPT_LENGTH } from '../src/services/reports.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';
import { refusalStatus, trpcClient } from './trpc-client.ts';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

describe.each(testDatabases())('reporting a speech on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  let minute = 0;
  /** One of the user's speeches, each a minute newer than the one before. */
  async function speechOf(userId: string, words = 'my exam on Monday', favourite = false) {
    minute += 1;
    return insertSpeech(t.deps.db, {
      userId,
      context: `I am nervous about ${words}.`,
      tone: 'encouraging',
      voiceStyle: 'warm',
      content: `You have prepared for ${words}, and you are ready.`,
      duration: 'short',
      wordCount: 10,
      isFavourite: favourite ? 1 : 0,
      createdAt: new Date(Date.UTC(2026, 0, 1) + minute * 60_000),
    });
  }

  const report = (cookie: string | undefined, speechId: number | string, payload: object) =>
    call(t.app, { method: 'POST', url: `/api/speeches/${speechId}/report`, cookie, payload });
  const undo = (cookie: string | undefined, speechId: number | string) =>
    call(t.app, { method: 'DELETE', url: `/api/speeches/${speechId}/report`, cookie });
  const listedIds = async (cookie: string, url: string) => {
    const response = await call(t.app, { method: 'GET', url, cookie });
    expectStatus(response, 200);
    return (response.json() as { speeches: { id: number }[] }).speeches.map((row) => row.id);
  };
  const reportRows = (userId: string) =>
    t.deps.db.selectFrom('speechReports').selectAll().where('userId', '=', userId).execute();

  it('answers 401 when signed out, on both faces', async () => {
    expectStatus(await report(undefined, 1, { reason: 'other' }), 401);
    expectStatus(await undo(undefined, 1), 401);
    expectStatus(await call(t.app, { method: 'GET', url: '/api/reports' }), 401);
    const signedOut = trpcClient(t.app);
    expect(await refusalStatus(signedOut.report.create.mutate({ id: 1, reason: 'other' }))).toBe(
      401,
    );
    expect(await refusalStatus(signedOut.report.list.query())).toBe(401);
  });

  it('hides a reported speech from every list until the report is undone', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const kept = await speechOf(user.id, 'the recital', true);
    const reported = await speechOf(user.id, 'the recital', true);
    const lists = [
      '/api/speeches',
      '/api/speeches?limit=3',
      '/api/speeches/favourites',
      '/api/speeches?q=recital',
      '/api/speeches?tone=encouraging',
    ];
    for (const url of lists) expect(await listedIds(cookie, url)).toEqual([reported.id, kept.id]);

    const response = await report(cookie, reported.id, {
      reason: 'false_facts',
      note: '  It says I have a sister.  ',
    });
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({
      speechId: reported.id,
      userId: user.id,
      reason: 'false_facts',
      note: 'It says I have a sister.',
    });
    for (const url of lists) expect(await listedIds(cookie, url)).toEqual([kept.id]);
    // Still opened by its id: the owner sees their report there and can undo it.
    expectStatus(
      await call(t.app, { method: 'GET', url: `/api/speeches/${reported.id}`, cookie }),
      200,
    );
    const mine = await call(t.app, { method: 'GET', url: '/api/reports', cookie });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        speechId: reported.id,
        reason: 'false_facts',
        note: 'It says I have a sister.',
        context: 'I am nervous about the recital.',
      }),
    ]);

    expectStatus(await undo(cookie, reported.id), 204);
    for (const url of lists) expect(await listedIds(cookie, url)).toEqual([reported.id, kept.id]);
    expect(await reportRows(user.id)).toEqual([]);
    // A second 'Undo' changes nothing.
    expectStatus(await undo(cookie, reported.id), 204);
    expect(await listedIds(cookie, '/api/speeches')).toEqual([reported.id, kept.id]);
  });

  it('takes every reason, and a second report of a speech replaces the first', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const speech = await speechOf(user.id);
    for (const reason of REPORT_REASONS)
      expectStatus(await report(cookie, speech.id, { reason }), 201);
    expect(await reportRows(user.id)).toEqual([
      expect.objectContaining({ speechId: speech.id, reason: 'other', note: null }),
    ]);
    const trpc = trpcClient(t.app, { cookie });
    await trpc.report.create.mutate({ id: speech.id, reason: 'harmful', note: 'Too pushy.' });
    expect(await trpc.report.list.query()).toEqual([
      expect.objectContaining({ speechId: speech.id, reason: 'harmful', note: 'Too pushy.' }),
    ]);
    expect(await trpc.report.undo.mutate({ id: speech.id })).toEqual({ id: speech.id });
    expect(await reportRows(user.id)).toEqual([]);
  });

  it.each<[string, string, object, RegExp]>([
    ['an unknown reason', '', { reason: 'boring' }, /reason: Invalid option/],
    ['no reason', '', {}, /reason: Required/],
    [
      'a note past its bound',
      '',
      { reason: 'other', note: 'x'.repeat(REPORT_NOTE_MAX + 1) },
      /note: Note must be at most 1000 characters/,
    ],
    [
      'a NUL character in the note',
      '',
      { reason: 'other', note: 'a\u0000b' },
      new RegExp(NUL_CHARACTER_MESSAGE),
    ],
    ['a malformed speech id', 'abc', { reason: 'other' }, /Expected number/],
    ['a speech id of zero', '0', { reason: 'other' }, /Too small/],
  ])('refuses %s with a readable 400 and writes nothing', async (_why, id, payload, message) => {
    const { cookie, user } = await signUpUser(t.app);
    const speech = await speechOf(user.id);
    const response = await report(cookie, id || speech.id, payload);
    expectStatus(response, 400);
    expect(response.json().message).toMatch(message);
    expect(await reportRows(user.id)).toEqual([]);
  });

  it("answers 404 for another user's speech, an unknown one or one past the ids, and changes nothing", async () => {
    const owner = await signUpUser(t.app, 'Owner');
    const theirs = await speechOf(owner.user.id);
    await report(owner.cookie, theirs.id, { reason: 'offensive' });
    const { cookie, user } = await signUpUser(t.app);
    for (const speechId of [String(theirs.id), '987654', '99999999999']) {
      const created = await report(cookie, speechId, { reason: 'other' });
      expectStatus(created, 404);
      expect(created.json().message).toBe('Speech not found');
      const undone = await undo(cookie, speechId);
      expectStatus(undone, 404);
      expect(undone.json().message).toBe('Speech not found');
    }
    const trpc = trpcClient(t.app, { cookie });
    expect(await refusalStatus(trpc.report.create.mutate({ id: theirs.id, reason: 'other' }))).toBe(
      404,
    );
    expect(await refusalStatus(trpc.report.undo.mutate({ id: theirs.id }))).toBe(404);
    expect(await reportRows(user.id)).toEqual([]);
    expect(await reportRows(owner.user.id)).toEqual([
      expect.objectContaining({ speechId: theirs.id, reason: 'offensive' }),
    ]);
  });

  it(`refuses a new report past ${REPORTS_PER_USER_MAX} with 409, and still takes a changed one`, async () => {
    const { cookie, user } = await signUpUser(t.app);
    const speeches = await t.deps.db
      .insertInto('speeches')
      .values(
        Array.from({ length: REPORTS_PER_USER_MAX + 1 }, (_, index) => ({
          userId: user.id,
          context: `Speech number ${index} about my exam.`,
          tone: 'gentle' as const,
          voiceStyle: 'warm' as const,
          content: 'You are ready.',
          duration: 'short' as const,
          wordCount: 3,
        })),
      )
      .returning('id')
      .execute();
    const [extra = 0, ...held] = speeches.map(({ id }) => id);
    const [changed = 0, undone = 0] = held;
    await t.deps.db
      .insertInto('speechReports')
      .values(held.map((speechId) => ({ speechId, userId: user.id, reason: 'other' as const })))
      .execute();
    const refused = await report(cookie, extra, { reason: 'offensive' });
    expectStatus(refused, 409);
    expect(refused.json()).toMatchObject({
      message: REPORT_MESSAGES.limitReached,
      code: 'REPORT_LIMIT_REACHED',
    });
    expect(await reportRows(user.id)).toHaveLength(REPORTS_PER_USER_MAX);
    expectStatus(await report(cookie, changed, { reason: 'harmful' }), 201);
    expectStatus(await undo(cookie, undone), 204);
    expectStatus(await report(cookie, extra, { reason: 'offensive' }), 201);
    expect(await reportRows(user.id)).toHaveLength(REPORTS_PER_USER_MAX);
  });

  it('is in the export, and goes with the speech and with the account', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const deleted = await speechOf(user.id);
    const kept = await speechOf(user.id);
    await report(cookie, deleted.id, { reason: 'offensive' });
    await report(cookie, kept.id, { reason: 'other', note: 'Odd ending.' });
    const exported = await call(t.app, { method: 'GET', url: '/api/account/export', cookie });
    expect(exported.json().speechReports).toEqual([
      expect.objectContaining({ speechId: deleted.id, reason: 'offensive', note: null }),
      expect.objectContaining({ speechId: kept.id, reason: 'other', note: 'Odd ending.' }),
    ]);
    expectStatus(
      await call(t.app, { method: 'DELETE', url: `/api/speeches/${deleted.id}`, cookie }),
      204,
    );
    expect(await reportRows(user.id)).toEqual([expect.objectContaining({ speechId: kept.id })]);

    expectStatus(await call(t.app, { method: 'DELETE', url: '/api/account', cookie }), 200);
    expect(await reportRows(user.id)).toEqual([]);
    // The deleted account's session is gone with it.
    expectStatus(await report(cookie, kept.id, { reason: 'other' }), 401);
    expectStatus(await call(t.app, { method: 'GET', url: '/api/reports', cookie }), 401);
  });

  it('lists the newest reports for the operator with their reason, note and speech', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const first = await speechOf(user.id, 'the first talk');
    const second = await speechOf(user.id, 'x'.repeat(REPORT_EXCERPT_LENGTH));
    // An hour and two hours later than every other test's reports, so that these two are the newest.
    const hour = 3_600_000;
    const earlierAt = new Date(Math.ceil(Date.now() / hour) * hour + hour);
    const laterAt = new Date(earlierAt.getTime() + hour);
    t.setNow(earlierAt);
    expectStatus(
      await report(cookie, first.id, { reason: 'harmful', note: 'It told me to skip sleep.' }),
      201,
    );
    t.setNow(laterAt);
    expectStatus(await report(cookie, second.id, { reason: 'offensive' }), 201);
    t.setNow(new Date());
    const newest = (await listRecentReports(t.deps.db, 2, REPORT_EXCERPT_LENGTH)).filter(
      (row) => row.userId === user.id,
    );
    const text = describeReportsForOperator(newest);
    expect(text).toContain('2 most recent reports, newest first:');
    const [later, earlier] = text.split('\n\n').slice(1);
    expect(later).toContain(`${laterAt.toISOString()}  Offensive`);
    expect(later).toContain('  Note: (none)');
    expect(later).toMatch(/ {2}Speech: "You have prepared for x+…"$/);
    expect(later?.length).toBeLessThan(REPORT_EXCERPT_LENGTH + 200);
    expect(earlier).toContain(`${earlierAt.toISOString()}  Harmful or unsafe`);
    expect(earlier).toContain('  Note: It told me to skip sleep.');
    expect(earlier).toContain(
      '  Speech: "You have prepared for the first talk, and you are ready."',
    );
    expect(describeReportsForOperator([])).toBe('No reports.\n');
  });
});

describe('the reasons', () => {
  it('are the same in the database CHECK as in the domain', () => {
    expect([...SPEECH_REPORT_REASONS]).toEqual([...REPORT_REASONS]);
  });
});

describe('pnpm reports', () => {
  it('prints the reports of the embedded database in DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rally-reports-'));
    try {
      const database = await createDb({ dataDir });
      await migrateToLatest(database.db);
      const user = await database.db
        .insertInto('users')
        .values({ id: 'operator-test-user', email: 'reported@example.com' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const speech = await insertSpeech(database.db, {
        userId: user.id,
        context: 'My first day at the new job.',
        tone: 'gentle',
        voiceStyle: 'warm',
        content: 'You belong in that room.',
        duration: 'short',
        wordCount: 5,
      });
      await database.db
        .insertInto('speechReports')
        .values({
          speechId: speech.id,
          userId: user.id,
          reason: 'false_facts',
          note: 'Not my job.',
        })
        .execute();
      await database.db
        .insertInto('speechShares')
        .values({ token: 'T'.repeat(43), userId: user.id, speechId: speech.id })
        .execute();
      await database.db
        .insertInto('shareReports')
        .values({ shareToken: 'T'.repeat(43), reason: 'harmful', note: 'Pushy.' })
        .execute();
      await database.close();

      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/reports.ts', '--limit', '5'],
        {
          cwd: API_DIR,
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'development' },
          encoding: 'utf8',
        },
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('1 most recent report, newest first:');
      expect(run.stdout).toContain('Wrong or made-up facts about me');
      expect(run.stdout).toContain('  Note: Not my job.');
      expect(run.stdout).toContain('  Speech: "You belong in that room."');
      expect(run.stdout).toContain('1 most recent report of shared talks, by visitors:');
      expect(run.stdout).toContain('Harmful or unsafe  (shared link TTTTTTTT…)');
      expect(run.stdout).toContain('  Note: Pushy.');
      expect(run.stdout).toContain('  Talk: "You belong in that room."');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
