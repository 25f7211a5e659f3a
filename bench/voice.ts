/**
 * The voice providers' first byte against their mocks (voice-providers.ts), then the built-in voice, end to end: for a speech of each length, how long until the first MP3 byte
 * reaches the client and until the whole MP3 has arrived (a first request, synthesised), then the
 * same request again (served from the audio store). Then the first sound (issue 38): the first
 * byte right after a start and warm, several times each, and where its time goes. Runs the real
 * server in this process on an in-memory database and writes the numbers into docs/benchmarks.md.
 *
 * Run: pnpm bench:voice (`--first-sound` for the first sound's section alone)
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
// bench/ is not a workspace package, so our packages are imported by path.
import {
  FIRST_VOICE_CHUNK_MAX_CHARS,
  SPEECH_LENGTHS,
  VOICE_CHUNK_MAX_CHARS,
} from '../packages/domain/src/index.ts';
import type { SpeechLength } from '../packages/domain/src/index.ts';
import {
  compileEspeak,
  encodeMp3,
  parseWav,
  prepareEspeak,
} from '../apps/api/src/providers/voice/local-speech.ts';
import { BENCHMARKS_FILE, writeSection } from './benchmarks-file.ts';
import { median } from './browser-bench.ts';
import { startBuiltServer } from './built-server.ts';
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

const onlyFirstSound = process.argv.includes('--first-sound');
// `pnpm bench:voice --providers` runs only the providers' part.
if (!onlyFirstSound) {
  writeSection('voice-providers', providersReport(await benchVoiceProviders()));
  console.log(`Written to ${BENCHMARKS_FILE}`);
  if (process.argv.includes('--providers')) process.exit(0);
}

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

/** Runs of each first-sound measure; the report gives their median and range. */
const FIRST_SOUND_RUNS = 5;
/** A voice for each run on the built server: a new recording each time. */
const FIRST_SOUND_VOICES = ['nova', 'shimmer', 'alloy', 'echo', 'onyx'];
/** The first sentence of a short speech of the built-in writer, as the first chunk is (one sentence). */
const FIRST_SENTENCE = 'Friday is coming, and so is your moment.';

interface FirstSound {
  /** The built server (as production runs it), when there is a build. */
  builtAfterStartMs: number[] | null;
  afterStartMs: number[];
  warmMs: number[];
  phases: { name: string; ms: number[] }[];
}

/**
 * The first sound: the first byte right after a start (a new server on the same database, asked as
 * soon as its /api/health answers), and warm (a new recording on a server whose worker has spoken
 * before), each a new short speech; every answer read to its end so that the next finds the worker
 * free. Then the phases of the first chunk, timed on this thread as the worker runs them.
 */
async function firstSound(): Promise<FirstSound> {
  const { cookie } = await server.signUp('first-sound@example.com');
  const afterStartMs: number[] = [];
  for (let run = 0; run < FIRST_SOUND_RUNS; run += 1) {
    const speech = await server.generateSpeech(cookie, 'short');
    const restarted = await startVoiceBenchServer(undefined, { database: server.database });
    try {
      while (!(await fetch(`${restarted.origin}/api/health`)).ok);
      afterStartMs.push((await restarted.timeAudio(cookie, speech.id, 'nova')).firstByteMs);
    } finally {
      await restarted.close();
    }
  }
  // The worker has spoken once (the after-start runs were on other servers).
  await server.timeAudio(cookie, (await server.generateSpeech(cookie, 'short')).id, 'nova');
  const warmMs: number[] = [];
  for (let run = 0; run < FIRST_SOUND_RUNS; run += 1) {
    const speech = await server.generateSpeech(cookie, 'short');
    warmMs.push((await server.timeAudio(cookie, speech.id, 'nova')).firstByteMs);
  }
  const builtAfterStartMs = await builtAfterStart();
  console.log({ builtAfterStartMs, afterStartMs, warmMs });
  return { builtAfterStartMs, afterStartMs, warmMs, phases: await firstChunkPhases() };
}

const BUILT_SERVER = fileURLToPath(new URL('../apps/api/dist/main.js', import.meta.url));

/** A port nobody is listening on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The first byte right after a start of the built server (`node apps/api/dist/main.js`, its worker
 * built too), on a data folder kept between starts: speeches written on a first start, then for
 * each a new start, asked for its audio as soon as /api/health first answers (asked every 5 ms).
 * Null without a build.
 */
