/**
 * The voice providers' first byte against their mocks (voice-providers.ts), then the built-in voice, end to end: for a speech of each length, how long until the first MP3 byte
 * reaches the client and until the whole MP3 has arrived (a first request, synthesised), then the
 * same request again (served from the audio store). Runs the real server in this process on an
 * in-memory database and writes the numbers into docs/benchmarks.md.
 *
 * Run: pnpm bench:voice
 */
import { cpus, loadavg } from 'node:os';
// bench/ is not a workspace package, so our packages are imported by path.
import {
  FIRST_VOICE_CHUNK_MAX_CHARS,
  SPEECH_LENGTHS,
  VOICE_CHUNK_MAX_CHARS,
} from '../packages/domain/src/index.ts';
import type { SpeechLength } from '../packages/domain/src/index.ts';
import { BENCHMARKS_FILE, writeSection } from './benchmarks-file.ts';
import { benchVoiceProviders, providersReport } from './voice-providers.ts';
import { seconds, startVoiceBenchServer } from './voice-server.ts';

/**
 * A short speech first, while the worker thread is still to be started (its cold start), then every
 * length; each read by a different voice, so that no run is served from another's cache.
 */
const RUNS: { label: string; length: SpeechLength; voice: string }[] = [
  { label: 'short, cold start', length: 'short', voice: 'alloy' },
  ...SPEECH_LENGTHS.map((length, index) => ({
    label: length,
    length,
    voice: ['nova', 'echo', 'shimmer', 'onyx'][index] ?? 'nova',
  })),
];

interface Timing {
  label: string;
  words: number;
  chunks: number;
  audioSeconds: number;
  firstByteMs: number;
  totalMs: number;
  cachedFirstByteMs: number;
  cachedTotalMs: number;
}

// `pnpm bench:voice --providers` runs only the providers' part.
writeSection('voice-providers', providersReport(await benchVoiceProviders()));
console.log(`Written to ${BENCHMARKS_FILE}`);
if (process.argv.includes('--providers')) process.exit(0);

const server = await startVoiceBenchServer();

/**
 * A start's first sound: a short speech written on this server, then a second server started on the
 * same database, asked for its audio as soon as its /api/health first answers (the worker and the
 * WebAssembly warm up after the server listens, not before it answers).
 */
async function afterStart(): Promise<Timing> {
  const { cookie } = await server.signUp('start@example.com');
  const speech = await server.generateSpeech(cookie, 'short');
  const restarted = await startVoiceBenchServer(undefined, { database: server.database });
  try {
    while (!(await fetch(`${restarted.origin}/api/health`)).ok);
    const first = await restarted.timeAudio(cookie, speech.id, 'nova');
    const cached = await restarted.timeAudio(cookie, speech.id, 'nova');
    const audio = await restarted.app.inject({
      method: 'GET',
      url: `/trpc/audio.describe?input=${encodeURIComponent(JSON.stringify({ speechId: speech.id, voice: 'nova' }))}`,
      headers: { cookie, origin: restarted.origin },
    });
    const description = audio.json().result.data as { durationMs: number; chunks: unknown[] };
    return {
      label: 'short, first request after a start',
      words: speech.wordCount,
      chunks: description.chunks.length,
      audioSeconds: Math.round(description.durationMs / 1000),
      firstByteMs: first.firstByteMs,
      totalMs: first.totalMs,
      cachedFirstByteMs: cached.firstByteMs,
      cachedTotalMs: cached.totalMs,
    };
  } finally {
    await restarted.close();
  }
}

try {
  const { cookie } = await server.signUp('bench@example.com');
  const timings: Timing[] = [await afterStart()];
  console.log(timings[0]);
  for (const { label, length, voice } of RUNS) {
    const speech = await server.generateSpeech(cookie, length);
    const first = await server.timeAudio(cookie, speech.id, voice);
    const cached = await server.timeAudio(cookie, speech.id, voice);
    const audio = await server.app.inject({
      method: 'GET',
      url: `/trpc/audio.describe?input=${encodeURIComponent(JSON.stringify({ speechId: speech.id, voice }))}`,
      headers: { cookie, origin: server.origin },
    });
    const description = audio.json().result.data as { durationMs: number; chunks: unknown[] };
    const timing: Timing = {
      label,
      words: speech.wordCount,
      chunks: description.chunks.length,
      audioSeconds: Math.round(description.durationMs / 1000),
      firstByteMs: first.firstByteMs,
      totalMs: first.totalMs,
      cachedFirstByteMs: cached.firstByteMs,
      cachedTotalMs: cached.totalMs,
    };
    console.log(timing);
    timings.push(timing);
  }
  writeSection('voice', report(timings));
  console.log(`Written to ${BENCHMARKS_FILE}`);
} finally {
  await server.close();
}

function report(timings: Timing[]): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const [load] = loadavg();
  const rows = timings.map(
    (t) =>
      `| ${t.label} | ${t.words} | ${t.chunks} | ${t.audioSeconds} s | ${seconds(t.firstByteMs)} | ${seconds(t.totalMs)} | ${(t.audioSeconds / (t.totalMs / 1000)).toFixed(1)}x | ${seconds(t.cachedFirstByteMs)} | ${seconds(t.cachedTotalMs)} |`,
  );
  return [
    '## Built-in voice (espeak-ng + lamejs in a worker thread)',
    '',
    `\`pnpm bench:voice\`, ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpu}, Node ${process.version},`,
    `load average ${load?.toFixed(1) ?? '?'} at the end (other work was running on the machine). One request per row,`,
    'over HTTP to the server in the same process, in-memory PGlite, audio files on disk.',
    `Chunks: the first at most ${FIRST_VOICE_CHUNK_MAX_CHARS} characters, then at most ${VOICE_CHUNK_MAX_CHARS.local};`,
    'the worker pool has one thread on a two-core machine.',
    '',
    '| length | words | chunks | audio | first byte | whole MP3 | speed (audio ÷ time) | cached: first byte | cached: whole |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'First byte is when playback can start: the first, short chunk is synthesised and sent while the',
    'rest are still being made. Synthesis runs several times faster than playback, so once playback',
    'has started it does not wait for the later chunks. The cold start adds starting the worker thread',
    '(here from the TypeScript source, through tsx) and compiling the 18 MB espeak-ng WebAssembly.',
    'A cached answer is the stored file, sent with Content-Length.',
  ].join('\n');
}
