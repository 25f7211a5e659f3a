import type { AppDeps } from '../deps.ts';
import { memorySlot } from '../server-memory.ts';

/**
 * Which providers are standing down, and why: a model that is gone (model_not_found, or its shutdown
 * date has passed) stays out until the server restarts with another; a provider that failed several
 * times in a row sits out a while, then is tried again. Kept per provider object, in the server's
 * memory (`deps.memory`).
 */

/** Failures in a row after which the next requests go straight to the stand-in. */
export const FAILURES_BEFORE_STANDING_DOWN = 3;
/** How long a failing provider sits out before it is tried again. */
export const STAND_DOWN_MS = 5 * 60 * 1000;

export type ProviderState = 'ok' | 'failing' | 'gone';

export interface ProviderCondition {
  state: ProviderState;
  /** Why it stands down: for the logs and /api/health. */
  reason: string | null;
  since: string | null;
}

class ProviderStatus {
  private failuresInARow = 0;
  private goneBecause: string | null = null;
  private standingDownUntil = 0;
  private since: Date | null = null;
  private lastFailure: string | null = null;

  usable(now: Date): boolean {
    return this.goneBecause === null && now.getTime() >= this.standingDownUntil;
  }

  /** Returns true when this failure makes it stand down. */
  failed(reason: string, now: Date): boolean {
    this.failuresInARow += 1;
    this.lastFailure = reason;
    if (this.failuresInARow < FAILURES_BEFORE_STANDING_DOWN) return false;
    this.failuresInARow = 0;
    this.standingDownUntil = now.getTime() + STAND_DOWN_MS;
    this.since = now;
    return true;
  }

  succeeded(): void {
    this.failuresInARow = 0;
    this.standingDownUntil = 0;
  }

  gone(reason: string, now: Date): void {
    if (this.goneBecause !== null) return;
    this.goneBecause = reason;
    this.since = now;
  }

  condition(now: Date): ProviderCondition {
    if (this.goneBecause !== null) {
      return { state: 'gone', reason: this.goneBecause, since: this.since?.toISOString() ?? null };
    }
    if (now.getTime() < this.standingDownUntil) {
      return {
        state: 'failing',
        reason: `${FAILURES_BEFORE_STANDING_DOWN} failures in a row, the last: ${this.lastFailure ?? 'unknown'}`,
        since: this.since?.toISOString() ?? null,
      };
    }
    return { state: 'ok', reason: null, since: null };
  }
}

/** Each adapter's standing on this server, by the adapter object. */
const PROVIDER_STATUSES = memorySlot(() => new WeakMap<object, ProviderStatus>());

/** This server's status of a provider (a writer or a voice), created on first use. */
export function statusOf(deps: AppDeps, provider: object): ProviderStatus {
  const statuses = deps.memory.get(PROVIDER_STATUSES);
  let status = statuses.get(provider);
  if (status === undefined) {
    status = new ProviderStatus();
    statuses.set(provider, status);
  }
  return status;
}

export type { ProviderStatus };
