/**
 * The synthesis queue under load, built-in voice: 10 demo accounts start 30 new recordings at once
 * (each account's speech in three voices), then another user asks for a recording of their own. How
 * long until that user's first audio byte, and how many chunks were synthesised before its first?
 * Runs the real server in this process on an in-memory database and writes the numbers into
 * docs/benchmarks.md.
 *
 * Run: pnpm bench:voice-queue [runs, default 3]
 */
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { synthesisQueueOf } from '../apps/api/src/services/audio/synthesis.ts';
import { BENCHMARKS_FILE, writeSection } from './benchmarks-file.ts';
import { seconds, startVoiceBenchServer } from './voice-server.ts';

const DEMO_ACCOUNTS = 10;
const VOICES_EACH = ['nova', 'echo', 'onyx'];
/** The other user's voice, which no demo account uses, so its chunks can be told apart. */
const OTHER_VOICE = 'shimmer';
/** Each run measures a new speech of the other user, so none is served from the store. */
const RUNS = Number(process.argv[2] ?? 3);

interface Run {
  behind: number;
  /** Chunks of the queued recordings waiting in the synthesis queue when the other user asked. */
  waiting: number;
  /** Chunks that started after the other user's request and before its first chunk. */
  chunksAhead: number;
  /** Queued recordings already complete when the other user's first byte arrived. */
  queuedDone: number;
}

const server = await startVoiceBenchServer();
/** The voice of each synthesis, in the order they start. */
const synthesisStarts: string[] = [];
const voice = server.providers.voices.primary;
const synthesize = voice.synthesize.bind(voice);
voice.synthesize = (text, options) => {
  synthesisStarts.push(options.voice);
  return synthesize(text, options);
};

try {
  const other = await server.signUp('bench-other@example.com');
  // Starts the worker thread and compiles espeak-ng, so no run pays for the cold start.
  await server.timeAudio(
    other.cookie,
    (await server.generateSpeech(other.cookie, 'short')).id,
    'alloy',
    { firstByteOnly: true },
  );
  const alone = await server.timeAudio(
    other.cookie,
    (await server.generateSpeech(other.cookie, 'short')).id,
    OTHER_VOICE,
    { firstByteOnly: true },
  );
  console.log({ alone });

  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    const demoCookies = await Promise.all(
      Array.from({ length: DEMO_ACCOUNTS }, () => server.demoLogin()),
    );
    const stop = new AbortController();
    let queuedDone = 0;
    const queued = demoCookies.map(async (cookie) => {
      const [speechId = 0] = await server.speechIds(cookie);
      return Promise.all(
        VOICES_EACH.map((voice) =>
          server
            .timeAudio(cookie, speechId, voice, { signal: stop.signal })
            .then(() => (queuedDone += 1))
            .catch(() => undefined),
        ),
      );
    });
    const speech = await server.generateSpeech(other.cookie, 'short');
    // The other user asks once every queued recording waits (two chunks each, one running), or after 30 s.
    const queue = synthesisQueueOf(server.deps, voice);
    const everyChunk = DEMO_ACCOUNTS * VOICES_EACH.length * 2 - 1;
    for (let waited = 0; queue.waiting < everyChunk && waited < 30_000; waited += 20)
      await sleep(20);
    const waiting = queue.waiting;
    const startsBefore = synthesisStarts.length;
    const behind = await server.timeAudio(other.cookie, speech.id, OTHER_VOICE, {
      firstByteOnly: true,
    });
    const chunksAhead = synthesisStarts.slice(startsBefore).indexOf(OTHER_VOICE);
    runs.push({ behind: behind.firstByteMs, waiting, chunksAhead, queuedDone });
    console.log(runs.at(-1));
    stop.abort();
    await Promise.all(queued);
  }
  writeSection('voice-queue', report(alone.firstByteMs, runs));
  console.log(`Written to ${BENCHMARKS_FILE}`);
} finally {
  await server.close();
}

function report(aloneMs: number, runs: Run[]): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const [load] = loadavg();
  const rows = runs.map(
    (run, index) =>
      `| ${index + 1} | ${seconds(aloneMs)} | ${seconds(run.behind)} | ${run.waiting} | ${run.chunksAhead} | ${run.queuedDone} of ${DEMO_ACCOUNTS * VOICES_EACH.length} |`,
  );
  return [
    '## Built-in voice: one user behind 30 queued recordings',
    '',
    `\`pnpm bench:voice-queue\`, ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpu}, Node ${process.version},`,
    `load average ${load?.toFixed(1) ?? '?'} at the end (other work was running on the machine).`,
    `${DEMO_ACCOUNTS} demo accounts start ${DEMO_ACCOUNTS * VOICES_EACH.length} new recordings at once (each its speech in`,
    `${VOICES_EACH.length} voices, two chunks each); then another user asks for a short speech's first recording.`,
    '',
    "| run | other user's first byte, alone | behind the 30 | chunks waiting when it asked | other chunks started after its request, before its first | queued recordings complete by then |",
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
