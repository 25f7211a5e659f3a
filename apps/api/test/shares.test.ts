import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertSpeech, saveSpeechAudio } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import {
  SHARE_MESSAGES,
  SHARE_REPORT_LIMIT,
  SHARE_REPORTS_PER_SHARE_MAX,
  SHARED_PAGE_LIMIT,
  SHARES_PER_USER_MAX,
  sharedAudioPath,
} from '@rally/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_REPORT_REASONS } from '../../../packages/db/src/migrations/0015-speech-shares.ts';
import { SHARE_REPORT_REASONS as DOMAIN_SHARE_REPORT_REASONS } from '@rally/domain';
import { createFsAudioStore } from '../src/providers/audio-store/fs.ts';
import {
  buildTestApp,
  call,
  expectRetryAfter,
  expectStatus,
  freshAddress,
  signUpUser,
  type TestApp,
} from './helpers.ts';
import { refusalStatus, trpcClient } from './trpc-client.ts';

const TEXT = 'Sam, you have prepared for this.\n\nWalk in <b>proud</b> & "ready".';
const MP3 = Uint8Array.from({ length: 4000 }, (_, index) => index % 251);

/** A visitor's request: no Origin of ours, no cookie. */
const visit = (
  t: TestApp,
  url: string,
  extra: Partial<{ headers: Record<string, string>; remoteAddress: string }> = {},
) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: extra.remoteAddress ?? freshAddress(),
    headers: extra.headers ?? {},
  });

