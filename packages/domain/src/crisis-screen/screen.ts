/**
 * The built-in crisis screen (issue 36; docs/decisions/crisis-screen.md): a text a person wrote is
 * tokenised by compromise and swept with phrase patterns for suicidal thoughts, self-harm and intent
 * to harm others; what no pattern reads goes to a lexical model trained on the corpus
 * (lexical-model.ts). Pure and synchronous, for the server and the browser alike.
 */
import { lexicalModel, type LexicalModel } from './lexical-model.ts';
import { LEXICAL_COUNTS } from './lexical-weights.ts';
import { inOrder, readForCrisis } from './screen-reading.ts';
import type { CrisisConcern, CrisisScreen } from './screen-types.ts';

export type { CrisisConcern, CrisisScreen } from './screen-types.ts';

let model: LexicalModel | undefined;

/** Screens one text; the concerns come in a fixed order (self-harm first). */
export function screenForCrisis(text: string): CrisisScreen {
  // The weights are computed from the shipped counts on first use (a few milliseconds), not on import.
  model ??= lexicalModel(LEXICAL_COUNTS);
  return { concerns: readForCrisis(text, model).concerns };
}

/** Screens every text a person wrote for one request; a concern found in any of them counts. */
export function screenTextsForCrisis(texts: readonly (string | null | undefined)[]): CrisisScreen {
  const matched = new Set<CrisisConcern>();
  for (const text of texts) {
    if (text) for (const concern of screenForCrisis(text).concerns) matched.add(concern);
  }
  return { concerns: inOrder(matched) };
}
