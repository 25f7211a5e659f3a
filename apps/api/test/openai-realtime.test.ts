import { afterEach, describe, expect, it } from 'vitest';
import { joinBytes, mp3AudioFrames } from '../src/providers/voice/mp3.ts';
import {
  REALTIME_VOICE_OF,
  createOpenAIRealtimeVoice,
} from '../src/providers/voice/openai-realtime.ts';
import { VoiceError } from '../src/providers/voice/types.ts';
import type { VoiceErrorKind } from '../src/providers/voice/types.ts';
import { startRealtimeMock } from './mocks/realtime-mock.ts';
import type { RealtimeMock, RealtimeReply, RealtimeRequest } from './mocks/realtime-mock.ts';

const MODEL = 'gpt-realtime-2.1-mini';
const TEXT = 'I am ready. You are stronger than you think, and today you take the first step.';

let mock: RealtimeMock | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function voiceAgainst(
  respond: (request: RealtimeRequest, call: number) => RealtimeReply,
  timeoutMs?: number,
) {
  mock = await startRealtimeMock(respond);
  return createOpenAIRealtimeVoice({
    apiKey: 'test-key',
    baseURL: mock.baseURL,
    model: MODEL,
    timeoutMs,
    webSocketOptions: { ca: mock.ca },
  });
}

async function voiceErrorOf(promise: Promise<unknown>): Promise<VoiceErrorKind | 'none'> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    if (error instanceof VoiceError) return error.kind;
    throw error;
  }
}

