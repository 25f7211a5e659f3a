/**
 * Speech writer latency: the time to the first streamed word and to the whole speech, for the
 * built-in writer (each length) and for the OpenAI adapter (the real SDK) against the local mock,
 * which streams one token per fixed delay. Prints a table and writes it into docs/benchmarks.md,
 * between the writer markers.
 *
 *   pnpm bench:writer [--runs 20] [--openai-runs 5] [--token-delay-ms 5]
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createLocalWriter } from '../apps/api/src/providers/writer/local.ts';
import { createOpenAIWriter } from '../apps/api/src/providers/writer/openai.ts';
import type { SpeechWriter } from '../apps/api/src/providers/writer/types.ts';
import { startOpenAIMock } from '../apps/api/test/mocks/openai-mock.ts';
import type { ChatReply, ChatRequest } from '../apps/api/test/mocks/openai-mock.ts';
// bench/ is not a workspace package, so the domain is imported by path.
import { SPEECH_LENGTHS, buildSpeechBrief, countWords } from '../packages/domain/src/index.ts';
import type { SpeechBrief, SpeechLength } from '../packages/domain/src/index.ts';
import { BENCHMARKS_FILE, writeSection } from './benchmarks-file.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    'openai-runs': { type: 'string', default: '5' },
    'token-delay-ms': { type: 'string', default: '5' },
  },
});
const builtInRuns = positiveInteger(options.runs, '--runs');
const openAIRuns = positiveInteger(options['openai-runs'], '--openai-runs');
const tokenDelayMs = positiveInteger(options['token-delay-ms'], '--token-delay-ms');

function positiveInteger(value: string, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number ≥ 1`);
  return number;
}

interface Run {
  firstWordMs: number;
  totalMs: number;
  words: number;
}

interface Row {
  writer: string;
  length: SpeechLength;
  runs: Run[];
}

function briefFor(length: SpeechLength): SpeechBrief {
  return buildSpeechBrief({
    context:
      'I am presenting our quarterly results to the board on Monday and I keep doubting myself.',
    tone: 'confident',
    voiceStyle: 'professional',
    length,
    mood: { energy: 6, confidence: 4, stress: 6, motivation: 7, overallMood: 'mixed', notes: null },
    goals: [
      {
        title: 'Present with confidence',
        category: 'presentation',
        description: null,
        targetDate: null,
      },
    ],
    firstName: 'Sam',
  });
}

async function timeWrite(writer: SpeechWriter, brief: SpeechBrief): Promise<Run> {
  const started = performance.now();
  let firstWordMs: number | undefined;
  let text = '';
  for await (const piece of writer.write(brief)) {
    if (firstWordMs === undefined && piece.trim() !== '') firstWordMs = performance.now() - started;
    text += piece;
  }
  const totalMs = performance.now() - started;
  return { firstWordMs: firstWordMs ?? totalMs, totalMs, words: countWords(text) };
}

/** One warm-up run (JIT, connections), then the measured runs. */
async function measure(writer: SpeechWriter, length: SpeechLength, runs: number): Promise<Run[]> {
  const brief = briefFor(length);
  await timeWrite(writer, brief);
  const measured: Run[] = [];
  for (let run = 0; run < runs; run += 1) measured.push(await timeWrite(writer, brief));
  return measured;
}

// The mock answers what the adapter asks for: an outline of N sections, or about N words of speech.
const FILLER = [
  'You have prepared for this moment.',
  'Every slide you built is proof of the work behind it.',
  'Breathe, look up, and speak to one person at a time.',
  'Your numbers tell a story, and you know that story best.',
  'When a hard question comes, pause, then answer what you know.',
];
const DEFAULT_WORDS = 300;

function fillerWords(count: number): string {
  const words = FILLER.join(' ').split(' ');
  return Array.from({ length: count }, (_, index) => words[index % words.length]).join(' ');
}

function mockReply(request: ChatRequest): ChatReply {
  const prompt = request.messages.map((message) => message.content).join('\n');
  const sections = /in exactly (\d+) sections/.exec(prompt)?.[1];
  if (sections !== undefined) {
    const lines = Array.from(
      { length: Number(sections) },
      (_, index) => `${index + 1}. Section ${index + 1}.`,
    );
    return { content: lines.join('\n') };
  }
  const words =
    /Write about (\d+) words/.exec(prompt)?.[1] ?? /aim for (\d+) words/.exec(prompt)?.[1];
  return {
    content: fillerWords(words === undefined ? DEFAULT_WORDS : Number(words)),
    tokenDelayMs,
  };
}

/** Nearest-rank percentile of a sorted list. */
function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function summary(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

function milliseconds(value: number): string {
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}

function table(rows: Row[]): string {
  const lines = [
    '| Writer | Length | Runs | Words (median) | First word, median | First word, p95 | Whole speech, median | Whole speech, p95 |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const first = summary(row.runs.map((run) => run.firstWordMs));
    const total = summary(row.runs.map((run) => run.totalMs));
    const words = summary(row.runs.map((run) => run.words)).median;
    lines.push(
      `| ${row.writer} | ${row.length} | ${row.runs.length} | ${words} | ${milliseconds(first.median)} ms | ${milliseconds(first.p95)} ms | ${milliseconds(total.median)} ms | ${milliseconds(total.p95)} ms |`,
    );
  }
  return lines.join('\n');
}

function section(rows: Row[]): string {
  const cpu = cpus();
  return [
    '## Speech writer latency',
    '',
    `\`pnpm bench:writer\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, load average ${loadAverage} at the start.`,
    `Each row is measured after one warm-up run; p95 is the nearest-rank 95th percentile (with ${openAIRuns} runs, the slowest).`,
    '',
    table(rows),
    '',
    '- **built-in**: the default composer, no network. It composes the whole speech before it yields the',
    '  first sentence, so the first word arrives when the speech is ready.',
    `- **openai (mock)**: the real \`openai\` SDK against the local mock server (\`apps/api/test/mocks/openai-mock.ts\`)`,
    `  on 127.0.0.1, in the same process, streaming one word every ${tokenDelayMs} ms. Short and medium speeches are one`,
    '  streamed answer; long and extended ones an outline (not streamed, answered at once) and then one',
    '  streamed answer per section. The whole-speech time is about words × delay; the delay is a timer, so',
    '  on a busy machine each token takes a little longer than asked.',
  ].join('\n');
}

const loadAverage = (loadavg()[0] ?? 0).toFixed(1);
const rows: Row[] = [];
const builtIn = createLocalWriter();
for (const length of SPEECH_LENGTHS) {
  rows.push({ writer: 'built-in', length, runs: await measure(builtIn, length, builtInRuns) });
  console.log(`built-in ${length}: done`);
}

const mock = await startOpenAIMock({ chat: mockReply });
try {
  const openAI = createOpenAIWriter({ apiKey: 'bench', baseURL: mock.baseURL, model: 'bench' });
  for (const length of SPEECH_LENGTHS) {
    rows.push({ writer: 'openai (mock)', length, runs: await measure(openAI, length, openAIRuns) });
    console.log(`openai (mock) ${length}: done`);
  }
} finally {
  await mock.close();
}

console.log(`\n${table(rows)}`);
writeSection('writer', section(rows));
console.log(`\nWritten to ${BENCHMARKS_FILE}`);
