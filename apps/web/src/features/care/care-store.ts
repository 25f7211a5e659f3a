import { crisisRegion, primaryConcern, screenTextsForCrisis } from '@rally/domain';
import type { CareNotice, CarePlace, CrisisRegion } from '@rally/domain';
import { useSyncExternalStore } from 'react';

/**
 * The care panel's state, outside React so any form (and the speech generation's hook) can show it:
 * a crisis screen matched, on this device before submitting or in the server's answer
 * (docs/decisions/crisis-care.md).
 */
export interface CareRequest {
  notice: CareNotice;
  /** "I'm okay, write my speech": offered only for a speech request, never after harm to others. */
  onOkay?: () => void;
}

let shown: CareRequest | null = null;
const listeners = new Set<() => void>();

function publish(next: CareRequest | null): void {
  shown = next;
  for (const listener of listeners) listener();
}

export function showCare(request: CareRequest): void {
  publish(request);
}

export function closeCare(): void {
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCareRequest(): CareRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}

/**
 * The same built-in screen the server runs, here before anything is sent: a person in crisis sees
 * care at once, offline too, and never an upgrade prompt. Null when nothing matched.
 */
export function careBeforeSending(
  place: CarePlace,
  texts: readonly (string | null | undefined)[],
): CareNotice | null {
  const concern = primaryConcern(screenTextsForCrisis(texts));
  return concern === null ? null : { concern, place };
}

/** The device's region for the crisis line: its time zone, else its language's region. */
export function deviceCrisisRegion(): CrisisRegion | null {
  const timeZone =
    typeof Intl === 'undefined' ? null : Intl.DateTimeFormat().resolvedOptions().timeZone;
  const locale = typeof navigator === 'undefined' ? null : navigator.language;
  return crisisRegion(timeZone, locale);
}
