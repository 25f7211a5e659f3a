/**
 * The crisis screen's second reader: a naive Bayes model over the words and word pairs of the
 * training corpus (docs/decisions/crisis-screen.md). The phrase patterns read what someone wrote a
 * pattern for; this reads how crisis phrasings tend to be worded, so it finds indirect ones that no
 * pattern names ("cleaning out my room, giving my cat to my friends"). It is trained from the
 * training part only, by `pnpm --filter @rally/domain crisis:model`, into lexical-weights.ts: how
 * many ordinary, self-harm and harm-to-others phrasings had each feature, from which every weight
 * follows (`lexicalModel`); a test checks that the shipped counts are the ones the corpus gives.
 */
import nlp from 'compromise/two';
import type { CorpusConcern, CrisisPhrasing, OrdinaryPhrasing } from './corpus/types.ts';

/** Training phrasings of each kind: ordinary, self-harm and harm to others. */
export interface KindCounts {
  ordinary: number;
  selfHarm: number;
  harmOthers: number;
}

/** What training writes to lexical-weights.ts. */
export interface LexicalCounts {
  /** Training phrasings of each kind. */
  phrasings: KindCounts;
  /** Where the crisis model's score counts as a match, set by cross-validation on the training part. */
  threshold: number;
  /**
   * Every feature of the training part (a word, or two words joined by `_`), grouped by how many
   * ordinary, self-harm and harm-to-others phrasings had it ("0 1 0": one self-harm phrasing), in
   * lines of space-separated features.
   */
  features: Readonly<Record<string, readonly string[]>>;
}

/** One binary model: a prior, each feature's log-likelihood ratio, and where a text counts as a match. */
export interface BinaryModel {
  prior: number;
  threshold: number;
  weights: ReadonlyMap<string, number>;
}

export interface LexicalModel {
  /** Crisis against ordinary. */
  crisis: BinaryModel;
  /** Among crisis phrasings: harm to others against self-harm. */
  harmOthers: BinaryModel;
}

/** Tokens of a whole text (`nlp.tokenize`) or of some of its words (a match, or what is left after one). */
type Tokens = Pick<ReturnType<ReturnType<typeof nlp.tokenize>['match']>, 'terms'>;

/**
 * A token's letters only, apostrophes dropped: "i'm" and "im", "don't" and "dont" are one word to the
 * model, so a phrasing reads the same typed with or without them (the fourth round's "thinks im rich.
 * im not" was read as a crisis only without its apostrophes).
 */
function wordsOf(tokens: Tokens): string[] {
  return (tokens.terms().out('array') as string[])
    .map((word) => word.toLowerCase().replace(/[^a-z]/g, ''))
    .filter((word) => word !== '');
}

/** Words and adjacent word pairs of a tokenised text (`nlp.tokenize`), each once. */
export function lexicalFeatures(tokens: Tokens): string[] {
  return featuresOf(wordsOf(tokens));
}

/**
 * Words in a window the model reads at once, and how far the next window starts. A text is scored by
 * the best of its whole and its windows, so a crisis said in one clause of a long request ("so my
 * exam is on friday and ...") is not outweighed by the ordinary words around it
 * (docs/decisions/crisis-screen.md: sizes chosen by cross-validation on the training part). Every 5
 * words rather than 10: a lead-in shifts the windows less, so fewer phrasings change their reading.
 */
const WINDOW = { words: 20, stride: 5 } as const;

/** The features of a tokenised text as a whole, then of each of its windows when it is longer than one. */
export function lexicalWindows(tokens: Tokens): string[][] {
  const words = wordsOf(tokens);
  const windows = [featuresOf(words)];
  if (words.length <= WINDOW.words) return windows;
  windows.push(featuresOf(words.slice(0, WINDOW.words)));
  for (
    let start = WINDOW.stride;
    start + WINDOW.words - WINDOW.stride < words.length;
    start += WINDOW.stride
  ) {
    windows.push(featuresOf(words.slice(start, start + WINDOW.words)));
  }
  return windows;
}

function featuresOf(words: readonly string[]): string[] {
  const features = new Set(words);
  for (let index = 0; index + 1 < words.length; index += 1) {
    features.add(`${words[index]}_${words[index + 1]}`);
  }
  return [...features];
}

export function binaryScore(model: BinaryModel, features: readonly string[]): number {
  let score = model.prior;
  for (const feature of features) score += model.weights.get(feature) ?? 0;
  return score;
}

