import { FALLBACK_VOICES } from '@rally/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { mp3AudioFrames } from '../src/providers/voice/mp3.ts';
import { createOpenAISpeechVoice } from '../src/providers/voice/openai-speech.ts';
import { createPollyVoice } from '../src/providers/voice/polly.ts';
import { VoiceError } from '../src/providers/voice/types.ts';
import type { VoiceErrorKind, VoiceProvider } from '../src/providers/voice/types.ts';
import { FAKE_FRAME_BYTES, FAKE_FRAME_MS, concat, fakeMp3 } from './mocks/fake-mp3.ts';
import { startOpenAIMock } from './mocks/openai-mock.ts';
import type { OpenAIMock, SpeechReply, SpeechRequest } from './mocks/openai-mock.ts';
import { startPollyMock } from './mocks/polly-mock.ts';
import type { PollyMock, PollyMockOptions, SynthesizeRequest } from './mocks/polly-mock.ts';

async function voiceErrorOf(promise: Promise<unknown>): Promise<VoiceErrorKind> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof VoiceError) return error.kind;
    throw error;
  }
  throw new Error('expected a VoiceError');
}

describe('mp3AudioFrames', () => {
  it('keeps the audio frames and measures their duration', () => {
    const mp3 = fakeMp3(240);
    const audio = mp3AudioFrames(mp3);
    expect(audio.frames).toEqual(mp3);
    expect(audio.durationMs).toBe(240);
  });

  it('drops an ID3 tag and an Info frame, which would misstate the joined length', () => {
    const plain = fakeMp3(480);
    const tagged = fakeMp3(480, { id3: true, infoFrame: true });
    expect(tagged.length).toBeGreaterThan(plain.length + FAKE_FRAME_BYTES);
    const audio = mp3AudioFrames(tagged);
    expect(audio.frames).toEqual(plain);
    expect(audio.durationMs).toBe(480);
  });

  it('skips junk and a cut-off last frame', () => {
    const whole = fakeMp3(FAKE_FRAME_MS * 3);
    const junk = new Uint8Array([1, 2, 3, 0xff, 0x00]);
    const cut = whole.subarray(0, FAKE_FRAME_BYTES / 2);
    const audio = mp3AudioFrames(concat([junk, whole, cut]));
    expect(audio.frames).toEqual(whole);
    expect(audio.durationMs).toBe(FAKE_FRAME_MS * 3);
  });

  it('finds nothing in bytes that are not MP3', () => {
    const audio = mp3AudioFrames(new TextEncoder().encode('{"error":"not audio"}'));
    expect(audio.frames.length).toBe(0);
    expect(audio.durationMs).toBe(0);
  });
});

