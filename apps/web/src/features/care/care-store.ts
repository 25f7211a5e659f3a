import { crisisRegion, primaryConcern } from '@rally/domain';
import type { CareNotice, CarePlace, CrisisRegion, CrisisScreen } from '@rally/domain';
import { CRISIS_SCREEN_READY_ATTRIBUTE } from '../../first-screen/page.ts';
import type { ScreenMessage, ScreenRequest } from './crisis-screen-worker.ts';
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

/** How long a submit waits for the device's answer before sending anyway: the server screens every request too. */
const SCREEN_ANSWER_WAIT_MS = 1_000;

interface DeviceScreen {
  worker: Worker;
  ready: boolean;
}

let deviceScreen: DeviceScreen | null = null;
let nextRequestId = 0;
const waitingAnswers = new Map<number, (screen: CrisisScreen | null) => void>();

/**
 * Starts the screen's worker once (a chunk of its own, from the service worker's precache when
 * offline). A worker that fails to load is started again by the next call; nothing waits on it.
 * Where a browser has no workers, nothing is screened on the device.
 */
function startDeviceScreen(): DeviceScreen | null {
  if (deviceScreen !== null || typeof Worker === 'undefined') return deviceScreen;
  const worker = new Worker(new URL('./crisis-screen-worker.ts', import.meta.url), {
    type: 'module',
  });
  const started: DeviceScreen = { worker, ready: false };
  deviceScreen = started;
  worker.addEventListener('message', (event: MessageEvent<ScreenMessage>) => {
    const message = event.data;
    if (message.kind === 'ready') {
      started.ready = true;
      document.documentElement.setAttribute(CRISIS_SCREEN_READY_ATTRIBUTE, '');
      return;
    }
    waitingAnswers.get(message.id)?.(message.screen);
    waitingAnswers.delete(message.id);
  });
  worker.addEventListener('error', () => {
    worker.terminate();
    if (deviceScreen === started) deviceScreen = null;
    document.documentElement.removeAttribute(CRISIS_SCREEN_READY_ATTRIBUTE);
    for (const answer of waitingAnswers.values()) answer(null);
    waitingAnswers.clear();
  });
  return started;
}

/** Starts the screen when a form that screens is shown, so it is ready by the submit. */
export function usePreloadedCrisisScreen(): void {
  useEffect(() => {
    startDeviceScreen();
  }, []);
}

/**
 * The same built-in screen the server runs, here before anything is sent: a person in crisis sees
 * care at once, offline too, and never an upgrade prompt. Null when nothing matched, or while the
 * screen is still loading or does not answer: the server screens every request before its
 * free-limit check and answers with the same care.
 */
export async function careBeforeSending(
  place: CarePlace,
  texts: readonly (string | null | undefined)[],
): Promise<CareNotice | null> {
  const screen = startDeviceScreen();
  if (screen === null || !screen.ready) return null;
  const id = (nextRequestId += 1);
  const answered = new Promise<CrisisScreen | null>((resolve) => {
    waitingAnswers.set(id, resolve);
    setTimeout(() => {
      if (waitingAnswers.delete(id)) resolve(null);
    }, SCREEN_ANSWER_WAIT_MS);
  });
  const request: ScreenRequest = { id, texts: [...texts] };
  screen.worker.postMessage(request);
  const answer = await answered;
  const concern = answer === null ? null : primaryConcern(answer);
  return concern === null ? null : { concern, place };
}

/** The device's region for the crisis line: its time zone, else its language's region. */
export function deviceCrisisRegion(): CrisisRegion | null {
  const timeZone =
    typeof Intl === 'undefined' ? null : Intl.DateTimeFormat().resolvedOptions().timeZone;
  const locale = typeof navigator === 'undefined' ? null : navigator.language;
  return crisisRegion(timeZone, locale);
}
