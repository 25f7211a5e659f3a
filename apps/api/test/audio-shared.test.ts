import { testDatabases } from '@rally/db/testing';
import {
  FALLBACK_VOICES,
  FIRST_VOICE_CHUNK_MAX_CHARS,
  VOICE_CHUNK_MAX_CHARS,
  splitTextIntoChunks,
} from '@rally/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VoiceProvider } from '../src/providers/voice/types.ts';
import { VoiceError } from '../src/providers/voice/types.ts';
import { buildServer } from '../src/server.ts';
import { synthesisQueueOf } from '../src/services/audio/synthesis.ts';
import { insertSpeechToRecord, SHORT_SPEECH } from './audio-helpers.ts';
import { buildTestApp, userSignUps } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { concat, fakeSpeech } from './mocks/fake-mp3.ts';

const CHUNKS = splitTextIntoChunks(
  SHORT_SPEECH,
  VOICE_CHUNK_MAX_CHARS.openai,
  FIRST_VOICE_CHUNK_MAX_CHARS,
);
const WHOLE_AUDIO = concat(CHUNKS.map((chunk) => fakeSpeech(chunk)));
const VOICES = FALLBACK_VOICES.map((voice) => voice.id);
/** New recordings a user may start in an hour (see throttles.ts). */
const RECORDINGS_PER_HOUR = 30;

interface Call {
  text: string;
  voice: string;
  finish(): void;
}

/**
 * A voice provider the test drives: every call is recorded in the order it starts, and finishes at
 * once unless `hold` says the test will finish it.
 */
function drivenVoice(concurrency?: number) {
  const calls: Call[] = [];
  let hold: (text: string) => boolean = () => false;
  const provider: VoiceProvider = {
    name: 'openai',
    maxChunkChars: VOICE_CHUNK_MAX_CHARS.openai,
    concurrency,
    listVoices: () =>
      Promise.resolve(FALLBACK_VOICES.map((voice) => ({ ...voice, provider: 'openai' as const }))),
    synthesize: (text, { voice, signal }) =>
      new Promise<Uint8Array>((resolve, reject) => {
        const finish = () => resolve(fakeSpeech(text));
        calls.push({ text, voice, finish });
        signal?.addEventListener('abort', () => reject(new VoiceError('aborted')), { once: true });
        if (!hold(text)) finish();
      }),
  };
  return {
    provider,
    calls,
    holdWhen(predicate: (text: string) => boolean) {
      hold = predicate;
    },
  };
}

