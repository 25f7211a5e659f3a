/**
 * The crisis screen's measured corpus (docs/decisions/crisis-screen.md). Each set has a training part,
 * which the patterns may be tuned on, and a held-out part, written and committed before the classifier
 * and never tuned on; the test and `pnpm bench:crisis` score the held-out part.
 */

/** Who the text shows a risk to: the writer (suicidal thoughts, self-harm) or other people. */
export type CorpusConcern = 'self-harm' | 'harm-others';

/** A phrasing that must get the care message. */
export interface CrisisPhrasing {
  text: string;
  /** `direct` names the act (suicide, killing or hurting oneself or someone); `indirect` only implies it. */
  kind: 'direct' | 'indirect';
  concern: CorpusConcern;
}

/** A phrasing that must get a speech: hyperbole, near-miss words, hard but ordinary moments. */
export interface OrdinaryPhrasing {
  text: string;
  note?: string;
}
