import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '@rally/db/testing';
import {
  FIRST_VOICE_CHUNK_MAX_CHARS,
  MESSAGES,
  VOICE_CHUNK_MAX_CHARS,
  splitTextIntoChunks,
} from '@rally/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFsAudioStore } from '../src/providers/audio-store/fs.ts';
import { createLocalVoice } from '../src/providers/voice/local.ts';
import { mp3AudioFrames } from '../src/providers/voice/mp3.ts';
import { createOpenAISpeechVoice } from '../src/providers/voice/openai-speech.ts';
import { createPollyVoice } from '../src/providers/voice/polly.ts';
import type { VoiceProviders } from '../src/providers/voice/index.ts';
import type { VoiceProvider } from '../src/providers/voice/types.ts';
import type { AudioDescription } from '../src/services/audio/description.ts';
import { SYNTHESIS_CONCURRENCY } from '../src/services/audio/synthesis.ts';
import { insertSpeechToRecord, SHORT_SPEECH } from './audio-helpers.ts';
import { buildTestApp, call, expectStatus, userSignUps } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { concat, fakeSpeech } from './mocks/fake-mp3.ts';
import { startOpenAIMock } from './mocks/openai-mock.ts';
import type { OpenAIMock, SpeechReply, SpeechRequest } from './mocks/openai-mock.ts';
import { startPollyMock } from './mocks/polly-mock.ts';
import type { PollyMock, SynthesizeReply, SynthesizeRequest } from './mocks/polly-mock.ts';

/** About 2500 words in 25 paragraphs: many chunks for every provider. */
function extendedSpeech(): string {
  return Array.from({ length: 25 }, (_, paragraph) =>
    Array.from(
      { length: 10 },
      (_, sentence) =>
        `Step ${paragraph + 1}.${sentence + 1} is yours to take, so breathe deeply and keep moving toward the goal you chose.`,
    ).join(' '),
  ).join('\n\n');
}

const speechFor = (request: SpeechRequest): SpeechReply => ({ audio: fakeSpeech(request.input) });
const pollySpeechFor = (request: SynthesizeRequest): SynthesizeReply => ({
  audio: fakeSpeech(request.Text),
});

/** Counts how many calls are in a provider at once, around the real adapter. */
function countingConcurrency(provider: VoiceProvider) {
  const counter = { current: 0, most: 0 };
  const counted: VoiceProvider = {
    name: provider.name,
    maxChunkChars: provider.maxChunkChars,
    listVoices: () => provider.listVoices(),
    async synthesize(text, options) {
      counter.current += 1;
      counter.most = Math.max(counter.most, counter.current);
      try {
        return await provider.synthesize(text, options);
      } finally {
        counter.current -= 1;
      }
    },
  };
  return { counted, counter };
}

