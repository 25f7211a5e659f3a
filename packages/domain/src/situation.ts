/**
 * The kinds of situation a speech can be about; each has its own register (what fits being said),
 * see speech-checks.ts and docs/decisions/built-in-writer.md.
 */
export const SITUATION_KINDS = [
  'performance',
  'illness',
  'grief',
  'setback',
  'change',
  'habit',
  'self_doubt',
  // Someone they love is going through it (an operation, an exam, a lost job): the speech is for the
  // one who worries, not the one it happens to.
  'loved_one',
  // An everyday hard thing with nothing else named: a call to make, a day to get through,
  // loneliness, a task they dread. What the built-in writer reads when no kind's words are found.
  'everyday',
] as const;
export type SituationKind = (typeof SITUATION_KINDS)[number];