describe('OpenAI voice against a mock of the API', () => {
  let mock: OpenAIMock | undefined;
  afterEach(async () => {
    await mock?.close();
    mock = undefined;
  });

  async function openAIVoice(
    speech: (request: SpeechRequest, call: number) => SpeechReply,
    model = 'gpt-4o-mini-tts',
  ): Promise<VoiceProvider> {
    mock = await startOpenAIMock({ speech });
    return createOpenAISpeechVoice({ apiKey: 'test-key', baseURL: mock.baseURL, model });
  }

  const speechRequests = () =>
    (mock?.requests ?? [])
      .filter((request) => request.path === '/v1/audio/speech')
      .map((request) => request.body as SpeechRequest);

  it('passes the body on as it arrives, before the server has sent the rest', async () => {
    let release = () => {};
    const rest = new Promise<void>((resolve) => (release = resolve));
    const voice = await openAIVoice(() => ({ audio: fakeMp3(2000), afterFirstBytes: rest }));
    const pieces = voice.stream?.('You are ready.', { voice: 'nova' })[Symbol.asyncIterator]();
    // Would never settle if the adapter waited for arrayBuffer(): the mock holds the rest back.
    const first = await pieces?.next();
    expect(first?.value?.length).toBeGreaterThan(0);
    release();
    while (!(await pieces?.next())?.done);
  });

  it('lists the spec five voices and returns the MP3 bytes of the answer', async () => {
    const audio = fakeMp3(500);
    const voice = await openAIVoice(() => ({ audio }));
    expect((await voice.listVoices()).map((v) => v.id)).toEqual(FALLBACK_VOICES.map((v) => v.id));
    const mp3 = await voice.synthesize('You are ready.', { voice: 'nova', tone: 'confident' });
    expect(mp3).toEqual(audio);
    expect(speechRequests()).toEqual([
      expect.objectContaining({
        model: 'gpt-4o-mini-tts',
        voice: 'nova',
        input: 'You are ready.',
        response_format: 'mp3',
        instructions: expect.stringContaining('confident'),
      }),
    ]);
  });

  it('gives the tone as instructions only to a model that takes them', async () => {
    const voice = await openAIVoice(() => ({ audio: fakeMp3(100) }), 'tts-1');
    await voice.synthesize('Go.', { voice: 'onyx', tone: 'energetic', voiceStyle: 'warm' });
    expect(speechRequests()[0]).not.toHaveProperty('instructions');
  });

  it('refuses a voice it does not have without calling the API', async () => {
    const voice = await openAIVoice(() => ({ audio: fakeMp3(100) }));
    expect(await voiceErrorOf(voice.synthesize('Hi.', { voice: 'joanna' }))).toBe('unknown_voice');
    expect(speechRequests()).toHaveLength(0);
  });

  it.each([
    [400, 'rejected'],
    [401, 'misconfigured'],
    [429, 'rate_limited'],
    [500, 'upstream'],
  ] as const)('turns a %i into a VoiceError (%s)', async (status, kind) => {
    const voice = await openAIVoice(() => ({ error: { status, message: 'no' } }));
    expect(await voiceErrorOf(voice.synthesize('Hi.', { voice: 'alloy' }))).toBe(kind);
  });

  it('stops when the caller aborts', async () => {
    const voice = await openAIVoice(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = voice.synthesize('Hi.', { voice: 'alloy', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await voiceErrorOf(pending)).toBe('aborted');
  });
});

describe('Polly voice against a mock of the API (HTTP/1.1)', () => {
  let mock: PollyMock | undefined;
  afterEach(async () => {
    await mock?.close();
    mock = undefined;
  });

  async function pollyVoice(options: PollyMockOptions = {}): Promise<VoiceProvider> {
    mock = await startPollyMock(options);
    return createPollyVoice({
      region: 'us-east-1',
      accessKeyId: 'test',
      secretAccessKey: 'test',
      endpoint: mock.endpoint,
    });
  }

  const synthesizeRequests = () =>
    (mock?.requests ?? [])
      .filter((request) => request.path === '/v1/speech')
      .map((request) => request.body as SynthesizeRequest);

  it('lists the English voices its engines can speak, from every DescribeVoices page', async () => {
    const voice = await pollyVoice({ pageSize: 2 });
    const voices = await voice.listVoices();
    expect(voices.map((v) => v.id)).toEqual([
      'joanna',
      'matthew',
      'danielle',
      'gregory',
      'ruth',
      'amy',
      'brian',
    ]);
    expect(voices.find((v) => v.id === 'danielle')).toEqual({
      id: 'danielle',
      name: 'Danielle',
      description: 'Long-form, US English',
      provider: 'polly',
      gender: 'female',
    });
    expect(mock?.requests.filter((r) => r.path === '/v1/voices').length).toBe(5);
    // The list is kept: asking again does not call Polly again.
    await voice.listVoices();
    expect(mock?.requests.filter((r) => r.path === '/v1/voices').length).toBe(5);
  });

  it('speaks each voice with the engine of its badge', async () => {
    const voice = await pollyVoice();
    for (const id of ['danielle', 'joanna', 'brian']) {
      const mp3 = await voice.synthesize('Keep going.', { voice: id });
      expect(mp3AudioFrames(mp3).durationMs).toBeGreaterThan(0);
    }
    expect(synthesizeRequests()).toEqual([
      expect.objectContaining({ VoiceId: 'Danielle', Engine: 'long-form', OutputFormat: 'mp3' }),
      expect.objectContaining({ VoiceId: 'Joanna', Engine: 'generative', OutputFormat: 'mp3' }),
      expect.objectContaining({ VoiceId: 'Brian', Engine: 'neural', OutputFormat: 'mp3' }),
    ]);
  });

  it('passes the AudioStream on as it arrives, before Polly has sent the rest', async () => {
    let release = () => {};
    const rest = new Promise<void>((resolve) => (release = resolve));
    const voice = await pollyVoice({
      synthesize: () => ({ audio: fakeMp3(2000), afterFirstBytes: rest }),
    });
    const pieces = voice.stream?.('Keep going.', { voice: 'ruth' })[Symbol.asyncIterator]();
    // Would never settle if the adapter read the whole stream first: the mock holds the rest back.
    const first = await pieces?.next();
    expect(first?.value?.length).toBeGreaterThan(0);
    release();
    while (!(await pieces?.next())?.done);
    expect(synthesizeRequests()).toEqual([
      expect.objectContaining({ VoiceId: 'Ruth', Engine: 'long-form' }),
    ]);
  });

  it("keeps each chunk within its engine's limit, without asking Polly", async () => {
    const voice = await pollyVoice();
    for (const id of ['danielle', 'joanna', 'brian']) {
      expect(await voiceErrorOf(voice.synthesize('a'.repeat(3001), { voice: id }))).toBe(
        'rejected',
      );
    }
    expect(synthesizeRequests()).toHaveLength(0);
  });

  it('refuses a voice Polly does not list for us', async () => {
    const voice = await pollyVoice();
    expect(await voiceErrorOf(voice.synthesize('Hi.', { voice: 'raveena' }))).toBe('unknown_voice');
    expect(await voiceErrorOf(voice.synthesize('Hi.', { voice: 'lea' }))).toBe('unknown_voice');
    expect(synthesizeRequests()).toHaveLength(0);
  });

  it("turns Polly's errors into VoiceErrors", async () => {
    const voice = await pollyVoice();
    const tooLong = 'word '.repeat(700);
    expect(await voiceErrorOf(voice.synthesize(tooLong, { voice: 'joanna' }))).toBe('rejected');

    const failing = await pollyVoice({
      synthesize: () => ({
        error: { status: 500, type: 'ServiceFailureException', message: 'down' },
      }),
    });
    expect(await voiceErrorOf(failing.synthesize('Hi.', { voice: 'joanna' }))).toBe('upstream');
  });

  it('reports a Polly that cannot be reached', async () => {
    const voice = createPollyVoice({
      region: 'us-east-1',
      accessKeyId: 'test',
      secretAccessKey: 'test',
      endpoint: 'http://127.0.0.1:9',
    });
    expect(await voiceErrorOf(voice.listVoices())).toBe('unreachable');
  });
});