async function builtAfterStart(): Promise<number[] | null> {
  if (!existsSync(BUILT_SERVER)) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'rally-bench-first-sound-'));
  const start = async () =>
    startBuiltServer({
      entry: BUILT_SERVER,
      port: await freePort(),
      env: { DATABASE_URL: '', DATA_DIR: dataDir, LOCAL_WRITER_PACE_MS: '0' },
      healthPollMs: 5,
    });
  try {
    const first = await start();
    const { origin } = first;
    let cookie = '';
    let speechId: number;
    // Signed up and written on a first start, then stopped: the data folder is kept. One speech (a
    // free account writes few), read by a different voice at each start: each run a new recording.
    try {
      const signUp = await fetch(`${origin}/api/auth/signup`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'built-first-sound@example.com',
          password: 'correct horse battery',
          firstName: 'Bench',
          lastName: 'Mark',
        }),
      });
      if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
      cookie =
        signUp.headers
          .getSetCookie()
          .find((value) => value.includes('rally_session'))
          ?.split(';')[0] ?? '';
      const response = await fetch(`${origin}/api/speeches/generate`, {
        method: 'POST',
        headers: { origin, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          context: 'I am running my first half marathon on Sunday and I doubt I can finish it.',
          tone: 'encouraging',
          voiceStyle: 'warm',
          duration: 'short',
        }),
      });
      if (!response.ok) throw new Error(`generate: ${response.status} ${await response.text()}`);
      speechId = ((await response.json()) as { id: number }).id;
    } finally {
      await first.stop();
    }
    const firstBytes: number[] = [];
    for (const voice of FIRST_SOUND_VOICES) {
      const server = await start();
      try {
        const started = performance.now();
        const response = await fetch(`${server.origin}/api/speeches/${speechId}/audio`, {
          method: 'POST',
          headers: { origin: server.origin, cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ voice }),
        });
        if (!response.ok || response.body === null) throw new Error(`audio: ${response.status}`);
        let firstByteMs: number | undefined;
        // Read to the end: the recording is stored before the server stops.
        for await (const _bytes of response.body) firstByteMs ??= performance.now() - started;
        if (firstByteMs === undefined) throw new Error('audio: empty answer');
        firstBytes.push(firstByteMs);
      } finally {
        await server.stop();
      }
    }
    return firstBytes;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The worker's steps for a first chunk of one sentence, each timed (after one warm-up run). */
async function firstChunkPhases(): Promise<FirstSound['phases']> {
  const voice = { voice: 'en-us+f3', pitch: 60, wordsPerMinute: 142, amplitude: 100 };
  const compileMs: number[] = [];
  const speakMs: number[] = [];
  const firstFramesMs: number[] = [];
  const restMs: number[] = [];
  for (let run = 0; run <= FIRST_SOUND_RUNS; run += 1) {
    let started = performance.now();
    const compiled = await compileEspeak();
    compileMs.push(performance.now() - started);
    // Made ahead, as the worker does while idle: not on the request's path.
    const espeak = prepareEspeak(compiled);
    await new Promise((resolve) => setTimeout(resolve, 100));
    started = performance.now();
    const wav = await espeak.speak(FIRST_SENTENCE, voice);
    speakMs.push(performance.now() - started);
    started = performance.now();
    let firstAt: number | undefined;
    encodeMp3(parseWav(wav), () => (firstAt ??= performance.now()));
    firstFramesMs.push((firstAt ?? performance.now()) - started);
    restMs.push(performance.now() - (firstAt ?? started));
    if (run === 0) for (const list of [compileMs, speakMs, firstFramesMs, restMs]) list.pop();
  }
  return [
    { name: 'compile the 18 MB WebAssembly (once per worker, at start)', ms: compileMs },
    { name: 'espeak-ng speaks the sentence to WAV (instance made ahead)', ms: speakMs },
    { name: 'read the WAV, encode the first MP3 frames (0.1 s of audio)', ms: firstFramesMs },
    { name: 'encode the rest of the sentence (after the first byte)', ms: restMs },
  ];
}

function spread(values: number[]): string {
  const ms = (value: number) => seconds(Math.round(value));
  return `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;
}

function firstSoundReport({ builtAfterStartMs, afterStartMs, warmMs, phases }: FirstSound): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const [load] = loadavg();
  return [
    '## Built-in voice: first sound (issue 38, point 5)',
    '',
    `\`pnpm bench:voice --first-sound\`, ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpu}, Node ${process.version},`,
    `load average ${load?.toFixed(1) ?? '?'} at the end. From the request to the first MP3 byte, a new recording of`,
    `a short speech each run, ${FIRST_SOUND_RUNS} runs: median (fastest–slowest). The first chunk is one sentence`,
    `(at most ${FIRST_VOICE_CHUNK_MAX_CHARS} characters); the built-in voice sends the MP3 as it encodes it. 'Built':`,
    '`node apps/api/dist/main.js` as production runs it, a new process each start; the other rows run',
    "the server in the bench's process from the TypeScript source (tsx), its worker too.",
    '',
    '| first byte | median (range) | goal |',
    '|---|---|---|',
    ...(builtAfterStartMs === null
      ? []
      : [
          `| right after a start, built (asked as soon as /api/health answers) | ${spread(builtAfterStartMs)} | ≤ 500 ms |`,
        ]),
    `| right after a start, from source (asked as soon as /api/health answers) | ${spread(afterStartMs)} | ≤ 500 ms |`,
    `| warm, from source | ${spread(warmMs)} | ≤ 500 ms |`,
    '',
    `Where a first chunk's time goes, the worker's steps timed one by one on the bench's thread ('${FIRST_SENTENCE}'):`,
    '',
    '| step | median (range) |',
    '|---|---|',
    ...phases.map((phase) => `| ${phase.name} | ${spread(phase.ms)} |`),
  ].join('\n');
}

if (onlyFirstSound) {
  try {
    writeSection('voice-first-sound', firstSoundReport(await firstSound()));
    console.log(`Written to ${BENCHMARKS_FILE}`);
  } finally {
    await server.close();
  }
  process.exit(0);
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
  writeSection('voice-first-sound', firstSoundReport(await firstSound()));
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
