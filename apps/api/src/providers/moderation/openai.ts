import type { CrisisConcern, CrisisScreen } from '@rally/domain';
import OpenAI from 'openai';
import type { Moderation } from 'openai/resources/moderations';
import type { ModerationProvider } from './types.ts';

export const MODERATION_MODEL = 'omni-moderation-latest';
/** The screen sits before the allowance and before each sentence: a slow answer falls back soon. */
export const DEFAULT_MODERATION_TIMEOUT_MS = 2_000;
/**
 * Moderation's `violence` also scores words that only describe harm (news, a film, a fight
 * remembered); alone it counts as intent to harm others only this sure (docs/decisions/crisis-care.md).
 */
export const VIOLENCE_INTENT_SCORE = 0.8;

export interface OpenAIModerationOptions {
  apiKey: string;
  baseURL?: string;
  timeoutMs?: number;
}

/** The concerns one moderation result raises. */
export function concernsOfModeration(result: Moderation): CrisisConcern[] {
  const { categories, category_scores: scores } = result;
  const concerns: CrisisConcern[] = [];
  if (
    categories['self-harm'] ||
    categories['self-harm/intent'] ||
    categories['self-harm/instructions']
  ) {
    concerns.push('self-harm');
  }
  if (
    categories['harassment/threatening'] ||
    (categories.violence && scores.violence >= VIOLENCE_INTENT_SCORE)
  ) {
    concerns.push('harm-others');
  }
  return concerns;
}

/** OpenAI's moderation endpoint (free), one request for all the texts. */
export function createOpenAIModeration(options: OpenAIModerationOptions): ModerationProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs ?? DEFAULT_MODERATION_TIMEOUT_MS,
  });
  return {
    name: 'openai',
    async screen(texts, signal) {
      const input = texts.filter((text) => text.trim() !== '');
      if (input.length === 0) return { concerns: [] };
      const answer = await client.moderations.create(
        { model: MODERATION_MODEL, input },
        { signal },
      );
      const concerns = new Set<CrisisConcern>();
      for (const result of answer.results) {
        for (const concern of concernsOfModeration(result)) concerns.add(concern);
      }
      return { concerns: [...concerns] } satisfies CrisisScreen;
    },
  };
}
