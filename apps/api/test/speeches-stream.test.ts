import { testDatabases } from '@rally/db/testing';
import { MESSAGES } from '@rally/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalWriter } from '../src/providers/writer/local.ts';
import { WriterError } from '../src/providers/writer/types.ts';
import type { SpeechWriter } from '../src/providers/writer/types.ts';
import { buildTestApp, signUpUser, type TestApp } from './helpers.ts';

const INPUT = {
  context: 'I am running my first half marathon on Sunday and my legs feel heavy.',
  tone: 'energetic',
  voiceStyle: 'warm',
  duration: 'short',
} as const;

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

/** A writer that writes one sentence, then waits until it is cancelled. */
function stallingWriter() {
  let reportAbort: (reason: unknown) => void = () => undefined;
  const aborted = new Promise<unknown>((resolve) => {
    reportAbort = resolve;
  });
  const writer: SpeechWriter = {
    name: 'local',
    async *write(_brief, { signal } = {}) {
      yield 'Your legs have carried you this far.';
      await new Promise<never>((_resolve, reject) => {
        signal?.addEventListener(
          'abort',
          () => {
            reportAbort(signal.reason);
            reject(new WriterError('aborted', { cause: signal.reason }));
          },
          { once: true },
        );
      });
    },
  };
  return { writer, aborted };
}

describe.each(testDatabases())('the speech stream on %s', (kind) => {
  let t: TestApp;
  let baseUrl = '';
  const localWriter = createLocalWriter();
  let writer: SpeechWriter = localWriter;

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      {},
      { writer: { name: 'local', write: (brief, options) => writer.write(brief, options) } },
    );
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(() => {
    writer = localWriter;
  });
  afterAll(async () => {
    // fetch keeps its connections alive for a few seconds; the server need not wait for them.
    t.app.server.closeAllConnections();
    await t.close();
  });

  const speechesUsed = async (userId: string) =>
    (
      await t.deps.db
        .selectFrom('users')
        .select('speechesUsed')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).speechesUsed;
  const speechCount = async (userId: string) =>
    (await t.deps.db.selectFrom('speeches').select('id').where('userId', '=', userId).execute())
      .length;

  /** Opens the tRPC subscription over SSE, as httpSubscriptionLink does. */
  const openStream = (cookie: string, input: object = INPUT, signal?: AbortSignal) =>
    fetch(
      `${baseUrl}/trpc/speech.generateStream?input=${encodeURIComponent(JSON.stringify(input))}`,
      { headers: { cookie, accept: 'text/event-stream' }, signal },
    );

  it('yields the text as it is written, then the saved speech', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await openStream(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');

    const events: SseEvent[] = [];
    for await (const event of sseEvents(response)) events.push(event);
    expect(events[0]?.event).toBe('connected');
    expect(events.at(-1)?.event).toBe('return');

    const messages = events
      .filter((event) => event.event === 'message')
      .map((event) => JSON.parse(event.data) as { type: string; text?: string; speech?: object });
    const pieces = messages.filter((message) => message.type === 'text');
    expect(pieces.length).toBeGreaterThan(3);
    const done = messages.at(-1);
    expect(done?.type).toBe('done');
    const speech = done?.speech as { id: number; content: string; userId: string };
    expect(speech).toMatchObject({ id: expect.any(Number), userId: user.id, tone: 'energetic' });
    expect(pieces.map((piece) => piece.text).join('')).toBe(speech.content);
    expect(await speechesUsed(user.id)).toBe(1);
    expect(await speechCount(user.id)).toBe(1);
  });

  it('ends with FORBIDDEN and LIMIT_REACHED once the allowance is used', async () => {
    const { cookie, user } = await signUpUser(t.app);
    await t.deps.db
      .updateTable('users')
      .set({ speechesUsed: 3 })
      .where('id', '=', user.id)
      .execute();
    const events: SseEvent[] = [];
    for await (const event of sseEvents(await openStream(cookie))) events.push(event);
    const error = events.find((event) => event.event === 'serialized-error');
    expect(JSON.parse(error?.data ?? 'null')).toMatchObject({
      message: MESSAGES.freeLimitReached.message,
      data: { code: 'FORBIDDEN', appCode: 'LIMIT_REACHED' },
    });
    expect(events.some((event) => event.event === 'message')).toBe(false);
    expect(await speechesUsed(user.id)).toBe(3);
  });

  it("ends with the writer's message when the writer fails, and uses nothing", async () => {
    const { cookie, user } = await signUpUser(t.app);
    writer = {
      name: 'local',
      async *write() {
        yield 'A first line.';
        throw new WriterError('unreachable');
      },
    };
    const events: SseEvent[] = [];
    for await (const event of sseEvents(await openStream(cookie))) events.push(event);
    expect(events.filter((event) => event.event === 'message')).toHaveLength(1);
    const error = events.find((event) => event.event === 'serialized-error');
    expect(JSON.parse(error?.data ?? 'null')).toMatchObject({
      message: new WriterError('unreachable').message,
      data: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(await speechesUsed(user.id)).toBe(0);
    expect(await speechCount(user.id)).toBe(0);
  });

  it('refuses a malformed input before anything is written', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await openStream(cookie, { ...INPUT, context: '' });
    const events: SseEvent[] = [];
    for await (const event of sseEvents(response)) events.push(event);
    const error = events.find((event) => event.event === 'serialized-error');
    expect(JSON.parse(error?.data ?? 'null')).toMatchObject({ data: { code: 'BAD_REQUEST' } });
    expect(await speechesUsed(user.id)).toBe(0);
  });

  it('cancels the writer and gives the speech back when the client goes away', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const stalling = stallingWriter();
    writer = stalling.writer;
    const client = new AbortController();
    const response = await openStream(cookie, INPUT, client.signal);
    for await (const event of sseEvents(response)) {
      if (event.event !== 'message') continue;
      expect(JSON.parse(event.data)).toEqual({
        type: 'text',
        text: 'Your legs have carried you this far.',
      });
      expect(await speechesUsed(user.id)).toBe(1);
      client.abort();
      break;
    }
    await expect(stalling.aborted).resolves.toBeDefined();
    await vi.waitFor(async () => expect(await speechesUsed(user.id)).toBe(0));
    expect(await speechCount(user.id)).toBe(0);
  });

  it('cancels the writer of a REST generate request whose client goes away', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const stalling = stallingWriter();
    writer = stalling.writer;
    const client = new AbortController();
    const request = fetch(`${baseUrl}/api/speeches/generate`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(INPUT),
      signal: client.signal,
    });
    await vi.waitFor(async () => expect(await speechesUsed(user.id)).toBe(1));
    client.abort();
    await expect(request).rejects.toThrow();
    await expect(stalling.aborted).resolves.toBeDefined();
    await vi.waitFor(async () => expect(await speechesUsed(user.id)).toBe(0));
    expect(await speechCount(user.id)).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(
      `${baseUrl}/trpc/speech.generateStream?input=${encodeURIComponent(JSON.stringify(INPUT))}`,
    );
    const events: SseEvent[] = [];
    for await (const event of sseEvents(response)) events.push(event);
    const error = events.find((event) => event.event === 'serialized-error');
    expect(JSON.parse(error?.data ?? 'null')).toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });
});
