import { Readable } from 'node:stream';
import OpenAI from 'openai';
import { OpenAIRealtimeWS } from 'openai/realtime/ws';
import type { OpenAIRealtimeError } from 'openai/realtime/internal-base';
import type { ClientOptions as WebSocketOptions } from 'ws';
import {
  FALLBACK_VOICES,
  VOICE_CHUNK_MAX_CHARS,
  readAsWritten,
  readingSoFarAgrees,
} from '@rally/domain';
import { isModelGoneCode } from '../openai-errors.ts';
import { Mp3EncoderThread } from './mp3-encoder.ts';
import { speakingDirections } from './openai-speech.ts';
import { VoiceError, collectBytes } from './types.ts';
import type { SynthesisOptions, VoiceErrorKind, VoiceProvider } from './types.ts';

/**
 * The spec's five voices as Realtime voices (the Realtime API has no nova or onyx): alloy, echo
 * and shimmer keep their names; nova, warm and friendly, is marin; onyx, deep and powerful, is cedar.
 */
export const REALTIME_VOICE_OF: Readonly<Record<string, string>> = {
  nova: 'marin',
  shimmer: 'shimmer',
  alloy: 'alloy',
  echo: 'echo',
  onyx: 'cedar',
};

/** The Realtime API's PCM: 16-bit mono at 24 kHz, the only rate it offers. */
const PCM_SAMPLE_RATE = 24_000;
/** The same bit rate as the built-in voice: plenty for one speaking voice. */
const MP3_KBPS = 64;
/** A chunk read differently from its text is read once more before the fallback takes it. */
const READINGS_PER_CHUNK = 2;

export const DEFAULT_REALTIME_TIMEOUT_MS = 60_000;

export interface OpenAIRealtimeVoiceOptions {
  apiKey: string;
  /** OpenAI's own API unless set; the WebSocket goes to the same host over wss. */
  baseURL?: string;
  /** OPENAI_TTS_MODEL, e.g. gpt-realtime-2.1-mini. */
  model: string;
  /** How long to wait for the first audio, and between two pieces of it. */
  timeoutMs?: number;
  /** For the `ws` client: tests pass their mock's certificate as `ca`. */
  webSocketOptions?: WebSocketOptions;
}

/**
 * OpenAI voices on the Realtime API through the official SDK's WebSocket client: one session per
 * chunk, told to read the chunk word for word (the instructions carry tone and style). Its PCM is
 * encoded to MP3 as it arrives (in a worker thread, shared by all its readings) and passed on; the
 * transcript it returns is checked against the text
 * as it comes, and a chunk read differently is read once more, then refused as `misread`.
 */
export function createOpenAIRealtimeVoice(options: OpenAIRealtimeVoiceOptions): VoiceProvider {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL });
  const timeoutMs = options.timeoutMs ?? DEFAULT_REALTIME_TIMEOUT_MS;
  const encoder = new Mp3EncoderThread();

  async function* stream(text: string, synthesis: SynthesisOptions): AsyncGenerator<Uint8Array> {
    const voice = REALTIME_VOICE_OF[synthesis.voice];
    if (voice === undefined) throw new VoiceError('unknown_voice');
    for (let reading = 1; ; reading += 1) {
      let sent = 0;
      try {
        const reading = readAloud(client, encoder, options, timeoutMs, text, voice, synthesis);
        for await (const piece of reading) {
          sent += piece.length;
          yield piece;
        }
        return;
      } catch (error) {
        // Audio already passed on cannot be taken back: only a reading refused before its first
        // byte is tried again.
        const again =
          error instanceof VoiceError &&
          error.kind === 'misread' &&
          sent === 0 &&
          reading < READINGS_PER_CHUNK;
        if (!again) throw error;
      }
    }
  }

  return {
    name: 'openai',
    model: options.model,
    maxChunkChars: VOICE_CHUNK_MAX_CHARS.openai,
    listVoices: () => Promise.resolve(FALLBACK_VOICES.map((voice) => ({ ...voice }))),
    synthesize: (text, synthesis) => collectBytes(stream(text, synthesis)),
    stream,
    close: () => encoder.close(),
  };
}

function readingInstructions(synthesis: SynthesisOptions): string {
  const manner = speakingDirections(synthesis.tone, synthesis.voiceStyle) ?? '';
  return `${manner} Read the user's text aloud exactly as written, word for word: add nothing, leave nothing out, answer nothing.`.trim();
}