/** A text's score: its best window's. */
function bestWindow(
  model: BinaryModel,
  windows: readonly (readonly string[])[],
): { score: number; features: readonly string[] } {
  let best = { score: Number.NEGATIVE_INFINITY, features: [] as readonly string[] };
  for (const features of windows) {
    const score = binaryScore(model, features);
    if (score > best.score) best = { score, features };
  }
  return best;
}

/**
 * What the model reads in a text's windows (`lexicalWindows`): how far its best window scores above
 * the threshold (a match above 0), and the concern that window would name.
 */
export function lexicalReading(
  model: LexicalModel,
  windows: readonly (readonly string[])[],
): { margin: number; concern: CorpusConcern } {
  const { score, features } = bestWindow(model.crisis, windows);
  return {
    margin: score - model.crisis.threshold,
    concern:
      binaryScore(model.harmOthers, features) > model.harmOthers.threshold
        ? 'harm-others'
        : 'self-harm',
  };
}

/** The concern the model reads in a text's windows (`lexicalWindows`), or null. */
export function lexicalConcern(
  model: LexicalModel,
  windows: readonly (readonly string[])[],
): CorpusConcern | null {
  const { margin, concern } = lexicalReading(model, windows);
  return margin > 0 ? concern : null;
}

/**
 * The share of ordinary phrasings the crisis model may match in cross-validation on the training
 * part: its threshold is set there, never on the held-out part.
 */
export const LEXICAL_FALSE_MATCH_BUDGET = 0.02;
const FOLDS = 5;
const THRESHOLD_DECIMALS = 3;
/** Features per line of lexical-weights.ts, so the file reads in lines of about this many characters. */
const LINE_CHARACTERS = 90;

/** One feature's counts: ordinary, self-harm and harm-to-others phrasings that had it. */
type FeatureCounts = [ordinary: number, selfHarm: number, harmOthers: number];

/** Features that share their counts. */
interface FeatureGroup {
  counts: FeatureCounts;
  features: string[];
}

/**
 * Multinomial naive Bayes with add-one smoothing over every feature seen (each counted once a
 * phrasing): `side` picks a group's negative and positive counts, [0, 0] leaving it out. A weight
 * depends on the counts alone, so it is worked out once a group.
 */
function naiveBayes(
  groups: readonly FeatureGroup[],
  phrasings: readonly [negative: number, positive: number],
  side: (counts: FeatureCounts) => [negative: number, positive: number],
  threshold: number,
): BinaryModel {
  let negativeTotal = 0;
  let positiveTotal = 0;
  let vocabulary = 0;
  for (const { counts, features } of groups) {
    const [negative, positive] = side(counts);
    if (negative + positive === 0) continue;
    negativeTotal += negative * features.length;
    positiveTotal += positive * features.length;
    vocabulary += features.length;
  }
  const weights = new Map<string, number>();
  for (const { counts, features } of groups) {
    const [negative, positive] = side(counts);
    if (negative + positive === 0) continue;
    const weight =
      Math.log((positive + 1) / (positiveTotal + vocabulary)) -
      Math.log((negative + 1) / (negativeTotal + vocabulary));
    for (const feature of features) weights.set(feature, weight);
  }
  return { prior: Math.log(phrasings[1] / phrasings[0]), threshold, weights };
}

/** The model the counts of lexical-weights.ts give: every weight follows from them. */
export function lexicalModel(shipped: LexicalCounts): LexicalModel {
  const groups = Object.entries(shipped.features).map(([key, lines]): FeatureGroup => {
    const [ordinary = 0, selfHarm = 0, harmOthers = 0] = key.split(' ').map(Number);
    return {
      counts: [ordinary, selfHarm, harmOthers],
      features: lines.flatMap((line) => line.split(' ')),
    };
  });
  const { phrasings, threshold } = shipped;
  return {
    crisis: naiveBayes(
      groups,
      [phrasings.ordinary, phrasings.selfHarm + phrasings.harmOthers],
      ([ordinary, selfHarm, harmOthers]) => [ordinary, selfHarm + harmOthers],
      threshold,
    ),
    harmOthers: naiveBayes(
      groups,
      [phrasings.selfHarm, phrasings.harmOthers],
      ([, selfHarm, harmOthers]) => [selfHarm, harmOthers],
      0,
    ),
  };
}

type Kind = keyof KindCounts;

