/**
 * The crisis screen's reading of one text with a given lexical model (screen.ts ships it with the
 * trained one; scripts/crisis-cv.ts passes each fold's): a text a person wrote is tokenised by
 * compromise and swept with phrase patterns for suicidal thoughts, self-harm and intent to harm
 * others; what no pattern reads goes to the lexical model (lexical-model.ts).
 */
import nlp from 'compromise/two';
import { normaliseForScreen } from './normalise.ts';
import { lexicalReading, lexicalWindows, type LexicalModel } from './lexical-model.ts';
import { crisisPatterns, type CrisisPattern } from './patterns.ts';
import type { CrisisConcern } from './screen-types.ts';

type PatternNet = ReturnType<typeof nlp.buildNet>;
type CompromiseView = ReturnType<typeof nlp.tokenize>;
/** Some of a text's words: what a match or `not` gives. */
type WordsView = ReturnType<CompromiseView['match']>;

/** What a sweep reports for each match: the pattern's own fields and the matched words. */
interface SweepFound extends CrisisPattern {
  view: CompromiseView;
}

let patternNet: PatternNet | undefined;

/** Built and compiled on first use (a few tens of milliseconds), not when the package is imported. */
function crisisPatternNet(): PatternNet {
  patternNet ??= nlp.buildNet(crisisPatterns());
  return patternNet;
}

/**
 * Whether the words around a match show an ordinary use. Only the neighbourhood counts, not the
 * sentence: in "I overdosed on coffee, then I took an overdose of my pills" the coffee must not
 * excuse the pills.
 */
function isOrdinaryUse(found: SweepFound): boolean {
  if (found.unless === undefined) return false;
  const reach = found.reach ?? UNLESS_REACH;
  // From the match's own place in its sentence: compromise's growLeft('.{0,8}') took one word, not
  // eight, where more than eight stood before the match.
  const view = found.view as unknown as PointedView;
  const around = view.update(
    view.fullPointer.map(([sentence, start, end]) => [
      sentence,
      Math.max(0, start - reach.before),
      Math.min(view.document[sentence]?.length ?? end, end + reach.after),
    ]),
  );
  const ordinary = typeof found.unless === 'string' ? [found.unless] : found.unless;
  return ordinary.some((pattern) => around.has(pattern));
}

/**
 * What a match's `toldOf` finds: the words from the person named to the end of the act, when the act
 * is someone else's told as news ("my best friend is in a coma after an overdose"), or undefined. It
 * reads the words from up to TOLD_OF_REACH before the match to the match's own end, so a pattern's
 * `$` is the end of the match.
 */
function toldOfSomeoneElse(found: SweepFound): WordsView | undefined {
  if (found.toldOf === undefined) return undefined;
  const view = found.view as unknown as PointedView;
  const before = view.update(
    view.fullPointer.map(([sentence, start, end]) => [
      sentence,
      Math.max(0, start - TOLD_OF_REACH),
      end,
    ]),
  );
  for (const pattern of found.toldOf) {
    const told = before.match(pattern);
    if (told.found) return told;
  }
  return undefined;
}

/** How far, in words, `toldOf` reaches back from a match for the person whose act it is. */
const TOLD_OF_REACH = 12;

/** The parts of a compromise view its typings leave out: where it stands, and a view of other terms. */
interface PointedView {
  fullPointer: [sentence: number, start: number, end: number][];
  document: unknown[][];
  update(pointer: [number, number, number][]): CompromiseView;
}

/** How far, in words, an `unless` pattern reaches beyond its match unless the pattern says. */
const UNLESS_REACH = { before: 3, after: 4 } as const;

/** What the screen read in one text. */
export interface CrisisReading {
  /** What it matched, in a fixed order (self-harm first); empty when nothing matched. */
  concerns: CrisisConcern[];
  /**
   * What the lexical model read when no pattern did: its best window's score less its threshold (a
   * match above 0) and the concern it would name. Absent when a pattern read the text, or it was empty;
   * where all a pattern read was told of someone else (`toldOf`), what the model read in the rest.
   */
  lexical?: { margin: number; concern: CrisisConcern };
}

/** Reads one text with the patterns, then, where none read it, with `model`. */
export function readForCrisis(text: string, model: LexicalModel): CrisisReading {
  const normalised = normaliseForScreen(text);
  if (normalised === '') return { concerns: [] };
  // Tokens only: the patterns need words and verb forms, not part-of-speech tags, and this is ~5× faster.
  const tokens = nlp.tokenize(normalised);
  const { found } = tokens.sweep(crisisPatternNet());
  const matched = new Set<CrisisConcern>();
  let told: WordsView | undefined;
  for (const match of found as SweepFound[]) {
    if (isOrdinaryUse(match)) continue;
    const toldOf = toldOfSomeoneElse(match);
    if (toldOf === undefined) matched.add(match.concern);
    else told = told === undefined ? toldOf : told.concat(toldOf);
  }
  // What no pattern names, the lexical model may still read: indirect phrasings above all. A text a
  // pattern read and found ordinary ("kill them with kindness") is not read again, but for what was
  // told of someone else: the writer's own words around it are ("my best friend is in a coma after an
  // overdose and i want to join her"), without the told ones, whose act would outweigh them.
  if (matched.size > 0 || (found.length > 0 && told === undefined)) {
    return { concerns: inOrder(matched) };
  }
  const ownWords = told === undefined ? tokens : tokens.not(told);
  if (told !== undefined && !ownWords.found) return { concerns: [] };
  const lexical = lexicalReading(model, lexicalWindows(ownWords));
  return { concerns: lexical.margin > 0 ? [lexical.concern] : [], lexical };
}

/** The concerns in a fixed order (self-harm first). */
export function inOrder(matched: ReadonlySet<CrisisConcern>): CrisisConcern[] {
  return CONCERN_ORDER.filter((concern) => matched.has(concern));
}

const CONCERN_ORDER: readonly CrisisConcern[] = ['self-harm', 'harm-others'];
