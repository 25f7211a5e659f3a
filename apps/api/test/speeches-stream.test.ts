import type { IncomingMessage, ServerResponse } from 'node:http';
import { insertGoal } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import { MESSAGES } from '@rally/domain';
import { createTRPCClient, httpBatchStreamLink, TRPCClientError } from '@trpc/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalWriter } from '../src/providers/writer/local.ts';
import { WriterError } from '../src/providers/writer/types.ts';
import type { SpeechWriter } from '../src/providers/writer/types.ts';
import type { AppRouter } from '../src/trpc/root.ts';
import { nativeSignUp, reservationsOf, speechesUsedOf } from './allowance.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';

const INPUT = {
  context: 'I am running my first half marathon on Sunday and my legs feel heavy.',
  tone: 'energetic',
  voiceStyle: 'warm',
  duration: 'short',
} as const;

const FIRST_LINE = 'Your legs have carried you this far.';
const SECOND_LINE = ' And they will carry you over the line.';

interface SseEvent {
  event: string;
  data: string;
}

/** The events of a server-sent event stream, as they arrive. */
async function* sseEvents(response: Response): AsyncGenerator<SseEvent> {
  if (!response.body) throw new Error('The response has no body.');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 2);
      if (block === '') continue;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice('event: '.length);
        if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
      }
      yield { event, data: data.join('\n') };
    }
  }
}

/**
 * A writer that writes its first line, then waits: until `goOn()` it writes nothing more, and it
 * gives up (as every writer does) when its signal is aborted. `cancelled` tells when that happened.
 */
function pausingWriter() {
  let goOn: () => void = () => undefined;
  const resumed = new Promise<void>((resolve) => {
    goOn = resolve;
  });
  let reportCancel: (reason: unknown) => void = () => undefined;
  const cancelled = new Promise<unknown>((resolve) => {
    reportCancel = resolve;
  });
  const writer: SpeechWriter = {
    name: 'local',
    async *write(_brief, { signal } = {}) {
      yield FIRST_LINE;
      await new Promise<void>((resolve, reject) => {
        void resumed.then(resolve);
        signal?.addEventListener(
          'abort',
          () => {
            reportCancel(signal.reason);
            reject(new WriterError('aborted', { cause: signal.reason }));
          },
          { once: true },
        );
      });
      yield SECOND_LINE;
    },
  };
  return { writer, goOn, cancelled };
}

/** A writer that writes nothing until it is cancelled. */
function silentWriter() {
  let reportCancel: () => void = () => undefined;
  const cancelled = new Promise<void>((resolve) => {
    reportCancel = resolve;
  });
  const writer: SpeechWriter = {
    name: 'local',
    // eslint-disable-next-line require-yield -- it never gets as far as writing
    async *write(_brief, { signal } = {}) {
      await new Promise<never>((_resolve, reject) => {
        signal?.addEventListener(
          'abort',
          () => {
            reportCancel();
            reject(new WriterError('aborted', { cause: signal.reason }));
          },
          { once: true },
        );
      });
    },
  };
  return { writer, cancelled };
}

