import { screenTextsForCrisis } from '@rally/domain/crisis-screen';
import type { CrisisConcern } from '@rally/domain';
import type { CrisisScreener, ModerationProvider } from './types.ts';

/**
 * The built-in screen, and the moderation's opinion added to it when there is one. The built-in
 * screen runs first and always; a moderation that fails or times out adds nothing and says so.
 */
export function createCrisisScreener(moderation: ModerationProvider | null): CrisisScreener {
  return {
    name: moderation ? `built-in+${moderation.name}` : 'built-in',
    async screen(texts, onFallback) {
      const builtIn = screenTextsForCrisis(texts);
      if (!moderation) return builtIn;
      const concerns = new Set<CrisisConcern>(builtIn.concerns);
      try {
        for (const concern of (await moderation.screen(texts)).concerns) concerns.add(concern);
      } catch (error) {
        onFallback?.(error, moderation.name);
      }
      return { concerns: [...concerns] };
    },
  };
}
