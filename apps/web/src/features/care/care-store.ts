import { crisisRegion, primaryConcern } from '@rally/domain';
import type { CareNotice, CarePlace, CrisisRegion } from '@rally/domain';
import type * as crisisScreenModule from '@rally/domain/crisis-screen';
import { useEffect, useSyncExternalStore } from 'react';

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

type CrisisScreenModule = typeof crisisScreenModule;
let crisisScreen: CrisisScreenModule | null = null;
let crisisScreenLoading: Promise<CrisisScreenModule> | null = null;

/**
 * The screen is a chunk of its own (compromise is ~100 kB gzipped, more than the first load's
 * budget can take): asked for once a page that holds a form has loaded, from the service
 * worker's precache when offline. A failed load is asked for again by the next call.
 */
export function loadCrisisScreen(): Promise<CrisisScreenModule> {
  crisisScreenLoading ??= import('@rally/domain/crisis-screen').then(
    (module) => (crisisScreen = module),
    (error: unknown) => {
      crisisScreenLoading = null;
      throw error;
    },
  );
  return crisisScreenLoading;
}

/** Asks for the screen's chunk when a form that screens is shown, so it is there by the submit. */
export function usePreloadedCrisisScreen(): void {
  useEffect(() => {
    void loadCrisisScreen().catch(() => undefined);
  }, []);
}

/**
 * The same built-in screen the server runs, here before anything is sent: a person in crisis sees
 * care at once, offline too, and never an upgrade prompt. Null when nothing matched, or in the
 * moment before the screen's chunk has arrived: the server screens every request before its
 * free-limit check and answers with the same care.
 */
export function careBeforeSending(
  place: CarePlace,
  texts: readonly (string | null | undefined)[],
): CareNotice | null {
  if (crisisScreen === null) {
    void loadCrisisScreen().catch(() => undefined);
    return null;
  }
  const concern = primaryConcern(crisisScreen.screenTextsForCrisis(texts));
  return concern === null ? null : { concern, place };
}

/** The device's region for the crisis line: its time zone, else its language's region. */
export function deviceCrisisRegion(): CrisisRegion | null {
  const timeZone =
    typeof Intl === 'undefined' ? null : Intl.DateTimeFormat().resolvedOptions().timeZone;
  const locale = typeof navigator === 'undefined' ? null : navigator.language;
  return crisisRegion(timeZone, locale);
}