describe.each(testDatabases())('the speech stream on %s', (kind) => {
  let t: TestApp;
  let baseUrl = '';
  let origin = '';
  const localWriter = createLocalWriter();
  let writer: SpeechWriter = localWriter;

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      {},
      { writer: { name: 'local', write: (brief, options) => writer.write(brief, options) } },
    );
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = baseUrl;
  });
  afterEach(() => {
    writer = localWriter;
  });
  afterAll(async () => {
    // fetch keeps its connections alive for a few seconds; the server need not wait for them.
    t.app.server.closeAllConnections();
    await t.close();
  });

  const speechesUsed = (userId: string) => speechesUsedOf(t.deps.db, userId);
  /** The user's list, as the app asks for it. */
  const listed = async (cookie: string) => {
    const response = await call(t.app, { method: 'GET', url: '/api/speeches', cookie });
    expectStatus(response, 200);
    return (response.json() as { speeches: { id: number }[] }).speeches;
  };
  /** One speech with its text, as the app opens it. */
  const opened = async (cookie: string, id: number) => {
    const response = await call(t.app, { method: 'GET', url: `/api/speeches/${id}`, cookie });
    expectStatus(response, 200);
    return response.json() as { id: number; content: string };
  };
  const reservations = async (userId: string) => (await reservationsOf(t.deps.db, userId)).length;
  /** A new free user who has used all 3 free speeches. */
  const signUpWithAllowanceUsed = async () => {
    const signedUp = await signUpUser(t.app);
    await t.deps.db
      .updateTable('users')
      .set({ speechesUsed: 3 })
      .where('id', '=', signedUp.user.id)
      .execute();
    return signedUp;
  };
  /** The speech whose client left after the first text: written to the end, saved, listed, counted. */
  const expectFinishedWithoutTheClient = async (cookie: string, userId: string) => {
    await expect.poll(async () => (await listed(cookie)).length).toBe(1);
    const [listedSpeech] = await listed(cookie);
    const speech = listedSpeech && (await opened(cookie, listedSpeech.id));
    expect(speech?.content).toBe(`${FIRST_LINE}${SECOND_LINE}`);
    expect(await speechesUsed(userId)).toBe(1);
    expect(await reservations(userId)).toBe(0);
  };
  /** Resolves when the server has seen the client of the next request to `path` go. */
  const serverSeesClientLeave = (path: string) =>
    new Promise<void>((resolve) => {
      const onRequest = (req: IncomingMessage, res: ServerResponse) => {
        if (!req.url?.startsWith(path)) return;
        t.app.server.off('request', onRequest);
        res.once('close', () => resolve());
      };
      t.app.server.on('request', onRequest);
    });

  /** POST /api/speeches/generate asking for server-sent events, from the app's own page. */
  const postStream = (
    headers: Record<string, string>,
    input: object = INPUT,
    signal?: AbortSignal,
  ) =>
    fetch(`${baseUrl}/api/speeches/generate`, {
      method: 'POST',
      headers: {
        origin,
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...headers,
      },
      body: JSON.stringify(input),
      signal,
    });

  /** The web app's tRPC client: the streaming mutation over httpBatchStreamLink. */
  const trpcClient = (cookie: string) =>
    createTRPCClient<AppRouter>({
      links: [httpBatchStreamLink({ url: `${baseUrl}/trpc`, headers: { cookie, origin } })],
    });

  describe('REST, with Accept: text/event-stream', () => {
    it('sends text events as the speech is written, then done with the saved speech', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const response = await postStream({ cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const events: SseEvent[] = [];
      for await (const event of sseEvents(response)) events.push(event);

      const texts = events.filter((event) => event.event === 'text');
      expect(texts.length).toBeGreaterThan(3);
      expect(events.map((event) => event.event)).toEqual([...texts.map(() => 'text'), 'done']);
      const speech = JSON.parse(events.at(-1)?.data ?? 'null') as {
        id: number;
        content: string;
        userId: string;
      };
      expect(speech).toMatchObject({ id: expect.any(Number), userId: user.id, tone: 'energetic' });
      const written = texts.map((event) => (JSON.parse(event.data) as { text: string }).text);
      expect(written.join('').trim()).toBe(speech.content);
      expect(await speechesUsed(user.id)).toBe(1);
      expect(await listed(cookie)).toMatchObject([{ id: speech.id }]);
      expect(await reservations(user.id)).toBe(0);
    });

    it('answers as JSON without the Accept header, as before', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const response = await fetch(`${baseUrl}/api/speeches/generate`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify(INPUT),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ userId: user.id, tone: 'energetic' });
    });

    it('answers 402 with the limit message, before any stream, once the allowance is used', async () => {
      const { cookie, user } = await signUpWithAllowanceUsed();
      const response = await postStream({ cookie });
      expect(response.status).toBe(402);
      expect(await response.json()).toEqual({
        message: MESSAGES.freeLimitReached.message,
        code: 'LIMIT_REACHED',
      });
      expect(await speechesUsed(user.id)).toBe(3);
    });

    it("ends with an error event carrying the writer's message; nothing is kept or used", async () => {
      const { cookie, user } = await signUpUser(t.app);
      writer = {
        name: 'local',
        async *write() {
          yield 'A first line.';
          throw new WriterError('unreachable');
        },
      };
      const events: SseEvent[] = [];
      for await (const event of sseEvents(await postStream({ cookie }))) events.push(event);
      expect(events.map((event) => event.event)).toEqual(['text', 'error']);
      expect(JSON.parse(events[1]?.data ?? 'null')).toEqual({
        message: new WriterError('unreachable').message,
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(await speechesUsed(user.id)).toBe(0);
      expect(await listed(cookie)).toEqual([]);
      expect(await reservations(user.id)).toBe(0);
    });

    it('gives the speech back when saving fails after the text was sent (the goal was deleted)', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const goal = await insertGoal(t.deps.db, {
        userId: user.id,
        title: 'Run a half marathon',
        category: 'health',
        description: null,
        targetDate: null,
      });
      writer = {
        name: 'local',
        async *write() {
          yield FIRST_LINE;
          await t.deps.db.deleteFrom('goals').where('id', '=', goal.id).execute();
          yield ' Go.';
        },
      };
      const events: SseEvent[] = [];
      const response = await postStream({ cookie }, { ...INPUT, goalId: goal.id });
      for await (const event of sseEvents(response)) events.push(event);
      expect(events.map((event) => event.event)).toEqual(['text', 'text', 'error']);
      expect(JSON.parse(events[2]?.data ?? 'null')).toEqual({
        message: 'Goal not found',
        code: 'NOT_FOUND',
      });
      expect(await speechesUsed(user.id)).toBe(0);
      expect(await listed(cookie)).toEqual([]);
    });

    it('writes the speech to the end, saves and counts it when the client leaves after the first text', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const pausing = pausingWriter();
      writer = pausing.writer;
      const client = new AbortController();
      const clientLeft = serverSeesClientLeave('/api/speeches/generate');
      const response = await postStream({ cookie }, INPUT, client.signal);
      for await (const event of sseEvents(response)) {
        expect(event).toEqual({ event: 'text', data: JSON.stringify({ text: FIRST_LINE }) });
        client.abort();
        break;
      }
      await clientLeft;
      pausing.goOn();
      await expectFinishedWithoutTheClient(cookie, user.id);
    });

    it('stops the writer and gives the speech back when the client leaves before any text', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const silent = silentWriter();
      writer = silent.writer;
      const client = new AbortController();
      const request = postStream({ cookie }, INPUT, client.signal);
      await expect.poll(() => speechesUsed(user.id)).toBe(1);
      client.abort();
      await expect(request).rejects.toThrow();
      await silent.cancelled;
      await expect.poll(() => speechesUsed(user.id)).toBe(0);
      expect(await listed(cookie)).toEqual([]);
      expect(await reservations(user.id)).toBe(0);
    });

    it("accepts the native app's bearer token", async () => {
      const token = await nativeSignUp(t.app);
      const response = await postStream({
        origin: 'https://localhost',
        'sec-fetch-site': 'cross-site',
        authorization: `Bearer ${token}`,
      });
      expect(response.status).toBe(200);
      const events: SseEvent[] = [];
      for await (const event of sseEvents(response)) events.push(event);
      expect(events.at(-1)?.event).toBe('done');
      const speech = JSON.parse(events.at(-1)?.data ?? 'null') as { userId: string };
      expect(await speechesUsed(speech.userId)).toBe(1);
    });
  });

  describe('tRPC, a streaming mutation', () => {
    it('yields the text as it is written, then the saved speech', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const events = await trpcClient(cookie).speech.generateStream.mutate(INPUT);
      const received: {
        type: string;
        text?: string;
        speech?: { id: number; content: string };
        usage?: { speechesUsed: number; speechLimit: number };
        stats?: { totalSpeeches: number } | null;
      }[] = [];
      for await (const event of events) received.push(event);
      const done = received.at(-1);
      expect(done?.type).toBe('done');
      expect(received.filter((event) => event.type === 'text').length).toBeGreaterThan(3);
      expect(
        received
          .flatMap((event) => (event.type === 'text' ? [event.text] : []))
          .join('')
          .trim(),
      ).toBe(done?.speech?.content);
      expect(await speechesUsed(user.id)).toBe(1);
      // The last event carries what the saving changed, so the client need not ask again.
      expect(done?.usage).toEqual({ speechesUsed: 1, speechLimit: 3 });
      expect(done?.stats?.totalSpeeches).toBe(1);
      expect(await listed(cookie)).toMatchObject([{ id: done?.speech?.id }]);
    });

    it('refuses with FORBIDDEN and LIMIT_REACHED once the allowance is used', async () => {
      const { cookie, user } = await signUpWithAllowanceUsed();
      const refusal = await (async () => {
        try {
          const events = await trpcClient(cookie).speech.generateStream.mutate(INPUT);
          for await (const _event of events) {
            // Nothing is written.
          }
        } catch (error) {
          return error;
        }
        return undefined;
      })();
      expect(refusal).toBeInstanceOf(TRPCClientError);
      expect(refusal).toMatchObject({
        message: MESSAGES.freeLimitReached.message,
        data: { code: 'FORBIDDEN', appCode: 'LIMIT_REACHED' },
      });
      expect(await speechesUsed(user.id)).toBe(3);
    });

    it('writes the speech to the end, saves and counts it when the client leaves after the first text', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const pausing = pausingWriter();
      writer = pausing.writer;
      const client = new AbortController();
      const clientLeft = serverSeesClientLeave('/trpc/speech.generateStream');
      const events = await trpcClient(cookie).speech.generateStream.mutate(INPUT, {
        signal: client.signal,
      });
      const first = await events[Symbol.asyncIterator]().next();
      expect(first.value).toEqual({ type: 'text', text: FIRST_LINE });
      client.abort();
      await clientLeft;
      pausing.goOn();
      await expectFinishedWithoutTheClient(cookie, user.id);
    });
  });

  describe('no speech from another site', () => {
    it('has no GET that starts a generation, even without Fetch Metadata', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const url = `${baseUrl}/trpc/speech.generateStream?input=${encodeURIComponent(JSON.stringify(INPUT))}`;
      // As an old browser follows a link from another site: the cookie, no Origin, no Sec-Fetch-*.
      const response = await fetch(url, { headers: { cookie, accept: 'text/event-stream' } });
      await response.arrayBuffer();
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await speechesUsed(user.id)).toBe(0);
      expect(await reservations(user.id)).toBe(0);
    });

    it('refuses a POST from another origin without Fetch Metadata', async () => {
      const { cookie, user } = await signUpUser(t.app);
      for (const path of ['/api/speeches/generate', '/trpc/speech.generateStream']) {
        const response = await fetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers: {
            cookie,
            origin: 'https://evil.example',
            'content-type': 'text/plain',
            accept: 'text/event-stream',
          },
          body: JSON.stringify(INPUT),
        });
        await response.arrayBuffer();
        expect(response.status, path).toBe(403);
      }
      expect(await speechesUsed(user.id)).toBe(0);
    });
  });
});