describe('OpenAI voice on the Realtime API, against a local mock', () => {
  it('reads the chunk word for word in the mapped voice and returns its PCM as MP3', async () => {
    const voice = await voiceAgainst(() => ({ audioMs: 2000 }));
    const mp3 = await voice.synthesize(TEXT, {
      voice: 'nova',
      tone: 'confident',
      voiceStyle: 'warm',
    });

    const audio = mp3AudioFrames(mp3);
    // 2 s of PCM; the encoder adds at most a frame or two of padding.
    expect(audio.durationMs).toBeGreaterThanOrEqual(1900);
    expect(audio.durationMs).toBeLessThanOrEqual(2200);
    const [request] = mock?.requests ?? [];
    expect(request?.model).toBe(MODEL);
    expect(request?.text).toBe(TEXT);
    expect(request?.session).toMatchObject({
      type: 'realtime',
      output_modalities: ['audio'],
      audio: { output: { format: { type: 'audio/pcm', rate: 24000 }, voice: 'marin' } },
    });
    expect(String(request?.session?.instructions)).toMatch(/confident and warm/);
    expect(String(request?.session?.instructions)).toMatch(/word for word/);
  });

  it('maps every one of the five voices to a Realtime voice', async () => {
    const voice = await voiceAgainst(() => ({ audioMs: 200 }));
    for (const [id, realtime] of Object.entries(REALTIME_VOICE_OF)) {
      await voice.synthesize('Go.', { voice: id });
      expect(mock?.requests.at(-1)?.session).toMatchObject({
        audio: { output: { voice: realtime } },
      });
    }
    expect(await voiceErrorOf(voice.synthesize('Go.', { voice: 'joanna' }))).toBe('unknown_voice');
  });

  it('passes audio on before the provider has sent the rest of it', async () => {
    let release = () => {};
    const rest = new Promise<void>((resolve) => (release = resolve));
    const voice = await voiceAgainst(() => ({ audioMs: 2000, afterFirstDelta: rest }));
    const pieces = voice.stream?.(TEXT, { voice: 'alloy' })[Symbol.asyncIterator]();
    // Would never settle if the adapter waited for the whole chunk: the mock holds the rest back.
    const first = await pieces?.next();
    expect(first?.done).toBe(false);
    expect(mp3AudioFrames(first?.value ?? new Uint8Array()).durationMs).toBeGreaterThan(0);
    release();
    let more = 0;
    for (let next = await pieces?.next(); next && !next.done; next = await pieces?.next())
      more += 1;
    expect(more).toBeGreaterThan(0);
  });

  it('passes the first MP3 frames on before the provider has sent its last delta', async () => {
    let release = () => {};
    const lastDelta = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    const voice = await voiceAgainst(
      () => ({
        audioMs: 2000,
        beforeLastDelta: lastDelta,
        onDeltaSent: (index, last) => events.push(last ? 'last delta sent' : `delta ${index} sent`),
      }),
      // The mock holds its last delta until the first frames come: an adapter that waited for it
      // would time out here rather than hang.
      10_000,
    );
    const pieces: Uint8Array[] = [];
    for await (const piece of voice.stream?.(TEXT, { voice: 'alloy' }) ?? []) {
      if (pieces.length === 0) {
        events.push('first MP3 bytes out');
        release();
      }
      pieces.push(piece);
    }
    expect(events.indexOf('first MP3 bytes out')).toBeGreaterThan(-1);
    expect(events.indexOf('first MP3 bytes out')).toBeLessThan(events.indexOf('last delta sent'));
    // Whole frames in the first piece, and all of the audio in the end.
    expect(mp3AudioFrames(pieces[0] ?? new Uint8Array()).durationMs).toBeGreaterThan(0);
    const audio = mp3AudioFrames(joinBytes(pieces));
    expect(audio.durationMs).toBeGreaterThanOrEqual(1900);
    expect(audio.durationMs).toBeLessThanOrEqual(2200);
  });

  it('takes contractions and punctuation as the same reading', async () => {
    const voice = await voiceAgainst(() => ({
      transcript: "I'm ready, you're stronger than you think and today you take the first step",
    }));
    await voice.synthesize(TEXT, { voice: 'echo' });
    expect(mock?.requests).toHaveLength(1);
  });

  it('reads a chunk read differently once more, when none of its audio has been passed on', async () => {
    const voice = await voiceAgainst((_request, call) =>
      call === 0 ? { transcript: 'We are ready. You are great.' } : {},
    );
    const mp3 = await voice.synthesize(TEXT, { voice: 'echo' });
    expect(mp3AudioFrames(mp3).durationMs).toBeGreaterThan(0);
    expect(mock?.requests).toHaveLength(2);
  });

  it('fails a reading that strays after its audio has been passed on, without reading it again', async () => {
    let release = () => {};
    const rest = new Promise<void>((resolve) => (release = resolve));
    const voice = await voiceAgainst(() => ({
      transcript: 'I am so ready. You are great.',
      afterFirstDelta: rest,
    }));
    const pieces = voice.stream?.(TEXT, { voice: 'echo' })[Symbol.asyncIterator]();
    // The first words agree: audio is passed on; only then does the mock send the words that stray.
    expect((await pieces?.next())?.done).toBe(false);
    release();
    const drain = async () => {
      for (let next = await pieces?.next(); next && !next.done; next = await pieces?.next());
    };
    expect(await voiceErrorOf(drain())).toBe('misread');
    expect(mock?.requests).toHaveLength(1);
  });

  it('refuses a chunk read differently twice, for the fallback to take', async () => {
    const voice = await voiceAgainst(() => ({ transcript: 'Something else entirely.' }));
    expect(await voiceErrorOf(voice.synthesize(TEXT, { voice: 'echo' }))).toBe('misread');
    expect(mock?.requests).toHaveLength(2);
  });

  it('fails a reading whose socket drops before the response is done', async () => {
    const voice = await voiceAgainst(() => ({ audioMs: 2000, dropAfterDeltas: 2 }));
    expect(await voiceErrorOf(voice.synthesize(TEXT, { voice: 'shimmer' }))).toBe('unreachable');
  });

  it('waits for a slow first delta within its deadline, and gives up after it', async () => {
    const patient = await voiceAgainst(() => ({ firstDeltaDelayMs: 300 }), 10_000);
    expect(
      mp3AudioFrames(await patient.synthesize(TEXT, { voice: 'onyx' })).durationMs,
    ).toBeGreaterThan(0);
    await mock?.close();

    const hasty = await voiceAgainst(() => ({ firstDeltaDelayMs: 5_000 }), 200);
    expect(await voiceErrorOf(hasty.synthesize(TEXT, { voice: 'onyx' }))).toBe('timeout');
  });

  it('says the model is gone when the API answers model_not_found', async () => {
    const voice = await voiceAgainst(() => ({
      error: {
        type: 'invalid_request_error',
        code: 'model_not_found',
        message: `The model ${MODEL} does not exist or you do not have access to it.`,
      },
    }));
    expect(await voiceErrorOf(voice.synthesize(TEXT, { voice: 'alloy' }))).toBe('model_gone');
  });

  it('stops when the caller aborts', async () => {
    const voice = await voiceAgainst(() => ({ firstDeltaDelayMs: 5_000 }));
    const controller = new AbortController();
    const reading = voice.synthesize(TEXT, { voice: 'alloy', signal: controller.signal });
    controller.abort();
    expect(await voiceErrorOf(reading)).toBe('aborted');
  });
});
