/**
 * The built-in crisis screen on its corpus (issue 36, point 2; docs/decisions/crisis-screen.md):
 * recall on direct and indirect crisis phrasings, the share of ordinary phrasings it matches, on the
 * held-out part (the score that counts) and on the training part, and the time it takes per text.
 * Prints them and writes docs/benchmarks/crisis-screen.md.
 *
 *   pnpm bench:crisis [--runs 20] [--dry-run (print only)]
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
// bench/ is not a workspace package, so our packages are imported by path.
import { crisisHeldOut } from '../packages/domain/src/crisis-screen/corpus/crisis-held-out.ts';
import { crisisTraining } from '../packages/domain/src/crisis-screen/corpus/crisis-training.ts';
import { ordinaryHeldOut } from '../packages/domain/src/crisis-screen/corpus/ordinary-held-out.ts';
import { ordinaryTraining } from '../packages/domain/src/crisis-screen/corpus/ordinary-training.ts';
import {
  CRISIS_SCREEN_TARGETS,
  scoreCrisisScreen,
  type CrisisScreenScore,
} from '../packages/domain/src/crisis-screen/score.ts';
import { screenForCrisis } from '../packages/domain/src/crisis-screen/screen.ts';

const RESULTS_FILE = fileURLToPath(new URL('../docs/benchmarks/crisis-screen.md', import.meta.url));
/** About the longest context the app accepts: the time a worst-case request spends in the screen. */
const LONG_TEXT_CHARACTERS = 4_000;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const found = (share: number, total: number) => `${Math.round(share * total)}/${total}`;

function scoreRow(part: string, score: CrisisScreenScore): string {
  const { direct, indirect, ordinary } = score.counts;
  const falseMatches = score.falseMatches.length;
  return (
    `| ${part} | ${percent(score.directRecall)} (${found(score.directRecall, direct)}) ` +
    `| ${percent(score.indirectRecall)} (${found(score.indirectRecall, indirect)}) ` +
    `| ${percent(score.falseMatchRate)} (${falseMatches}/${ordinary}) |`
  );
}

interface Timing {
  /** Wall-clock microseconds per text, mean and 95th percentile. */
  mean: number;
  p95: number;
  /** Microseconds of this process's CPU per text: what the screen costs, less the other work. */
  cpu: number;
}

/** Every text screened once per run, after one warm-up pass. */
function microsecondsPerText(texts: readonly string[], runs: number): Timing {
  for (const text of texts) screenForCrisis(text);
  const perText: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let run = 0; run < runs; run += 1) {
    for (const text of texts) {
      const start = performance.now();
      screenForCrisis(text);
      perText.push((performance.now() - start) * 1_000);
    }
  }
  const cpuUsed = process.cpuUsage(cpuBefore);
  perText.sort((a, b) => a - b);
  return {
    mean: perText.reduce((sum, value) => sum + value, 0) / perText.length,
    p95: perText[Math.ceil(perText.length * 0.95) - 1] ?? 0,
    cpu: (cpuUsed.user + cpuUsed.system) / perText.length,
  };
}

const timingRow = (label: string, timing: Timing) =>
  `| ${label} | ${timing.mean.toFixed(0)} µs | ${timing.p95.toFixed(0)} µs | ${timing.cpu.toFixed(0)} µs |`;

const heldOut = scoreCrisisScreen(crisisHeldOut, ordinaryHeldOut);
const training = scoreCrisisScreen(crisisTraining, ordinaryTraining);
const corpusTexts = [
  ...crisisTraining,
  ...crisisHeldOut,
  ...ordinaryTraining,
  ...ordinaryHeldOut,
].map((phrasing) => phrasing.text);
const longText = ordinaryTraining
  .map((phrasing) => phrasing.text)
  .join('. ')
  .slice(0, LONG_TEXT_CHARACTERS);
const corpusTiming = microsecondsPerText(corpusTexts, RUNS);
const longTiming = microsecondsPerText([longText], RUNS * 5);
const meanCharacters = Math.round(
  corpusTexts.reduce((sum, text) => sum + text.length, 0) / corpusTexts.length,
);

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const body = `# Crisis screen

\`pnpm bench:crisis\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} × ${cpu},
load average ${loadavg()[0]?.toFixed(1)} at the end (the machine is shared with other work).
The built-in screen (\`packages/domain/src/crisis-screen/\`) on its own corpus; a crisis phrasing counts
as found only with its own concern (self-harm or harm to others). Targets on the held-out part:
direct ${percent(CRISIS_SCREEN_TARGETS.directRecall)}, indirect ≥ ${percent(CRISIS_SCREEN_TARGETS.indirectRecall)}, false matches ≤ ${percent(CRISIS_SCREEN_TARGETS.falseMatchRate)}.

| Part | Direct recall | Indirect recall | False matches (ordinary) |
|---|---:|---:|---:|
${scoreRow('held out (scored, never tuned on)', heldOut)}
${scoreRow('training (tuned on)', training)}

| Time per text | Mean (wall clock) | p95 (wall clock) | CPU time, mean |
|---|---:|---:|---:|
${timingRow(`corpus phrasing (${corpusTexts.length} texts, ${meanCharacters} characters on average, ${RUNS} runs)`, corpusTiming)}
${timingRow(`one ${longText.length}-character text (${RUNS * 5} runs)`, longTiming)}

Times include normalisation, tokenising and the sweep of every pattern; the patterns are compiled
once, on the first call, before the timed runs. On a busy machine the wall clock includes waiting
for a core; the CPU time does not.
`;

console.log(body);
if (!args['dry-run']) {
  // Formatted as the repository's `prettier --check` expects, so a fresh run passes lint.
  const options = { ...(await resolveConfig(RESULTS_FILE)), filepath: RESULTS_FILE };
  writeFileSync(RESULTS_FILE, await format(body, options));
}