describe.each(testDatabases())('speech audio on %s', (kind) => {
  let t: TestApp;
  let openai: OpenAIMock;
  let polly: PollyMock;
  let audioDir: string;
  let voices: VoiceProviders;
  let concurrency: { current: number; most: number };
  // Tests swap what the mock services answer; the defaults are back after each test.
  let openaiSpeech: (request: SpeechRequest, call: number) => SpeechReply = speechFor;
  let pollySpeech: (request: SynthesizeRequest, call: number) => SynthesizeReply = pollySpeechFor;
  /** A new signed-in user, from an address of its own. */
  let signUp: ReturnType<typeof userSignUps>;
  const localVoice = createLocalVoice({ poolSize: 1 });

  beforeAll(async () => {
    openai = await startOpenAIMock({ speech: (request, n) => openaiSpeech(request, n) });
    polly = await startPollyMock({ synthesize: (request, n) => pollySpeech(request, n) });
    audioDir = await mkdtemp(join(tmpdir(), 'rally-audio-'));
    const { counted, counter } = countingConcurrency(
      createOpenAISpeechVoice({
        apiKey: 'test-key',
        baseURL: openai.baseURL,
        model: 'gpt-4o-mini-tts',
      }),
    );
    concurrency = counter;
    voices = {
      primary: counted,
      alternate: createPollyVoice({
        region: 'us-east-1',
        accessKeyId: 'test',
        secretAccessKey: 'test',
        endpoint: polly.endpoint,
      }),
    };
    t = await buildTestApp(kind, {}, { voices, audioStore: createFsAudioStore(audioDir) });
    signUp = userSignUps(t.app, 1);
  });
  afterEach(() => {
    openaiSpeech = speechFor;
    pollySpeech = pollySpeechFor;
    t.deps.providers.voices = voices;
  });
  afterAll(async () => {
    await localVoice.close?.();
    await t.close();
    await openai.close();
    await polly.close();
    await rm(audioDir, { recursive: true, force: true });
  });

  const speechOf = (userId: string, content = SHORT_SPEECH) =>
    insertSpeechToRecord(t.deps.db, userId, content);

  const postAudio = (
    cookie: string | undefined,
    speechId: number | string,
    payload: object = { voice: 'nova' },
    headers: Record<string, string> = {},
  ) =>
    call(t.app, {
      method: 'POST',
      url: `/api/speeches/${speechId}/audio`,
      payload,
      cookie,
      headers,
    });

  const prepareAudio = (cookie: string, speechId: number, voice: string) =>
    call(t.app, {
      method: 'POST',
      url: '/trpc/audio.prepare',
      payload: { speechId, voice },
      cookie,
    });

  const openaiInputs = () =>
    openai.requests
      .filter((request) => request.path === '/v1/audio/speech')
      .map((request) => (request.body as SpeechRequest).input);
  const pollyCalls = () => polly.requests.filter((request) => request.path === '/v1/speech').length;
  const audioRows = (speechId: number) =>
    t.deps.db.selectFrom('speechAudio').selectAll().where('speechId', '=', speechId).execute();
  const audioUrlOf = async (speechId: number) =>
    (
      await t.deps.db
        .selectFrom('speeches')
        .select('audioUrl')
        .where('id', '=', speechId)
        .executeTakeFirstOrThrow()
    ).audioUrl;

  /** The MP3 the mocks make for these chunks, joined in order. */
  const expectedAudio = (chunks: string[]) => concat(chunks.map((chunk) => fakeSpeech(chunk)));
  const chunksOf = (text: string, maxChars: number) =>
    splitTextIntoChunks(text, maxChars, FIRST_VOICE_CHUNK_MAX_CHARS);

  /** Compares bytes directly: a deep equality over megabytes of numbers is very slow. */
  function expectSameBytes(actual: Uint8Array, expected: Uint8Array) {
    expect(actual.length).toBe(expected.length);
    expect(Buffer.from(actual).equals(Buffer.from(expected))).toBe(true);
  }

  function expectMp3(response: LightMyRequestResponse, status = 200) {
    expectStatus(response, status);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    return new Uint8Array(response.rawPayload);
  }

  describe('GET /api/voices', () => {
    it("lists the primary provider's voices, then Polly's English ones with their badges", async () => {
      const response = await call(t.app, { method: 'GET', url: '/api/voices' });
      expectStatus(response, 200);
      const body = response.json() as {
        voices: { id: string; provider: string; badge: string | null; gender: string }[];
        pollyAvailable: boolean;
      };
      expect(body.pollyAvailable).toBe(true);
      expect(body.voices.slice(0, 5)).toEqual([
        expect.objectContaining({ id: 'nova', provider: 'openai', gender: 'female', badge: null }),
        expect.objectContaining({ id: 'shimmer', provider: 'openai', badge: null }),
        expect.objectContaining({ id: 'alloy', provider: 'openai', gender: 'other' }),
        expect.objectContaining({ id: 'echo', provider: 'openai', gender: 'male' }),
        expect.objectContaining({ id: 'onyx', provider: 'openai', gender: 'male' }),
      ]);
      const badges = Object.fromEntries(
        body.voices.filter((v) => v.provider === 'polly').map((v) => [v.id, v.badge]),
      );
      expect(badges).toEqual({
        joanna: 'Generative',
        matthew: 'Generative',
        danielle: 'Long-form',
        gregory: 'Long-form',
        ruth: 'Long-form',
        amy: 'Generative',
        brian: 'Neural',
      });
    });

    it('says Polly is not available when it is not configured, and answers through tRPC too', async () => {
      t.deps.providers.voices = { primary: voices.primary, alternate: null };
      const response = await call(t.app, { method: 'GET', url: '/trpc/voice.list' });
      expectStatus(response, 200);
      const body = response.json().result.data as {
        voices: { id: string }[];
        pollyAvailable: boolean;
      };
      expect(body.pollyAvailable).toBe(false);
      expect(body.voices.map((v) => v.id)).toEqual(['nova', 'shimmer', 'alloy', 'echo', 'onyx']);
    });
  });

  it('carries on without Polly when it cannot be reached', async () => {
    t.deps.providers.voices = {
      primary: voices.primary,
      alternate: createPollyVoice({
        region: 'us-east-1',
        accessKeyId: 'test',
        secretAccessKey: 'test',
        endpoint: 'http://127.0.0.1:9',
      }),
    };
    const list = await call(t.app, { method: 'GET', url: '/api/voices' });
    expectStatus(list, 200);
    expect(list.json()).toMatchObject({ pollyAvailable: false });
    expect(list.json().voices).toHaveLength(5);

    const { cookie, userId } = await signUp();
    const speech = await speechOf(userId);
    // A Polly voice may exist, but cannot be spoken now; the primary's voices still can.
    const polly = await postAudio(cookie, speech.id, { voice: 'joanna' });
    expectStatus(polly, 503);
    expect(polly.json().message).toBe(MESSAGES.audioFailed.message);
    expectMp3(await postAudio(cookie, speech.id, { voice: 'nova' }));
  });

  describe('POST /api/speeches/{id}/audio', () => {
    it('refuses a signed-out request with 401', async () => {
      const { userId } = await signUp();
      const speech = await speechOf(userId);
      expectStatus(await postAudio(undefined, speech.id), 401);
    });

    it("answers 404 for someone else's speech and for an unknown one, calling no provider", async () => {
      const owner = await signUp();
      const other = await signUp();
      const speech = await speechOf(owner.userId);
      const before = openaiInputs().length;
      expectStatus(await postAudio(other.cookie, speech.id), 404);
      expectStatus(await postAudio(other.cookie, 2_000_000_000), 404);
      expectStatus(await postAudio(other.cookie, 99_999_999_999), 404);
      expect(openaiInputs().length).toBe(before);
    });

    it('answers 400 for a voice no provider has', async () => {
      const { cookie, userId } = await signUp();
      const speech = await speechOf(userId);
      const response = await postAudio(cookie, speech.id, { voice: 'robot' });
      expectStatus(response, 400);
      expect(response.json().message).toMatch(/Unknown voice 'robot'/);
    });

    it('streams a new MP3 in order, stores it, and serves the same request from the store', async () => {
      const { cookie, userId } = await signUp();
      const speech = await speechOf(userId);
      const before = openaiInputs().length;

      const first = await postAudio(cookie, speech.id);
      const bytes = expectMp3(first);
      expect(first.headers['content-length']).toBeUndefined();
      expect(first.headers['transfer-encoding']).toBe('chunked');
      expect(first.headers['x-voice-provider']).toBe('openai');
      const chunks = chunksOf(SHORT_SPEECH, VOICE_CHUNK_MAX_CHARS.openai);
      expect(chunks.length).toBe(2);
      expectSameBytes(bytes, expectedAudio(chunks));
      expect(openaiInputs().slice(before)).toEqual(chunks);

      const [row] = await audioRows(speech.id);
      expect(row).toMatchObject({ voice: 'nova', provider: 'openai', byteLength: bytes.length });
      expect(row?.chunkDurationsMs).toEqual(
        chunks.map((chunk) => mp3AudioFrames(fakeSpeech(chunk)).durationMs),
      );
      expect(await audioUrlOf(speech.id)).toBe(`/api/speeches/${speech.id}/audio/${row?.id}.mp3`);

      // The same request again, with a voice id cut at its hyphen: from the store.
      const second = await postAudio(cookie, speech.id, { voice: 'nova-hd' });
      expectSameBytes(expectMp3(second), bytes);
      expect(second.headers['content-length']).toBe(String(bytes.length));
      expect(second.headers['accept-ranges']).toBe('bytes');
      expect(openaiInputs().length).toBe(before + chunks.length);
    });

    it('answers a stored recording with its URL and no bytes when asked for the minimal answer', async () => {
      const { cookie, userId } = await signUp();
      const speech = await speechOf(userId);
      const minimal = { prefer: 'respond-async, return=minimal' };
      // Nothing stored yet: the new recording streams as usual.
      const first = await postAudio(cookie, speech.id, { voice: 'shimmer' }, minimal);
      const bytes = expectMp3(first);
      expect(first.headers['preference-applied']).toBeUndefined();
      const before = openaiInputs().length;

      const located = await postAudio(cookie, speech.id, { voice: 'shimmer' }, minimal);
      expectStatus(located, 204);
      expect(located.rawPayload.length).toBe(0);
      expect(located.headers).toMatchObject({
        'preference-applied': 'return=minimal',
        'x-audio-url': await audioUrlOf(speech.id),
        'x-voice-provider': 'openai',
        'x-voice': 'shimmer',
      });
      expect(openaiInputs().length).toBe(before);

      // Its file gone, it is recorded again and streamed, minimal or not.
      await rm(join(audioDir, 'speeches', String(speech.id)), { recursive: true, force: true });
      const again = await postAudio(cookie, speech.id, { voice: 'shimmer' }, minimal);
      expectSameBytes(expectMp3(again), bytes);
      expect(openaiInputs().length).toBeGreaterThan(before);
    });

    it('honours a Range on the stored audio, at the POST and at the audio URL', async () => {
      const { cookie, userId } = await signUp();
      const speech = await speechOf(userId);
      const whole = expectMp3(await postAudio(cookie, speech.id, { voice: 'echo' }));
      const audioUrl = await audioUrlOf(speech.id);
      expect(audioUrl).not.toBeNull();

      const ranged = await postAudio(
        cookie,
        speech.id,
        { voice: 'echo' },
        { range: 'bytes=100-299' },
      );
      expectSameBytes(expectMp3(ranged, 206), whole.subarray(100, 300));
      expect(ranged.headers['content-range']).toBe(`bytes 100-299/${whole.length}`);
      expect(ranged.headers['content-length']).toBe('200');

      const get = (range?: string, asCookie = cookie) =>
        call(t.app, {
          method: 'GET',
          url: audioUrl ?? '',
          cookie: asCookie,
          headers: range ? { range } : {},
        });
      expectSameBytes(expectMp3(await get()), whole);
      const tail = await get('bytes=-50');
      expectSameBytes(expectMp3(tail, 206), whole.subarray(whole.length - 50));
      const open = await get(`bytes=${whole.length - 10}-`);
      expectSameBytes(expectMp3(open, 206), whole.subarray(whole.length - 10));
      const outside = await get(`bytes=${whole.length}-`);
      expectStatus(outside, 416);
      expect(outside.headers['content-range']).toBe(`bytes */${whole.length}`);

      const stranger = await signUp();
      expectStatus(await get(undefined, stranger.cookie), 404);
      expectStatus(
        await call(t.app, {
          method: 'GET',
          url: `/api/speeches/${speech.id}/audio/nope.mp3`,
          cookie,
        }),
        404,
      );
    });

    it('synthesises an extended speech in many chunks, at most three at a time, joined in order', async () => {
      const { cookie, userId } = await signUp();
      const content = extendedSpeech();
      expect(content.split(/\s+/).length).toBeGreaterThan(2400);
      const speech = await speechOf(userId, content);
      // Earlier chunks answer more slowly, so later ones finish first.
      openaiSpeech = (request, n) => ({
        audio: fakeSpeech(request.input),
        delayMs: Math.max(0, 120 - n * 20),
      });
      const before = openaiInputs().length;
      concurrency.most = 0;

      const bytes = expectMp3(await postAudio(cookie, speech.id, { voice: 'shimmer' }));
      const chunks = chunksOf(content, VOICE_CHUNK_MAX_CHARS.openai);
      expect(chunks.length).toBeGreaterThanOrEqual(5);
      for (const chunk of chunks)
        expect(chunk.length).toBeLessThanOrEqual(VOICE_CHUNK_MAX_CHARS.openai);
      expect(new Set(openaiInputs().slice(before))).toEqual(new Set(chunks));
      expectSameBytes(bytes, expectedAudio(chunks));
      expect(concurrency.most).toBe(SYNTHESIS_CONCURRENCY);

      // The timings the player highlights sentences with: one entry per chunk, back to back.
      const described = await call(t.app, {
        method: 'GET',
        url: `/trpc/audio.describe?input=${encodeURIComponent(JSON.stringify({ speechId: speech.id, voice: 'shimmer' }))}`,
        cookie,
      });
      expectStatus(described, 200);
      const description = described.json().result.data as AudioDescription;
      const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
      expect(
        description.chunks.map((chunk) => withoutSpaces(content.slice(chunk.start, chunk.end))),
      ).toEqual(chunks.map(withoutSpaces));
      expect(description.chunks[0]?.start).toBe(0);
      const last = description.chunks.at(-1);
      expect((last?.startMs ?? 0) + (last?.durationMs ?? 0)).toBe(description.durationMs);
      expect(description.durationMs).toBe(mp3AudioFrames(bytes).durationMs);
    });

    it('reads an extended speech with a Polly voice in chunks Polly accepts', async () => {
      const { cookie, userId } = await signUp();
      const content = extendedSpeech();
      const speech = await speechOf(userId, content);
      const before = pollyCalls();
      const response = await postAudio(cookie, speech.id, { voice: 'ruth' });
      const chunks = chunksOf(content, VOICE_CHUNK_MAX_CHARS.polly);
      expectSameBytes(expectMp3(response), expectedAudio(chunks));
      expect(response.headers['x-voice-provider']).toBe('polly');
      expect(pollyCalls() - before).toBe(chunks.length);
      expect(chunks.length).toBeGreaterThan(chunksOf(content, VOICE_CHUNK_MAX_CHARS.openai).length);
    });

    it('has the alternate provider speak when the first one fails, and caches only that', async () => {
      const { cookie, userId } = await signUp();
      const speech = await speechOf(userId);
      openaiSpeech = () => ({ error: { status: 400, message: 'This voice is unavailable.' } });
      const pollyBefore = pollyCalls();

      const response = await postAudio(cookie, speech.id, { voice: 'nova' });
      const chunks = chunksOf(SHORT_SPEECH, VOICE_CHUNK_MAX_CHARS.polly);
      expectSameBytes(expectMp3(response), expectedAudio(chunks));
      expect(response.headers['x-voice-provider']).toBe('polly');
      expect(response.headers['x-voice']).toBe('joanna');
      expect(pollyCalls() - pollyBefore).toBe(chunks.length);
      expect(await audioRows(speech.id)).toEqual([
        expect.objectContaining({ provider: 'polly', voice: 'joanna' }),
      ]);

      // While the first provider is still down, the stand-in's stored audio is served.
      const again = await postAudio(cookie, speech.id, { voice: 'nova' });
      expect(again.headers['x-voice']).toBe('joanna');
      expect(again.headers['content-length']).toBeDefined();
      expect(pollyCalls() - pollyBefore).toBe(chunks.length);
    });

    it("answers 503 with the spec's message when every provider fails, storing nothing", async () => {
      const { cookie, userId } = await signUp();
      const speech = await speechOf(userId);
      openaiSpeech = () => ({ error: { status: 400, message: 'secret upstream detail' } });
      pollySpeech = () => ({ error: { status: 400, type: 'ValidationException', message: 'no' } });

      const response = await postAudio(cookie, speech.id, { voice: 'onyx' });
      expectStatus(response, 503);
      expect(response.json().message).toBe(MESSAGES.audioFailed.message);
      expect(response.body).not.toContain('secret upstream detail');

      t.deps.providers.voices = { primary: voices.primary, alternate: null };
      const alone = await postAudio(cookie, speech.id, { voice: 'onyx' });
      expectStatus(alone, 503);
      expect(alone.json().message).toBe(MESSAGES.audioFailed.message);

      expect(await audioRows(speech.id)).toEqual([]);
      expect(await audioUrlOf(speech.id)).toBeNull();
    });

    it('cuts the stream and stores nothing when a later chunk fails', async () => {
      const { cookie, userId } = await signUp();
      const speech = await speechOf(userId, extendedSpeech());
      const failing = chunksOf(speech.content, VOICE_CHUNK_MAX_CHARS.openai)[2];
      openaiSpeech = (request) =>
        request.input === failing
          ? { error: { status: 400, message: 'refused' } }
          : { audio: fakeSpeech(request.input) };
      // The status and the first chunk are sent before the third chunk fails: the connection is cut.
      await expect(postAudio(cookie, speech.id, { voice: 'alloy' })).rejects.toThrow(
        /destroyed before completion/,
      );
      expect(await audioRows(speech.id)).toEqual([]);
      expect(await audioUrlOf(speech.id)).toBeNull();
    });

    it('synthesises again when the stored file has gone', async () => {
      const { cookie, userId } = await signUp();
      const speech = await speechOf(userId);
      const first = expectMp3(await postAudio(cookie, speech.id, { voice: 'alloy' }));
      const before = openaiInputs().length;
      await rm(join(audioDir, 'speeches', String(speech.id)), { recursive: true, force: true });

      const again = await postAudio(cookie, speech.id, { voice: 'alloy' });
      expectSameBytes(expectMp3(again), first);
      expect(openaiInputs().length).toBeGreaterThan(before);
      expect(await readdir(join(audioDir, 'speeches', String(speech.id)))).toHaveLength(1);
      expect(await audioRows(speech.id)).toHaveLength(1);
    });

    it('speaks with the built-in voice when no voice service is configured', async () => {
      t.deps.providers.voices = { primary: localVoice, alternate: null };
      const { cookie, userId } = await signUp();
      const speech = await speechOf(userId);
      const response = await postAudio(cookie, speech.id, { voice: 'onyx' });
      const bytes = expectMp3(response);
      expect(response.headers['x-voice-provider']).toBe('local');
      const [row] = await audioRows(speech.id);
      expect(row).toMatchObject({ provider: 'local', voice: 'onyx', byteLength: bytes.length });
      expect(row?.chunkDurationsMs).toHaveLength(2);
      // Real speech: several seconds for these five sentences.
      expect(mp3AudioFrames(bytes).durationMs).toBeGreaterThan(10_000);
      expect(row?.durationMs).toBe(mp3AudioFrames(bytes).durationMs);
    });

    it('refuses the 31st new recording a user starts in an hour, on both faces, and still plays stored ones', async () => {
      const { cookie, userId } = await signUp();
      const other = await signUp();
      const openaiVoices = ['nova', 'shimmer', 'alloy', 'echo', 'onyx'];
      const recorded = await Promise.all(Array.from({ length: 6 }, () => speechOf(userId)));
      const unrecorded = await speechOf(userId);
      for (const [index, speech] of recorded.entries()) {
        for (const voice of openaiVoices) {
          // The first recording falls to the stand-in voice: still one recording, counted once.
          const standIn = index === 0 && voice === 'nova';
          openaiSpeech = standIn ? () => ({ error: { status: 500, message: 'down' } }) : speechFor;
          const response = await postAudio(cookie, speech.id, { voice });
          expectMp3(response);
          expect(response.headers['x-voice-provider']).toBe(standIn ? 'polly' : 'openai');
        }
      }
      const providerCalls = openaiInputs().length + pollyCalls();

      const refused = await postAudio(cookie, unrecorded.id, { voice: 'nova' });
      expectStatus(refused, 429);
      expect(refused.json().message).toMatch(
        /^Too many new recordings started\. Please wait 60 minutes and try again\.$/,
      );
      const viaTrpc = await prepareAudio(cookie, unrecorded.id, 'echo');
      expectStatus(viaTrpc, 429);
      expect(viaTrpc.json().error.message).toMatch(/^Too many new recordings started/);
      expect(openaiInputs().length + pollyCalls()).toBe(providerCalls);
      expect(await audioRows(unrecorded.id)).toEqual([]);

      // Stored recordings cost nothing and still play; another user is counted apart.
      const stored = await postAudio(cookie, recorded.at(-1)?.id ?? 0, { voice: 'alloy' });
      expectMp3(stored);
      expect(stored.headers['x-audio-url']).toBeDefined();
      expectMp3(
        await postAudio(other.cookie, (await speechOf(other.userId)).id, { voice: 'nova' }),
      );
    });

    it('prepares the audio through tRPC and describes it', async () => {
      const { cookie, userId } = await signUp();
      const speech = await speechOf(userId);
      const none = await call(t.app, {
        method: 'GET',
        url: `/trpc/audio.describe?input=${encodeURIComponent(JSON.stringify({ speechId: speech.id, voice: 'echo' }))}`,
        cookie,
      });
      expect(none.json().result.data).toBeNull();
      const prepared = await prepareAudio(cookie, speech.id, 'echo');
      expectStatus(prepared, 200);
      const description = prepared.json().result.data as AudioDescription;
      expect(description).toMatchObject({
        audioUrl: await audioUrlOf(speech.id),
        speaker: { provider: 'openai', voice: 'echo' },
      });
      expect(description.chunks).toHaveLength(2);

      // Prepared again: described from the store, without reading its bytes or a provider.
      const before = openaiInputs().length;
      const again = await prepareAudio(cookie, speech.id, 'echo');
      expect(again.json().result.data).toEqual(description);
      expect(openaiInputs().length).toBe(before);
    });

    it('describes the chunks as they were recorded, never by splitting the text again', async () => {
      const { cookie, userId } = await signUp();
      const speech = await speechOf(userId);
      expectMp3(await postAudio(cookie, speech.id, { voice: 'onyx' }));
      const [row] = await audioRows(speech.id);
      const chunks = chunksOf(SHORT_SPEECH, VOICE_CHUNK_MAX_CHARS.openai);
      const firstEnd = SHORT_SPEECH.indexOf(chunks[0] ?? '') + (chunks[0] ?? '').length;
      expect(row?.chunkTextEnds).toEqual([firstEnd, SHORT_SPEECH.length]);
      const describe = async () => {
        const answer = await call(t.app, {
          method: 'GET',
          url: `/trpc/audio.describe?input=${encodeURIComponent(JSON.stringify({ speechId: speech.id, voice: 'onyx' }))}`,
          cookie,
        });
        return (answer.json().result.data as AudioDescription).chunks;
      };
      const [first, second] = row?.chunkDurationsMs ?? [];
      expect(await describe()).toEqual([
        { start: 0, end: firstEnd, startMs: 0, durationMs: first },
        { start: firstEnd, end: SHORT_SPEECH.length, startMs: first, durationMs: second },
      ]);

      // Ends that today's limits would not give are still the ones described.
      await t.deps.db
        .updateTable('speechAudio')
        .set({ chunkTextEnds: JSON.stringify([10, SHORT_SPEECH.length]) })
        .where('id', '=', row?.id ?? 0)
        .execute();
      expect((await describe()).map(({ start, end }) => [start, end])).toEqual([
        [0, 10],
        [10, SHORT_SPEECH.length],
      ]);

      // Audio stored before the ends were kept has no chunk timings (the player spreads the text).
      await t.deps.db
        .updateTable('speechAudio')
        .set({ chunkTextEnds: null })
        .where('id', '=', row?.id ?? 0)
        .execute();
      expect(await describe()).toEqual([]);
    });
  });
});