describe.each(testDatabases())('audio recorded once, users served in turn, on %s', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;
  const origins = new Map<FastifyInstance, string>();
  const voice = drivenVoice();
  /** A new signed-in user, from an address of its own. */
  let signUp: ReturnType<typeof userSignUps>;

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { voices: { primary: voice.provider, alternate: null } });
    // A second server on the same database, as behind a load balancer: its own memory, its own
    // rate-limit counters.
    other = await buildServer({ ...t.deps, providers: { ...t.deps.providers } });
    signUp = userSignUps(t.app, 2);
    for (const app of [t.app, other]) {
      origins.set(app, await app.listen({ host: '127.0.0.1', port: 0 }));
    }
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const speechOf = (userId: string) => insertSpeechToRecord(t.deps.db, userId);

  /** Over a real socket: the promise settles with the status and headers, before the whole body. */
  function postAudio(app: FastifyInstance, cookie: string, speechId: number, voiceId = 'nova') {
    const origin = origins.get(app) ?? '';
    return fetch(`${origin}/api/speeches/${speechId}/audio`, {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ voice: voiceId }),
    });
  }

  async function expectWholeAudio(response: Response) {
    expect(response.status, await response.clone().text()).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(Buffer.from(WHOLE_AUDIO))).toBe(true);
  }

  /** Starts `count` new recordings of the user's, one after the other; their statuses. */
  async function newRecordings(
    app: FastifyInstance,
    user: { cookie: string; userId: string },
    count: number,
  ) {
    const speeches = await Promise.all(
      Array.from({ length: Math.ceil(count / VOICES.length) }, () => speechOf(user.userId)),
    );
    const statuses: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const speech = speeches[Math.floor(index / VOICES.length)];
      const response = await postAudio(
        app,
        user.cookie,
        speech?.id ?? 0,
        VOICES[index % VOICES.length],
      );
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    return statuses;
  }

  it('records once for 10 simultaneous first requests, each gets the whole audio, and counts it once', async () => {
    const user = await signUp();
    const speech = await speechOf(user.userId);
    const before = voice.calls.length;
    // The last chunk waits until every request has its first bytes: all ten are first requests.
    voice.holdWhen((text) => text === CHUNKS.at(-1));

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postAudio(t.app, user.cookie, speech.id)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    voice.holdWhen(() => false);
    for (const held of voice.calls.slice(before)) held.finish();
    for (const response of responses) await expectWholeAudio(response);
    expect(voice.calls.slice(before).map((c) => c.text)).toEqual(CHUNKS);

    // One recording counted: 29 more fit in the hour, the 30th does not.
    const statuses = await newRecordings(t.app, user, RECORDINGS_PER_HOUR);
    expect(statuses).toEqual([...Array(RECORDINGS_PER_HOUR - 1).fill(200), 429]);
  });

  it('records once across two servers on one database, and only the recording server counts it', async () => {
    const user = await signUp();
    const speech = await speechOf(user.userId);
    const before = voice.calls.length;
    voice.holdWhen((text) => text === CHUNKS.at(-1));

    // The first server starts the recording; then requests reach both servers while it is made.
    const first = await postAudio(t.app, user.cookie, speech.id);
    const onFirst = Array.from({ length: 4 }, () => postAudio(t.app, user.cookie, speech.id));
    const onOther = Array.from({ length: 5 }, () => postAudio(other, user.cookie, speech.id));
    // The other server's requests wait for the stored audio: they answer once it is there.
    const sameServer = await Promise.all(onFirst);
    voice.holdWhen(() => false);
    for (const held of voice.calls.slice(before)) held.finish();
    for (const response of [first, ...sameServer, ...(await Promise.all(onOther))]) {
      await expectWholeAudio(response);
    }
    expect(voice.calls.slice(before).map((c) => c.text)).toEqual(CHUNKS);

    // The other server counted none of its five; the first counted one.
    expect(await newRecordings(other, user, RECORDINGS_PER_HOUR + 1)).toEqual([
      ...Array(RECORDINGS_PER_HOUR).fill(200),
      429,
    ]);
    expect(await newRecordings(t.app, user, RECORDINGS_PER_HOUR)).toEqual([
      ...Array(RECORDINGS_PER_HOUR - 1).fill(200),
      429,
    ]);
  });

  it("starts another user's first chunk next while 10 users' 30 recordings wait", async () => {
    const driven = drivenVoice(1);
    t.deps.providers.voices = { primary: driven.provider, alternate: null };
    driven.holdWhen(() => true);
    const demoUsers = await Promise.all(Array.from({ length: 10 }, () => signUp()));
    const latecomer = await signUp();
    const demoSpeeches = await Promise.all(demoUsers.map((user) => speechOf(user.userId)));

    const queued = demoUsers.flatMap((user, index) =>
      ['nova', 'echo', 'onyx'].map((voiceId) =>
        postAudio(t.app, user.cookie, demoSpeeches[index]?.id ?? 0, voiceId),
      ),
    );
    // One chunk is being synthesised; the other 59 (30 recordings of two chunks) wait their turn.
    const queue = synthesisQueueOf(t.deps, driven.provider);
    // Waits for a state, not a time: 30 requests through sign-in checks and the database can take
    // longer than vi.waitFor's default second on a loaded machine (it did in a CI run).
    const untilQueued = { timeout: 30_000 };
    await vi.waitFor(() => expect(driven.calls.length + queue.waiting).toBe(60), untilQueued);
    expect(driven.calls).toHaveLength(1);

    const latecomerSpeech = await speechOf(latecomer.userId);
    const latecomerAudio = postAudio(t.app, latecomer.cookie, latecomerSpeech.id, 'alloy');
    await vi.waitFor(() => expect(queue.waiting).toBe(61), untilQueued);
    driven.calls[0]?.finish();
    await vi.waitFor(() => expect(driven.calls).toHaveLength(2), untilQueued);
    expect(driven.calls[1]).toMatchObject({ voice: 'alloy', text: CHUNKS[0] });

    // Everyone is served from there: the rest finish as they start.
    driven.holdWhen(() => false);
    for (const started of driven.calls) started.finish();
    const answers = await Promise.all([latecomerAudio, ...queued]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(31).fill(200));
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    t.deps.providers.voices = { primary: voice.provider, alternate: null };
  });
});
