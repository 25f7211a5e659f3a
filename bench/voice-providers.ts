/**
 * Each voice provider against its local mock, which waits a set time before its first audio byte
 * and sends the rest later: how long after the provider's first byte Rally's first audio byte reaches
 * the client (target: at most 150 ms), for OpenAI's Realtime API, OpenAI's /v1/audio/speech and
 * Polly. One new recording per run (a new speech each time), over HTTP to the server in this process.
 */
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { createOpenAIRealtimeVoice } from '../apps/api/src/providers/voice/openai-realtime.ts';
import { createOpenAISpeechVoice } from '../apps/api/src/providers/voice/openai-speech.ts';
import { createPollyVoice } from '../apps/api/src/providers/voice/polly.ts';
import type { VoiceProvider } from '../apps/api/src/providers/voice/types.ts';
import { fakeMp3 } from '../apps/api/test/mocks/fake-mp3.ts';
import { startOpenAIMock } from '../apps/api/test/mocks/openai-mock.ts';
import { startPollyMock } from '../apps/api/test/mocks/polly-mock.ts';
import { startRealtimeMock } from '../apps/api/test/mocks/realtime-mock.ts';
import { startVoiceBenchServer } from './voice-server.ts';

/** The mocks' wait before their first audio byte, and before the rest of it. */
export const PROVIDER_FIRST_BYTE_DELAY_MS = 400;
const PROVIDER_REST_DELAY_MS = 300;
export const TARGET_LAG_MS = 150;
const RUNS = 5;

export interface ProviderTiming {
  label: string;
  /** Rally's first byte after the provider's, per run. */
  lagsMs: number[];
  /** From the request to Rally's first byte, per run. */
  firstByteMs: number[];
}

interface Bench {
  label: string;
  voice: string;
  start(onFirstByte: () => void): Promise<{ provider: VoiceProvider; close(): Promise<void> }>;
}

const credentials = { region: 'us-east-1', accessKeyId: 'bench', secretAccessKey: 'bench' };

const BENCHES: Bench[] = [
  {
    label: 'OpenAI, Realtime API (PCM deltas encoded to MP3)',
    voice: 'nova',
    async start(onFirstByte) {
      const mock = await startRealtimeMock(() => ({
        audioMs: 4000,
        firstDeltaDelayMs: PROVIDER_FIRST_BYTE_DELAY_MS,
        // 200 ms of audio every 40 ms: five times faster than it plays, in pieces, as a model makes it.
        deltaDelayMs: 40,
        onFirstByte,
      }));
      const provider = createOpenAIRealtimeVoice({
        apiKey: 'bench',
        baseURL: mock.baseURL,
        model: 'gpt-realtime-2.1-mini',
        webSocketOptions: { ca: mock.ca },
      });
      return { provider, close: () => mock.close() };
    },
  },
  {
    label: 'OpenAI-compatible, /v1/audio/speech (MP3 body)',
    voice: 'nova',
    async start(onFirstByte) {
      const mock = await startOpenAIMock({
        speech: () => ({
          audio: fakeMp3(4000),
          delayMs: PROVIDER_FIRST_BYTE_DELAY_MS,
          // Made when the request comes: the rest follows the first byte by PROVIDER_REST_DELAY_MS.
          afterFirstBytes: sleep(PROVIDER_FIRST_BYTE_DELAY_MS + PROVIDER_REST_DELAY_MS),
          onFirstByte,
        }),
      });
      const provider = createOpenAISpeechVoice({
        apiKey: 'bench',
        baseURL: mock.baseURL,
        model: 'gpt-4o-mini-tts',
      });
      return { provider, close: () => mock.close() };
    },
  },
  {
    label: 'Polly (AudioStream)',
    voice: 'joanna',
    async start(onFirstByte) {
      const mock = await startPollyMock({
        synthesize: () => ({
          audio: fakeMp3(4000),
          delayMs: PROVIDER_FIRST_BYTE_DELAY_MS,
          // Made when the request comes: the rest follows the first byte by PROVIDER_REST_DELAY_MS.
          afterFirstBytes: sleep(PROVIDER_FIRST_BYTE_DELAY_MS + PROVIDER_REST_DELAY_MS),
          onFirstByte,
        }),
      });
      const provider = createPollyVoice({ ...credentials, endpoint: mock.endpoint });
      return {
        provider,
        close: async () => {
          await provider.close?.();
          await mock.close();
        },
      };
    },
  },
];