function expectNoCookie(response: LightMyRequestResponse) {
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe.each(testDatabases())('shared talks on %s', (kind) => {
  let t: TestApp;
  let audioDir: string;
  beforeAll(async () => {
    audioDir = await mkdtemp(join(tmpdir(), 'rally-share-'));
    t = await buildTestApp(kind, {}, { audioStore: createFsAudioStore(audioDir) });
  });
  afterAll(async () => {
    await t.close();
    await rm(audioDir, { recursive: true, force: true });
  });

  async function speechOf(userId: string, recorded = true) {
    const speech = await insertSpeech(t.deps.db, {
      userId,
      context: 'My interview is on Friday and I am nervous.',
      tone: 'gentle',
      voiceStyle: 'warm',
      content: TEXT,
      duration: 'short',
    });
    if (recorded) {
      const storageKey = `test/${speech.id}.mp3`;
      await t.deps.providers.audioStore.put(storageKey, MP3);
      await saveSpeechAudio(t.deps.db, {
        speechId: speech.id,
        userId,
        voice: 'nova',
        provider: 'local',
        textHash: 'hash',
        storageKey,
        byteLength: MP3.length,
        durationMs: 9000,
      });
    }
    return speech;
  }
  const share = (cookie: string | undefined, id: number | string) =>
    call(t.app, { method: 'POST', url: `/api/speeches/${id}/share`, cookie });
  const stop = (cookie: string | undefined, id: number | string) =>
    call(t.app, { method: 'DELETE', url: `/api/speeches/${id}/share`, cookie });
  const preview = (cookie: string | undefined, id: number | string) =>
    call(t.app, { method: 'GET', url: `/api/speeches/${id}/share`, cookie });

  it('answers 401 signed out and 404 for a foreign, unknown or out-of-range speech, on both faces', async () => {
    expectStatus(await share(undefined, 1), 401);
    expectStatus(await call(t.app, { method: 'GET', url: '/api/shares' }), 401);
    expect(await refusalStatus(trpcClient(t.app).share.create.mutate({ id: 1 }))).toBe(401);
    const owner = await signUpUser(t.app, 'Owner');
    const theirs = await speechOf(owner.user.id);
    const { cookie } = await signUpUser(t.app);
    for (const id of [String(theirs.id), '987654', '99999999999']) {
      for (const response of [
        await share(cookie, id),
        await stop(cookie, id),
        await preview(cookie, id),
      ]) {
        expectStatus(response, 404);
        expect(response.json().message).toBe('Speech not found');
      }
    }
    expectStatus(await share(cookie, 'abc'), 400);
    const trpc = trpcClient(t.app, { cookie });
    expect(await refusalStatus(trpc.share.create.mutate({ id: theirs.id }))).toBe(404);
    expect(await refusalStatus(trpc.share.preview.query({ id: theirs.id }))).toBe(404);
    expect(
      await t.deps.db
        .selectFrom('speechShares')
        .selectAll()
        .where('userId', '<>', owner.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('previews exactly what goes public, shares with a 256-bit token, and shows only the talk', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const speech = await speechOf(user.id);
    const before = await preview(cookie, speech.id);
    expect(before.json()).toMatchObject({
      content: TEXT,
      audio: { voice: 'nova', durationMs: 9000 },
      share: null,
    });
    const created = await share(cookie, speech.id);
    expectStatus(created, 201);
    const { token, path } = created.json() as { token: string; path: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(path).toBe(`/shared/${token}`);
    // Sharing again answers the same live link.
    expect((await share(cookie, speech.id)).json().token).toBe(token);
    expect((await call(t.app, { method: 'GET', url: '/api/shares', cookie })).json()).toEqual([
      expect.objectContaining({ speechId: speech.id, token, path }),
    ]);

    const page = await visit(t, path);
    expectStatus(page, 200);
    expectNoCookie(page);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).not.toContain('<script');
    // Escaped, never markup; nothing else of the account (no context, no email, no name but the text's).
    expect(page.body).toContain('Walk in &lt;b&gt;proud&lt;/b&gt; &amp; &quot;ready&quot;.');
    expect(page.body).not.toContain('<b>proud</b>');
    expect(page.body).not.toContain('interview is on Friday');
    expect(page.body).not.toContain(user.id);
    expect(page.body).toContain('<meta property="og:title"');
    expect(page.body).toContain(
      '<meta property="og:description" content="Sam, you have prepared for this. Walk in &lt;b&gt;proud&lt;/b&gt; &amp; &quot;ready&quot;.">',
    );
    expect(page.body).toContain(
      `<meta property="og:audio" content="http://localhost:80${sharedAudioPath(token)}">`,
    );
    expect(page.body).toContain('href="/login.html?mode=sign-up">Write your own</a>');

    const audio = await visit(t, sharedAudioPath(token));
    expectStatus(audio, 200);
    expectNoCookie(audio);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload).toEqual(Buffer.from(MP3));
    const part = await visit(t, sharedAudioPath(token), { headers: { range: 'bytes=100-199' } });
    expectStatus(part, 206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${MP3.length}`);
    expect(part.rawPayload).toEqual(Buffer.from(MP3.slice(100, 200)));
  });

  it('a talk with no recording is shared without audio: none is made for visitors', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const speech = await speechOf(user.id, false);
    expect((await preview(cookie, speech.id)).json().audio).toBeNull();
    const { token, path } = (await share(cookie, speech.id)).json() as {
      token: string;
      path: string;
    };
    const page = await visit(t, path);
    expect(page.body).not.toContain('<audio');
    expect(page.body).not.toContain('og:audio');
    expectStatus(await visit(t, sharedAudioPath(token)), 404);
    expect(
      await t.deps.db
        .selectFrom('speechAudio')
        .selectAll()
        .where('speechId', '=', speech.id)
        .execute(),
    ).toEqual([]);
  });

  it.each(['stop', 'delete', 'report'] as const)(
    'answers 410 for the page and its audio after the owner %ss the talk',
    async (how) => {
      const { cookie, user } = await signUpUser(t.app);
      const speech = await speechOf(user.id);
      const { token, path } = (await share(cookie, speech.id)).json() as {
        token: string;
        path: string;
      };
      expectStatus(await visit(t, path), 200);
      if (how === 'stop') expectStatus(await stop(cookie, speech.id), 204);
      if (how === 'delete') {
        expectStatus(
          await call(t.app, { method: 'DELETE', url: `/api/speeches/${speech.id}`, cookie }),
          204,
        );
      }
      if (how === 'report') {
        expectStatus(
          await call(t.app, {
            method: 'POST',
            url: `/api/speeches/${speech.id}/report`,
            cookie,
            payload: { reason: 'offensive' },
          }),
          201,
        );
      }
      const page = await visit(t, path);
      expectStatus(page, 410);
      expectNoCookie(page);
      expect(page.body).toContain('This talk is no longer shared');
      expect(page.body).not.toContain('prepared for this');
      expectStatus(await visit(t, sharedAudioPath(token)), 410);
      expect((await call(t.app, { method: 'GET', url: '/api/shares', cookie })).json()).toEqual([]);
    },
  );

  it('stopping twice is harmless, and sharing again makes a new link', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const speech = await speechOf(user.id);
    const first = (await share(cookie, speech.id)).json().token as string;
    expectStatus(await stop(cookie, speech.id), 204);
    expectStatus(await stop(cookie, speech.id), 204);
    const second = (await share(cookie, speech.id)).json().token as string;
    expect(second).not.toBe(first);
    expectStatus(await visit(t, `/shared/${first}`), 410);
    expectStatus(await visit(t, `/shared/${second}`), 200);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    for (const token of ['A'.repeat(43), 'short', '..%2F..%2Fetc', 'A'.repeat(44)]) {
      const page = await visit(t, `/shared/${token}`);
      expectStatus(page, 404);
      expectNoCookie(page);
      expectStatus(await visit(t, `/shared/${token}/audio.mp3`), 404);
    }
  });

  it(`refuses a new link past ${SHARES_PER_USER_MAX} live ones with 409`, async () => {
    const { cookie, user } = await signUpUser(t.app);
    const speeches = await t.deps.db
      .insertInto('speeches')
      .values(
        Array.from({ length: SHARES_PER_USER_MAX + 1 }, () => ({
          userId: user.id,
          context: 'A talk to share.',
          tone: 'gentle' as const,
          voiceStyle: 'warm' as const,
          content: 'You are ready.',
          duration: 'short' as const,
        })),
      )
      .returning('id')
      .execute();
    const [extra = 0, ...held] = speeches.map(({ id }) => id);
    await t.deps.db
      .insertInto('speechShares')
      .values(
        held.map((speechId, index) => ({
          token: `${String(index).padStart(3, '0')}${'x'.repeat(40)}`,
          userId: user.id,
          speechId,
        })),
      )
      .execute();
    const refused = await share(cookie, extra);
    expectStatus(refused, 409);
    expect(refused.json()).toMatchObject({
      message: SHARE_MESSAGES.limitReached,
      code: 'SHARE_LIMIT_REACHED',
    });
    expectStatus(await stop(cookie, held[0] ?? 0), 204);
    expectStatus(await share(cookie, extra), 201);
  });

  it('lets a visitor report a live talk, bounded per link and per address', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const speech = await speechOf(user.id);
    const { token, path } = (await share(cookie, speech.id)).json() as {
      token: string;
      path: string;
    };
    const report = (payload: string, remoteAddress = freshAddress()) =>
      t.app.inject({
        method: 'POST',
        url: `${path}/report`,
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const sent = await report('reason=harmful&note=Too+pushy');
    expectStatus(sent, 303);
    expectNoCookie(sent);
    expect(sent.headers.location).toBe(`${path}?reported=1`);
    expect((await visit(t, `${path}?reported=1`)).body).toContain('Your report was sent');
    const rows = () =>
      t.deps.db.selectFrom('shareReports').selectAll().where('shareToken', '=', token).execute();
    expect(await rows()).toEqual([
      expect.objectContaining({ reason: 'harmful', note: 'Too pushy' }),
    ]);

    const bad = await report('reason=false_facts');
    expectStatus(bad, 400);
    expect(bad.body).toContain('reason: Invalid option');
    expectStatus(await report('reason=other&note=a%00b'), 400);

    // Per address: the sixth report in an hour waits.
    const address = freshAddress();
    for (let n = 0; n < SHARE_REPORT_LIMIT.max; n += 1)
      expectStatus(await report('reason=other', address), 303);
    const throttled = await report('reason=other', address);
    expectStatus(throttled, 429);
    expectRetryAfter(throttled, SHARE_REPORT_LIMIT.windowMs / 1000);

    // Per link: at most 20 kept.
    while ((await rows()).length < SHARE_REPORTS_PER_SHARE_MAX)
      expectStatus(await report('reason=other'), 303);
    const full = await report('reason=offensive');
    expectStatus(full, 409);
    expect(full.body).toContain(SHARE_MESSAGES.reportsFull.replace(';', ';'));
    expect(await rows()).toHaveLength(SHARE_REPORTS_PER_SHARE_MAX);

    expectStatus(await stop(cookie, speech.id), 204);
    expectStatus(await report('reason=other'), 410);
  });

  it('rate-limits the page per address, with Retry-After', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const speech = await speechOf(user.id);
    const { path } = (await share(cookie, speech.id)).json() as { path: string };
    const address = freshAddress();
    for (let n = 0; n < SHARED_PAGE_LIMIT.max; n += 1) {
      expectStatus(await visit(t, path, { remoteAddress: address }), 200);
    }
    const refused = await visit(t, path, { remoteAddress: address });
    expectStatus(refused, 429);
    expectNoCookie(refused);
    expectRetryAfter(refused, SHARED_PAGE_LIMIT.windowMs / 1000);
    expectStatus(
      await visit(t, sharedAudioPath(path.split('/').at(-1) ?? ''), { remoteAddress: address }),
      429,
    );
  });

  it("puts the links in the export; the account's deletion removes them, and they answer 410", async () => {
    const { cookie, user } = await signUpUser(t.app);
    const speech = await speechOf(user.id);
    const stoppedSpeech = await speechOf(user.id);
    const { token, path } = (await share(cookie, speech.id)).json() as {
      token: string;
      path: string;
    };
    const stopped = (await share(cookie, stoppedSpeech.id)).json() as { token: string };
    expectStatus(await stop(cookie, stoppedSpeech.id), 204);
    const exported = await call(t.app, { method: 'GET', url: '/api/account/export', cookie });
    expect(exported.json().speechShares).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ token, speechId: speech.id, stoppedAt: null }),
      ]),
    );
    const before = await t.deps.db.selectFrom('revokedShareTokens').selectAll().execute();

    expectStatus(await call(t.app, { method: 'DELETE', url: '/api/account', cookie }), 200);
    expect(
      await t.deps.db
        .selectFrom('speechShares')
        .where('userId', '=', user.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
    // Gone on purpose, like a stopped link: the page, its audio and its report form.
    for (const gone of [token, stopped.token]) {
      const page = await visit(t, `/shared/${gone}`);
      expectStatus(page, 410);
      expectNoCookie(page);
      expectStatus(await visit(t, sharedAudioPath(gone)), 410);
      const report = await t.app.inject({
        method: 'POST',
        url: `/shared/${gone}/report`,
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'reason=other',
      });
      expectStatus(report, 410);
    }
    expectStatus(await visit(t, path), 410);
    // What is kept: the tokens' SHA-256 and nothing else (no account, talk, text or date).
    const kept = await t.deps.db.selectFrom('revokedShareTokens').selectAll().execute();
    const added = kept.filter((row) => !before.some((old) => old.tokenHash === row.tokenHash));
    expect(added.map((row) => row.tokenHash).sort()).toEqual(
      [token, stopped.token]
        .map((value) => createHash('sha256').update(value).digest('hex'))
        .sort(),
    );
    expect(Object.keys(added[0] ?? {})).toEqual(['tokenHash']);
    // A token never given out is still unknown.
    expectStatus(await visit(t, `/shared/${'Z'.repeat(43)}`), 404);
  });
});

describe('the visitor report reasons', () => {
  it('are the same in the database CHECK as in the domain', () => {
    expect([...SHARE_REPORT_REASONS]).toEqual([...DOMAIN_SHARE_REPORT_REASONS]);
  });
});