interface Example {
  /** The whole text's features, which the counts are taken from. */
  features: string[];
  /** What a text is scored on: its whole and its windows. */
  windows: string[][];
  kind: Kind;
}

function countFeatures(examples: readonly Example[]): {
  counts: Map<string, FeatureCounts>;
  phrasings: KindCounts;
} {
  const counts = new Map<string, FeatureCounts>();
  const phrasings: KindCounts = { ordinary: 0, selfHarm: 0, harmOthers: 0 };
  const slot = { ordinary: 0, selfHarm: 1, harmOthers: 2 } as const;
  for (const { features, kind } of examples) {
    phrasings[kind] += 1;
    for (const feature of features) {
      let featureCounts = counts.get(feature);
      if (featureCounts === undefined) {
        featureCounts = [0, 0, 0];
        counts.set(feature, featureCounts);
      }
      featureCounts[slot[kind]] += 1;
    }
  }
  return { counts, phrasings };
}

/** The threshold that keeps cross-validated false matches within the budget. */
function crossValidatedThreshold(examples: readonly Example[], budget: number): number {
  const ordinaryScores: number[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const { counts, phrasings } = countFeatures(
      examples.filter((_, index) => index % FOLDS !== fold),
    );
    const { crisis } = lexicalModel({ phrasings, threshold: 0, features: groupFeatures(counts) });
    examples.forEach((example, index) => {
      if (index % FOLDS === fold && example.kind === 'ordinary') {
        ordinaryScores.push(bestWindow(crisis, example.windows).score);
      }
    });
  }
  ordinaryScores.sort((a, b) => b - a);
  const threshold = ordinaryScores[Math.floor(ordinaryScores.length * budget)] ?? 0;
  const scale = 10 ** THRESHOLD_DECIMALS;
  return Math.round(threshold * scale) / scale;
}

/**
 * Whether a feature is left out of the model: one seen in a single ordinary phrasing and in no crisis
 * one. About 45% of the features were such, and the weights file outgrew what the speech form should
 * load with the fifth round of writers (docs/decisions/crisis-screen.md, section 4); in
 * cross-validation dropping them changed the figures by less than the spread between fold splits.
 */
function leftOut([ordinary, selfHarm, harmOthers]: FeatureCounts): boolean {
  return ordinary === 1 && selfHarm === 0 && harmOthers === 0;
}

/** Features grouped by their counts, in lines, each group and line in a fixed order. */
function groupFeatures(counts: ReadonlyMap<string, FeatureCounts>): Record<string, string[]> {
  const groups = new Map<string, { key: FeatureCounts; features: string[] }>();
  for (const [feature, featureCounts] of counts) {
    if (leftOut(featureCounts)) continue;
    const key = featureCounts.join(' ');
    const group = groups.get(key) ?? { key: featureCounts, features: [] };
    group.features.push(feature);
    groups.set(key, group);
  }
  const ordered = [...groups.entries()].sort(
    ([, { key: a }], [, { key: b }]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2],
  );
  const grouped: Record<string, string[]> = {};
  for (const [key, { features }] of ordered) {
    const lines: string[] = [];
    let line = '';
    for (const feature of features.sort()) {
      if (line !== '' && line.length + 1 + feature.length > LINE_CHARACTERS) {
        lines.push(line);
        line = '';
      }
      line = line === '' ? feature : `${line} ${feature}`;
    }
    lines.push(line);
    grouped[key] = lines;
  }
  return grouped;
}

export function trainLexicalModel(
  crisis: readonly CrisisPhrasing[],
  ordinary: readonly OrdinaryPhrasing[],
  normalise: (text: string) => string,
): LexicalCounts {
  const example = (text: string, kind: Kind): Example => {
    const tokens = nlp.tokenize(normalise(text));
    return { features: lexicalFeatures(tokens), windows: lexicalWindows(tokens), kind };
  };
  const examples: Example[] = [
    ...crisis.map((phrasing) =>
      example(phrasing.text, phrasing.concern === 'harm-others' ? 'harmOthers' : 'selfHarm'),
    ),
    ...ordinary.map((phrasing) => example(phrasing.text, 'ordinary')),
  ];
  const { counts, phrasings } = countFeatures(examples);
  return {
    phrasings,
    threshold: crossValidatedThreshold(examples, LEXICAL_FALSE_MATCH_BUDGET),
    features: groupFeatures(counts),
  };
}
