/**
 * The built-in voice, end to end: for a speech of each length, how long until the first MP3 byte
 * reaches the client and until the whole MP3 has arrived (a first request, synthesised), then the
 * same request again (served from the audio store). Runs the real server in this process on an
 * in-memory database and writes the numbers into docs/benchmarks.md.
 *
 * Run: pnpm bench:voice
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
// bench/ is not a workspace package, so our packages are imported by path.
import { IN_MEMORY, createDb, migrateToLatest } from '../packages/db/src/index.ts';
import {
  FIRST_VOICE_CHUNK_MAX_CHARS,
  SPEECH_LENGTHS,
  VOICE_CHUNK_MAX_CHARS,
} from '../packages/domain/src/index.ts';
import type { SpeechLength } from '../packages/domain/src/index.ts';
import { loadEnv } from '../apps/api/src/env.ts';
import { createProviders } from '../apps/api/src/providers/index.ts';
import { buildServer } from '../apps/api/src/server.ts';
import { BENCHMARKS_FILE, writeSection } from './benchmarks-file.ts';

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

const dataDir = await mkdtemp(join(tmpdir(), 'rally-bench-voice-'));
const env = loadEnv({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: join(dataDir, 'no-web'),
});
const database = await createDb({ dataDir: IN_MEMORY });
await migrateToLatest(database.db);
const providers = createProviders(env, database.db);
const app = await buildServer({
  env,
  db: database.db,
  dbDialect: database.dialect,
  providers,
  now: () => new Date(),
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('The server has no port.');
const origin = `http://127.0.0.1:${address.port}`;

try {
  const cookie = await signUp();
  const timings: Timing[] = [];
  for (const { label, length, voice } of RUNS) {
    const speech = await generateSpeech(cookie, length);
    const first = await timeAudio(cookie, speech.id, voice);
    const cached = await timeAudio(cookie, speech.id, voice);
    const audio = await app.inject({
      method: 'GET',
      url: `/trpc/audio.describe?input=${encodeURIComponent(JSON.stringify({ speechId: speech.id, voice }))}`,
      headers: { cookie, origin },
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
  await providers.voices.primary.close?.();
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

async function signUp(): Promise<string> {
  const response = await fetch(`${origin}/api/auth/signup`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'bench@example.com',
      password: 'correct horse battery',
      firstName: 'Bench',
      lastName: 'Mark',
    }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { id: string };
  // Enough allowance for one speech of every length.
  await database.db
    .updateTable('users')
    .set({ speechLimit: 100 })
    .where('id', '=', user.id)
    .execute();
  const cookie = response.headers.getSetCookie().find((value) => value.includes('rally_session='));
  if (cookie === undefined) throw new Error('sign-up set no session cookie');
  return cookie.split(';')[0] ?? '';
}

async function generateSpeech(cookie: string, duration: SpeechLength) {
  const response = await fetch(`${origin}/api/speeches/generate`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      context: 'I am running my first half marathon on Sunday and I doubt I can finish it.',
      tone: 'encouraging',
      voiceStyle: 'warm',
      duration,
    }),
  });
  if (!response.ok) throw new Error(`generate: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number; wordCount: number };
}

/** Milliseconds from sending the request to the first body byte, and to the last. */
async function timeAudio(cookie: string, speechId: number, voice: string) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/speeches/${speechId}/audio`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ voice }),
  });
  if (!response.ok || response.body === null) {
    throw new Error(`audio: ${response.status} ${await response.text()}`);
  }
  let firstByteMs: number | undefined;
  let bytes = 0;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
  }
  if (bytes === 0 || firstByteMs === undefined) throw new Error('audio: empty answer');
  return { firstByteMs: Math.round(firstByteMs), totalMs: Math.round(performance.now() - started) };
}

function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
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
