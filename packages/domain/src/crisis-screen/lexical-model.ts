/**
 * The crisis screen's second reader: a naive Bayes model over the words and word pairs of the
 * training corpus (docs/decisions/crisis-screen.md). The phrase patterns read what someone wrote a
 * pattern for; this reads how crisis phrasings tend to be worded, so it finds indirect ones that no
 * pattern names ("cleaning out my room, giving my cat to my friends"). It is trained from the
 * training part only, by `pnpm --filter @rally/domain crisis:model`, into lexical-weights.ts; a test
 * checks that the shipped weights are the ones the corpus gives.
 */
import nlp from 'compromise/two';
import type { CorpusConcern, CrisisPhrasing, OrdinaryPhrasing } from './corpus/types.ts';

/** One binary model: a prior, each feature's log-likelihood ratio, and where a text counts as a match. */
export interface BinaryModel {
  prior: number;
  threshold: number;
  weights: Readonly<Record<string, number>>;
}

export interface LexicalModel {
  /** Crisis against ordinary. */
  crisis: BinaryModel;
  /** Among crisis phrasings: harm to others against self-harm. */
  harmOthers: BinaryModel;
}

type Tokens = ReturnType<typeof nlp.tokenize>;

function wordsOf(tokens: Tokens): string[] {
  return (tokens.terms().out('array') as string[])
    .map((word) => word.toLowerCase().replace(/[^a-z']/g, ''))
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
 * (docs/decisions/crisis-screen.md: sizes chosen by cross-validation on the training part).
 */
const WINDOW = { words: 20, stride: 10 } as const;

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
  for (const feature of features) score += model.weights[feature] ?? 0;
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
export const LEXICAL_FALSE_MATCH_BUDGET = 0.01;
const FOLDS = 5;
/** Features seen fewer times than this in the training part carry no weight (and no bytes). */
const MIN_FEATURE_COUNT = 2;
const WEIGHT_DECIMALS = 3;

interface Example {
  features: string[];
  /** What a text is scored on (the model is fitted on whole texts). */
  windows: string[][];
  positive: boolean;
}

/** Multinomial naive Bayes with add-one smoothing, over features seen at least twice. */
function fitBinary(examples: readonly Example[]): Omit<BinaryModel, 'threshold'> {
  const counts = [new Map<string, number>(), new Map<string, number>()] as const;
  const documents = [0, 0];
  const totals = [0, 0];
  for (const { features, positive } of examples) {
    const side = positive ? 1 : 0;
    documents[side] = (documents[side] ?? 0) + 1;
    for (const feature of features) {
      counts[side].set(feature, (counts[side].get(feature) ?? 0) + 1);
      totals[side] = (totals[side] ?? 0) + 1;
    }
  }
  const vocabulary = new Set([...counts[0].keys(), ...counts[1].keys()]);
  const weights: Record<string, number> = {};
  const [negativeTotal = 0, positiveTotal = 0] = totals;
  for (const feature of [...vocabulary].sort()) {
    const negative = counts[0].get(feature) ?? 0;
    const positive = counts[1].get(feature) ?? 0;
    if (negative + positive < MIN_FEATURE_COUNT) continue;
    weights[feature] = round(
      Math.log((positive + 1) / (positiveTotal + vocabulary.size)) -
        Math.log((negative + 1) / (negativeTotal + vocabulary.size)),
    );
  }
  const [negativeDocuments = 1, positiveDocuments = 1] = documents;
  return { prior: round(Math.log(positiveDocuments / negativeDocuments)), weights };
}

/** The threshold that keeps cross-validated false matches within the budget. */
function crossValidatedThreshold(examples: readonly Example[], budget: number): number {
  const negativeScores: number[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = fitBinary(examples.filter((_, index) => index % FOLDS !== fold));
    for (const example of examples.filter((_, index) => index % FOLDS === fold)) {
      if (!example.positive)
        negativeScores.push(bestWindow({ ...model, threshold: 0 }, example.windows).score);
    }
  }
  negativeScores.sort((a, b) => b - a);
  return round(negativeScores[Math.floor(negativeScores.length * budget)] ?? 0);
}

export function trainLexicalModel(
  crisis: readonly CrisisPhrasing[],
  ordinary: readonly OrdinaryPhrasing[],
  normalise: (text: string) => string,
): LexicalModel {
  const example = (text: string, positive: boolean): Example => {
    const tokens = nlp.tokenize(normalise(text));
    return { features: lexicalFeatures(tokens), windows: lexicalWindows(tokens), positive };
  };
  const crisisExamples: Example[] = [
    ...crisis.map((phrasing) => example(phrasing.text, true)),
    ...ordinary.map((phrasing) => example(phrasing.text, false)),
  ];
  const concernExamples: Example[] = crisis.map((phrasing) =>
    example(phrasing.text, phrasing.concern === 'harm-others'),
  );
  return {
    crisis: {
      ...fitBinary(crisisExamples),
      threshold: crossValidatedThreshold(crisisExamples, LEXICAL_FALSE_MATCH_BUDGET),
    },
    harmOthers: { ...fitBinary(concernExamples), threshold: 0 },
  };
}

function round(value: number): number {
  const scale = 10 ** WEIGHT_DECIMALS;
  // `|| 0`: a weight that rounds to -0 is written as 0, and the test compares the two.
  return Math.round(value * scale) / scale || 0;
}
