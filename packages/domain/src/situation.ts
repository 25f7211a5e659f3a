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
] as const;
export type SituationKind = (typeof SITUATION_KINDS)[number];