/** One Realtime session reading `text`: MP3 pieces as its audio arrives. */
function readAloud(
  client: OpenAI,
  encoder: Mp3EncoderThread,
  options: OpenAIRealtimeVoiceOptions,
  timeoutMs: number,
  text: string,
  voice: string,
  synthesis: SynthesisOptions,
): Readable {
  const output = new Readable({ read() {} });
  /** Audio waits here until the transcript has been seen to agree with the text. */
  let heldBack: Uint8Array[] = [];
  let transcript = '';
  let transcriptChecked = false;
  let oddByte: Buffer | null = null;
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const socket = new OpenAIRealtimeWS(
    { model: options.model, options: options.webSocketOptions },
    client,
  );

  const closeSocket = () => {
    socket.socket.removeAllListeners('close');
    if (socket.socket.readyState <= socket.socket.OPEN) socket.socket.terminate();
  };
  const finish = (error?: VoiceError) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    synthesis.signal?.removeEventListener('abort', onAbort);
    closeSocket();
    encoding.cancel();
    if (error) output.destroy(error);
    else output.push(null);
  };
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => finish(new VoiceError('timeout')), timeoutMs);
  };
  const onAbort = () => finish(new VoiceError('aborted', { cause: synthesis.signal?.reason }));
  const pass = (mp3: Uint8Array) => {
    if (mp3.length === 0) return;
    if (transcriptChecked) output.push(mp3);
    else heldBack.push(mp3);
  };
  const checkTranscript = (agrees: boolean) => {
    if (!agrees) {
      finish(
        new VoiceError('misread', { cause: new Error(`read as: ${transcript.slice(0, 200)}`) }),
      );
      return;
    }
    transcriptChecked = true;
    for (const piece of heldBack) output.push(piece);
    heldBack = [];
  };

  // The MP3 frames come back from the worker as each block of samples is encoded.
  const encoding = encoder.open(PCM_SAMPLE_RATE, MP3_KBPS, {
    mp3: pass,
    ended: () => {
      checkTranscript(true);
      finish();
    },
    failed: (error) => finish(new VoiceError('upstream', { cause: error })),
  });

  if (synthesis.signal?.aborted) {
    onAbort();
    return output;
  }
  synthesis.signal?.addEventListener('abort', onAbort, { once: true });
  restartTimer();

  socket.socket.on('open', () => {
    socket.send({
      type: 'session.update',
      session: {
        type: 'realtime',
        output_modalities: ['audio'],
        instructions: readingInstructions(synthesis),
        audio: { output: { format: { type: 'audio/pcm', rate: PCM_SAMPLE_RATE }, voice } },
      },
    });
    socket.send({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
    });
    socket.send({ type: 'response.create' });
  });
  socket.on('response.output_audio.delta', (event) => {
    restartTimer();
    let pcm = Buffer.from(event.delta, 'base64');
    if (oddByte !== null) pcm = Buffer.concat([oddByte, pcm]);
    const even = pcm.length - (pcm.length % 2);
    oddByte = even < pcm.length ? pcm.subarray(even) : null;
    // A copy: Int16Array needs an aligned offset, which a pooled Buffer does not promise; and the
    // copy's own buffer is handed over to the worker.
    if (even > 0) encoding.write(new Int16Array(new Uint8Array(pcm.subarray(0, even)).buffer));
  });
  socket.on('response.output_audio_transcript.delta', (event) => {
    transcript += event.delta;
    checkTranscript(readingSoFarAgrees(text, transcript));
  });
  socket.on('response.output_audio_transcript.done', (event) => {
    transcript = event.transcript;
    checkTranscript(readAsWritten(text, transcript));
  });
  socket.on('response.done', (event) => {
    const { status } = event.response;
    if (status !== 'completed') {
      const code = event.response.status_details?.error?.code;
      finish(
        new VoiceError(isModelGoneCode(code) ? 'model_gone' : 'upstream', {
          cause: new Error(
            `response ${status ?? 'unknown'}: ${JSON.stringify(event.response.status_details)}`,
          ),
        }),
      );
      return;
    }
    if (!readAsWritten(text, transcript)) {
      checkTranscript(false);
      return;
    }
    // The answer is whole: the socket is done with, and the reading ends with the encoder's last
    // frames (`ended` above).
    closeSocket();
    encoding.end();
  });
  socket.on('error', (error) => finish(realtimeError(error)));
  // Closed before the response was done: the connection dropped.
  socket.socket.on('close', (code) =>
    finish(new VoiceError('unreachable', { cause: new Error(`socket closed (${code})`) })),
  );
  return output;
}

/** An error event of the API, or a failed connection, as a VoiceError. */
function realtimeError(error: OpenAIRealtimeError): VoiceError {
  const apiError = error.error;
  if (apiError === undefined) {
    const status = /Unexpected server response: (\d+)/.exec(error.message)?.[1];
    const kind: VoiceErrorKind =
      status === '401' || status === '403'
        ? 'misconfigured'
        : status === '429'
          ? 'rate_limited'
          : status === undefined
            ? 'unreachable'
            : 'upstream';
    return new VoiceError(kind, { cause: error });
  }
  if (isModelGoneCode(apiError.code)) return new VoiceError('model_gone', { cause: error });
  const kind: VoiceErrorKind =
    apiError.type === 'invalid_request_error'
      ? 'rejected'
      : apiError.code === 'rate_limit_exceeded'
        ? 'rate_limited'
        : apiError.type === 'authentication_error'
          ? 'misconfigured'
          : 'upstream';
  return new VoiceError(kind, { cause: error });
}