/** Runs every provider's bench; each run records a new speech. */
export async function benchVoiceProviders(): Promise<ProviderTiming[]> {
  const timings: ProviderTiming[] = [];
  for (const bench of BENCHES) {
    // Only the first byte of each recording counts: the first chunk's, which playback waits for.
    let providerFirstByteAt: number | undefined;
    const mocked = await bench.start(() => {
      providerFirstByteAt ??= performance.now();
    });
    const server = await startVoiceBenchServer({ primary: mocked.provider, alternate: null });
    const timing: ProviderTiming = { label: bench.label, lagsMs: [], firstByteMs: [] };
    try {
      const { cookie } = await server.signUp(`bench-${timings.length}@example.com`);
      for (let run = 0; run < RUNS; run += 1) {
        const speech = await server.generateSpeech(cookie, 'short');
        providerFirstByteAt = undefined;
        const heard = await server.timeAudio(cookie, speech.id, bench.voice);
        if (providerFirstByteAt === undefined)
          throw new Error(`${bench.label}: the mock sent nothing`);
        timing.lagsMs.push(Math.round(heard.firstByteAt - providerFirstByteAt));
        timing.firstByteMs.push(heard.firstByteMs);
      }
    } finally {
      await server.close();
      await mocked.close();
    }
    console.log(timing);
    timings.push(timing);
  }
  return timings;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export function providersReport(timings: ProviderTiming[]): string {
  const rows = timings.map((t) => {
    const worst = Math.max(...t.lagsMs);
    return `| ${t.label} | ${t.lagsMs.join(', ')} ms | ${median(t.lagsMs)} ms | ${worst <= TARGET_LAG_MS ? 'met' : `not met (worst ${worst} ms)`} | ${median(t.firstByteMs)} ms |`;
  });
  return [
    "## Voice providers: first audio byte after the provider's",
    '',
    `\`pnpm bench:voice\`, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1) ?? '?'} on ${cpus().length} cores. Each provider's adapter against its mock on`,
    `127.0.0.1, which waits ${PROVIDER_FIRST_BYTE_DELAY_MS} ms before its first audio byte and ${PROVIDER_REST_DELAY_MS} ms more before the rest;`,
    `${RUNS} new recordings of a short speech each (the first chunk is what playback waits for); the first`,
    'run of each includes cold starts (TLS, the encoder compiled by the JIT).',
    `Lag: from the mock writing its first audio byte to the client reading Rally's first byte (target ≤ ${TARGET_LAG_MS} ms).`,
    '',
    '| provider | lag, run by run | lag, median | target | request to first byte, median |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    "Before issue 21 the OpenAI adapter read the whole answer (`arrayBuffer()`) and Polly's",
    '`transformToByteArray()` did the same, so the first byte waited for the rest (here the extra',
    `${PROVIDER_REST_DELAY_MS} ms; on real chunks, the provider's whole first chunk). The Realtime lag includes`,
    'waiting for the first transcript words to agree with the text before any audio is passed on,',
    'and the round trip of its PCM through the MP3 encoder (lamejs) in a worker thread; the first',
    'run also waits for that worker to start (here from the TypeScript source, through tsx).',
    'With lamejs on the main thread (before the worker; same machine, load average 2.9 to 9.7) the',
    'Realtime lag was 226, 30, 140, 9, 21 ms in one run and up to 494 ms (first run) and 162 ms',
    '(later runs) in others: the first encode took 20 to 200 ms until the JIT had compiled lamejs,',
    "and the rest of the delta and the other chunks' deltas (up to 195 ms) were encoded before the",
    'server could write the first bytes it had been given.',
  ].join('\n');
}
