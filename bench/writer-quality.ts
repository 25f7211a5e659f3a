/**
 * Writer quality: the built-in writer on the 235 hand-labelled contexts of
 * apps/api/test/writer-quality/contexts.ts, two speeches per context with different seeds, each
 * checked with the speech checks of @rally/domain against the labels. Prints the pass rates per kind
 * of situation and criterion, then 20 speeches picked by a recorded seed for reading, and writes the
 * scores to docs/benchmarks/writer-quality.md.
 *
 *   pnpm bench:writer-quality [--seed 20261128] [--lengths short,medium] [--read 20]
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LABELLED_CONTEXTS } from '../apps/api/test/writer-quality/contexts.ts';
import { failedCriteria, runContext } from '../apps/api/test/writer-quality/harness.ts';
import type { ContextRun, Criterion } from '../apps/api/test/writer-quality/harness.ts';
import { seededRandom } from '../apps/api/src/providers/writer/seeded-random.ts';
// bench/ is not a workspace package, so the domain is imported by path.
import { SITUATION_KINDS, SPEECH_LENGTHS } from '../packages/domain/src/index.ts';
import type { SpeechLength } from '../packages/domain/src/index.ts';

const OUTPUT = fileURLToPath(new URL('../docs/benchmarks/writer-quality.md', import.meta.url));

const { values: options } = parseArgs({
  options: {
    seed: { type: 'string', default: '20261128' },
    lengths: { type: 'string', default: 'short,medium' },
    read: { type: 'string', default: '20' },
  },
});
const seed = Number(options.seed);
const readCount = Number(options.read);
const lengths = options.lengths
  .split(',')
  .filter((length): length is SpeechLength =>
    (SPEECH_LENGTHS as readonly string[]).includes(length),
  );

const CRITERIA: Criterion[] = [
  'missing_subject',
  'verbless',
  'first_person_echo',
  'register',
  'missing_goal',
  'unrelated_goal',
  'day_word',
  'copied_run',
  'mood_numbers',
  'plan',
  'overlap',
];

const HEADINGS: Record<string, string> = {
  missing_subject: 'names subject',
  verbless: 'no verbless',
  first_person_echo: 'no echo',
  register: 'register',
  missing_goal: 'related goal named',
  unrelated_goal: 'unrelated goal left out',
  day_word: 'day words',
  copied_run: 'no copied run',
  mood_numbers: 'no mood numbers',
  plan: 'different plans',
  overlap: 'overlap ≤ 25%',
};

function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`;
}

function mean(values: number[]): string {
  return values.length === 0 ? '–' : (values.reduce((a, b) => a + b, 0) / values.length).toFixed(2);
}

function table(runs: ContextRun[]): string {
  const lines = [
    `| Kind | Runs | ${CRITERIA.map((criterion) => HEADINGS[criterion]).join(' | ')} | Sentence share | 4-gram share |`,
    `|---|---:|${CRITERIA.map(() => '---:').join('|')}|---:|---:|`,
  ];
  for (const kind of [...SITUATION_KINDS, 'all'] as const) {
    const ofKind = kind === 'all' ? runs : runs.filter((run) => run.context.kind === kind);
    const cells = CRITERIA.map((criterion) => {
      const relevant =
        criterion === 'missing_goal'
          ? ofKind.filter((run) => run.context.goals.some((goal) => goal.related))
          : criterion === 'unrelated_goal'
            ? ofKind.filter((run) => run.context.goals.some((goal) => !goal.related))
            : ofKind;
      const passed = relevant.filter((run) => !failedCriteria(run).has(criterion)).length;
      return percent(passed, relevant.length);
    });
    lines.push(
      `| ${kind} | ${ofKind.length} | ${cells.join(' | ')} | ${mean(ofKind.map((run) => run.sentenceShare))} | ${mean(ofKind.map((run) => run.fourGramShare))} |`,
    );
  }
  return lines.join('\n');
}

const runsByLength = new Map<SpeechLength, ContextRun[]>();
for (const length of lengths) {
  const started = performance.now();
  runsByLength.set(
    length,
    LABELLED_CONTEXTS.map((context) => runContext(context, length, seed + context.id)),
  );
  console.log(
    `${length}: ${LABELLED_CONTEXTS.length} contexts in ${Math.round(performance.now() - started)} ms`,
  );
}

const tables = lengths.map((length) => `### ${length}\n\n${table(runsByLength.get(length) ?? [])}`);
console.log(`\n${tables.join('\n\n')}`);

// The speeches to read, picked by the recorded seed: any length, kind and seed of the two.
const pick = seededRandom(seed);
const allRuns = lengths.flatMap((length) => runsByLength.get(length) ?? []);
const chosen = Array.from({ length: Math.min(readCount, allRuns.length) }, () => {
  const run = allRuns[Math.floor(pick() * allRuns.length)];
  return { run, which: pick() < 0.5 ? 0 : 1 };
});
console.log(`\n## ${chosen.length} speeches to read (seed ${seed})\n`);
for (const [index, { run, which }] of chosen.entries()) {
  if (run === undefined) continue;
  console.log(
    `--- ${index + 1}. #${run.context.id} ${run.context.kind}, ${run.length}, ${run.tone}, weekday ${run.weekday}, seed ${run.seeds[which]}\ncontext: ${run.context.text}\n`,
  );
  console.log(`${run.speeches[which]?.text ?? ''}\n`);
}

const cpu = cpus();
writeFileSync(
  OUTPUT,
  [
    '# Writer quality',
    '',
    `\`pnpm bench:writer-quality --seed ${seed} --lengths ${lengths.join(',')}\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}.`,
    '',
    `The built-in writer on the ${LABELLED_CONTEXTS.length} hand-labelled contexts (apps/api/test/writer-quality/contexts.ts),`,
    'two speeches per context with different seeds and a tone and weekday drawn from the seed. Each cell is the share',
    'of runs (both speeches) passing the check of @rally/domain speech-checks.ts; goal columns count only contexts',
    'with such a goal. Overlap: both the sentence share and the 4-gram share of the two speeches at most 25%;',
    'the share columns are means. See docs/decisions/built-in-writer.md.',
    '',
    ...tables.flatMap((text) => [text, '']),
  ].join('\n'),
);
console.log(`Written to ${OUTPUT}`);
