import type { CrisisScreen } from '@rally/domain';

/** A second opinion on a person's words or a model's answer: a vendor's moderation. */
export interface ModerationProvider {
  readonly name: string;
  /** What any of the texts raises; throws when the vendor cannot answer (the caller falls back). */
  screen(texts: readonly string[], signal?: AbortSignal): Promise<CrisisScreen>;
}

/** Told when the moderation could not answer and the built-in screen's word stood alone. */
export type ModerationFallback = (error: unknown, provider: string) => void;

/**
 * The crisis screen the services use: the built-in screen, always, and the moderation too when one
 * is configured. A moderation that times out or fails leaves the built-in screen's answer, never none.
 */
export interface CrisisScreener {
  /** 'built-in', or 'built-in+openai' with the moderation. */
  readonly name: string;
  screen(texts: readonly string[], onFallback?: ModerationFallback): Promise<CrisisScreen>;
}
