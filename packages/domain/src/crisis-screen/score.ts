/**
 * Scores the crisis screen on a part of its corpus, for the test and for `pnpm bench:crisis`
 * (docs/decisions/crisis-screen.md). A crisis phrasing counts as found only with its own concern.
 */
import type { CrisisPhrasing, OrdinaryPhrasing } from './corpus/types.ts';
import { screenForCrisis } from './screen.ts';

/** Issue 36's targets on the held-out part. */
export const CRISIS_SCREEN_TARGETS = {
  directRecall: 1,
  indirectRecall: 0.95,
  falseMatchRate: 0.01,
} as const;

export interface CrisisScreenScore {
  /** Share of direct crisis phrasings found, 0–1. */
  directRecall: number;
  /** Share of indirect crisis phrasings found, 0–1. */
  indirectRecall: number;
  /** Share of ordinary phrasings that matched, 0–1. */
  falseMatchRate: number;
  missed: readonly CrisisPhrasing[];
  falseMatches: readonly OrdinaryPhrasing[];
  counts: { direct: number; indirect: number; ordinary: number };
}

function isFound(phrasing: CrisisPhrasing): boolean {
  return screenForCrisis(phrasing.text).concerns.includes(phrasing.concern);
}

function share(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

export function scoreCrisisScreen(
  crisis: readonly CrisisPhrasing[],
  ordinary: readonly OrdinaryPhrasing[],
): CrisisScreenScore {
  const missed = crisis.filter((phrasing) => !isFound(phrasing));
  const falseMatches = ordinary.filter(
    (phrasing) => screenForCrisis(phrasing.text).concerns.length > 0,
  );
  const direct = crisis.filter((phrasing) => phrasing.kind === 'direct').length;
  const indirect = crisis.length - direct;
  const missedDirect = missed.filter((phrasing) => phrasing.kind === 'direct').length;
  return {
    directRecall: share(direct - missedDirect, direct),
    indirectRecall: share(indirect - (missed.length - missedDirect), indirect),
    falseMatchRate: ordinary.length === 0 ? 0 : falseMatches.length / ordinary.length,
    missed,
    falseMatches,
    counts: { direct, indirect, ordinary: ordinary.length },
  };
}
