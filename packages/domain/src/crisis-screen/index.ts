/**
 * The built-in crisis screen. A stand-in of a few phrase patterns, replaced at merge by the
 * classifier (docs/decisions/crisis-care.md); the API below is the contract both keep.
 */
export type CrisisConcern = 'self-harm' | 'harm-others';

/** What the screen found in a text: empty `concerns` when nothing matched. */
export interface CrisisScreen {
  concerns: CrisisConcern[];
}

const PATTERNS: readonly { concern: CrisisConcern; pattern: RegExp }[] = [
  { concern: 'self-harm', pattern: /\bkill(?:ing)? myself\b/i },
  { concern: 'self-harm', pattern: /\bend(?:ing)? (?:my|it all|my own) life\b/i },
  { concern: 'self-harm', pattern: /\bending my life\b/i },
  { concern: 'self-harm', pattern: /\bsuicid(?:e|al)\b/i },
  { concern: 'self-harm', pattern: /\bhurt(?:ing)? myself\b/i },
  { concern: 'harm-others', pattern: /\b(?:kill|hurt)(?:ing)? (?:him|her|them)\b/i },
];

export function screenForCrisis(text: string): CrisisScreen {
  const concerns = new Set<CrisisConcern>();
  for (const { concern, pattern } of PATTERNS) if (pattern.test(text)) concerns.add(concern);
  return { concerns: [...concerns] };
}

/** One screen of several texts (a brief's context, notes and goals): every concern any of them raises. */
export function screenTextsForCrisis(texts: readonly (string | null | undefined)[]): CrisisScreen {
  const concerns = new Set<CrisisConcern>();
  for (const text of texts) {
    if (text) for (const concern of screenForCrisis(text).concerns) concerns.add(concern);
  }
  return { concerns: [...concerns] };
}
