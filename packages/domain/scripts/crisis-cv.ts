/**
 * Cross-validates the whole crisis screen on the training part of the corpus: stratified 5-fold with a
 * fixed seed; for each fold the lexical model is trained on the other four (its threshold chosen
 * inside them, as `crisis:model` does) and the screen (patterns, then that model) reads the fold.
 * The held-out part is never read here (docs/decisions/crisis-screen.md, section 4).
 *
 *   pnpm --filter @rally/domain crisis:cv
 *
 * Prints direct and indirect recall and the ordinary false-match rate at each fold model's own
 * threshold, and, as a second figure, the recall at the one offset from those thresholds that keeps
 * false matches within 1% of the ordinary phrasings: the model's ranking, whatever threshold it chose.
 * That figure comes twice: for the whole screen (the patterns' own false matches count against the 1%,
 * so the model is left what they do not use) and for the model alone (it may add 1% to the patterns'),
 * which is what its trained threshold aims at.
 */
import { performance } from 'node:perf_hooks';
import { crisisTraining } from '../src/crisis-screen/corpus/crisis-training.ts';
import { ordinaryTraining } from '../src/crisis-screen/corpus/ordinary-training.ts';
import type { CrisisPhrasing, OrdinaryPhrasing } from '../src/crisis-screen/corpus/types.ts';
import {
  LEXICAL_FALSE_MATCH_BUDGET,
  lexicalModel,
  trainLexicalModel,
} from '../src/crisis-screen/lexical-model.ts';
import { normaliseForScreen } from '../src/crisis-screen/normalise.ts';
import { readForCrisis, type CrisisReading } from '../src/crisis-screen/screen-reading.ts';

const FOLDS = 5;
const SEED = 36;

/** mulberry32: a small seeded generator, so every run deals the same folds. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Each phrasing's fold: every stratum shuffled, then dealt round the folds in turn. */
function dealFolds<T>(items: readonly T[], stratum: (item: T) => string, random: () => number) {
  const fold = new Map<T, number>();
  const strata = new Map<string, T[]>();
  for (const item of items) {
    const key = stratum(item);
    strata.set(key, [...(strata.get(key) ?? []), item]);
  }
  for (const key of [...strata.keys()].sort()) {
    const members = [...(strata.get(key) ?? [])];
    for (let index = members.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [members[index], members[other]] = [members[other] as T, members[index] as T];
    }
    members.forEach((item, position) => fold.set(item, position % FOLDS));
  }
  return fold;
}

const random = seededRandom(SEED);
const crisisFold = dealFolds(crisisTraining, (p) => `${p.kind} ${p.concern}`, random);
const ordinaryFold = dealFolds(ordinaryTraining, () => 'ordinary', random);

interface Read {
  reading: CrisisReading;
  phrasing: { crisis: CrisisPhrasing } | { ordinary: OrdinaryPhrasing };
}

const reads: Read[] = [];
let trainingMs = 0;
let screeningMs = 0;
for (let fold = 0; fold < FOLDS; fold += 1) {
  let started = performance.now();
  const model = lexicalModel(
    trainLexicalModel(
      crisisTraining.filter((p) => crisisFold.get(p) !== fold),
      ordinaryTraining.filter((p) => ordinaryFold.get(p) !== fold),
      normaliseForScreen,
    ),
  );
  trainingMs += performance.now() - started;
  started = performance.now();
  for (const crisis of crisisTraining.filter((p) => crisisFold.get(p) === fold)) {
    reads.push({ reading: readForCrisis(crisis.text, model), phrasing: { crisis } });
  }
  for (const ordinary of ordinaryTraining.filter((p) => ordinaryFold.get(p) === fold)) {
    reads.push({ reading: readForCrisis(ordinary.text, model), phrasing: { ordinary } });
  }
  screeningMs += performance.now() - started;
}

/** The screen's figures when the model matches above `offset` from its own threshold (0: as trained). */
function scoreAt(offset: number) {
  const counts = { direct: [0, 0], indirect: [0, 0], ordinary: [0, 0] };
  for (const { reading, phrasing } of reads) {
    const concerns =
      reading.lexical === undefined
        ? reading.concerns
        : reading.lexical.margin > offset
          ? [reading.lexical.concern]
          : [];
    const [tally, hit] =
      'crisis' in phrasing
        ? [counts[phrasing.crisis.kind], concerns.includes(phrasing.crisis.concern)]
        : [counts.ordinary, concerns.length > 0];
    tally[0] = (tally[0] ?? 0) + (hit ? 1 : 0);
    tally[1] = (tally[1] ?? 0) + 1;
  }
  return counts;
}

const ordinaryReads = reads.filter(({ phrasing }) => 'ordinary' in phrasing);
/** Ordinary phrasings a pattern matched: no threshold of the model's takes them back. */
const byPatterns = ordinaryReads.filter(
  ({ reading }) => reading.lexical === undefined && reading.concerns.length > 0,
).length;
/** The model's margins on the ordinary phrasings it read, highest first. */
const ordinaryMargins = ordinaryReads
  .flatMap(({ reading }) => (reading.lexical ? [reading.lexical.margin] : []))
  .sort((a, b) => b - a);
const allowed = Math.floor(ordinaryReads.length * LEXICAL_FALSE_MATCH_BUDGET);

/**
 * The lowest offset at which at most `count` ordinary phrasings the model read match (matching above
 * the (count + 1)th highest margin); +Infinity when none may.
 */
function offsetAdmitting(count: number): number {
  if (count < 0) return Number.POSITIVE_INFINITY;
  return ordinaryMargins[count] ?? Number.NEGATIVE_INFINITY;
}

const percent = ([hit = 0, all = 0]: number[]) =>
  `${((100 * hit) / all).toFixed(1)}% (${hit}/${all})`;
const budget = `${LEXICAL_FALSE_MATCH_BUDGET * 100}%`;
function printAt(label: string, offset: number) {
  const score = scoreAt(offset);
  console.log(
    `  ${label} (offset ${offset.toFixed(3)}): indirect ${percent(score.indirect)}, direct ${percent(score.direct)}, ordinary false ${percent(score.ordinary)}`,
  );
}

const asTrained = scoreAt(0);
console.log(`Stratified ${FOLDS}-fold cross-validation on the training part (seed ${SEED})`);
console.log(`  direct recall        ${percent(asTrained.direct)}`);
console.log(`  indirect recall      ${percent(asTrained.indirect)}`);
console.log(`  ordinary false       ${percent(asTrained.ordinary)}`);
console.log(`  ordinary phrasings a pattern matched: ${byPatterns}; ${budget} allows ${allowed}`);
printAt(`screen <= ${budget} false`, offsetAdmitting(allowed - byPatterns));
printAt(`model adds <= ${budget} false`, offsetAdmitting(allowed));
console.log(
  `  training ${(trainingMs / FOLDS / 1000).toFixed(1)} s a fold; screening ${(screeningMs / reads.length).toFixed(2)} ms a phrasing (wall clock)`,
);
