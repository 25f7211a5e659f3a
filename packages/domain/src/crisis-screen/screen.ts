/**
 * The built-in crisis screen (issue 36; docs/decisions/crisis-screen.md): a text a person wrote is
 * tokenised by compromise and swept with phrase patterns for suicidal thoughts, self-harm and intent
 * to harm others. Pure and synchronous, for the server and the browser alike.
 */
import nlp from 'compromise/two';
import { normaliseForScreen } from './normalise.ts';
import { crisisPatterns, type CrisisPattern } from './patterns.ts';
import type { CrisisConcern, CrisisScreen } from './screen-types.ts';

export type { CrisisConcern, CrisisScreen } from './screen-types.ts';

type PatternNet = ReturnType<typeof nlp.buildNet>;
type CompromiseView = ReturnType<typeof nlp.tokenize>;

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

function isOrdinaryUse(found: SweepFound): boolean {
  return found.unless !== undefined && found.view.fullSentences().has(found.unless);
}

/** Screens one text; the concerns come in a fixed order (self-harm first). */
export function screenForCrisis(text: string): CrisisScreen {
  const normalised = normaliseForScreen(text);
  if (normalised === '') return { concerns: [] };
  // Tokens only: the patterns need words and verb forms, not part-of-speech tags, and this is ~5× faster.
  const { found } = nlp.tokenize(normalised).sweep(crisisPatternNet());
  const matched = new Set<CrisisConcern>();
  for (const match of found as SweepFound[]) {
    if (!isOrdinaryUse(match)) matched.add(match.concern);
  }
  return { concerns: CONCERN_ORDER.filter((concern) => matched.has(concern)) };
}

const CONCERN_ORDER: readonly CrisisConcern[] = ['self-harm', 'harm-others'];

/** Screens every text a person wrote for one request; a concern found in any of them counts. */
export function screenTextsForCrisis(texts: readonly (string | null | undefined)[]): CrisisScreen {
  const matched = new Set<CrisisConcern>();
  for (const text of texts) {
    if (text) for (const concern of screenForCrisis(text).concerns) matched.add(concern);
  }
  return { concerns: CONCERN_ORDER.filter((concern) => matched.has(concern)) };
}
