import { STREAM_SILENCE_TIMEOUT_MS } from '@rally/domain';

/** Why a wait for the server was given up: the device went offline, or nothing came for too long. */
export type LostConnection = 'offline' | 'silent';

/** The window in a browser; nothing to listen to elsewhere (Node, where unit tests run). */
const browserWindow: EventTarget | undefined = typeof window === 'undefined' ? undefined : window;

export interface ConnectionWatchOptions {
  /** Where the browser announces `offline` (the window). */
  connectivity?: EventTarget;
  isOnline?: () => boolean;
  /** How long the server may send nothing before the wait is given up. */
  silenceMs?: number;
}

export interface ConnectionWatch {
  /** Something arrived: the silence starts again. */
  heardFrom(): void;
  /** The wait is over: no timer or listener is left. */
  end(): void;
}

/**
 * Watches a wait for the server so that it never lasts for ever: `onLost` is called once, when the
 * device goes offline (at once if it is offline already) or when nothing arrives for `silenceMs`.
 */
export function watchConnection(
  onLost: (reason: LostConnection) => void,
  {
    connectivity = browserWindow,
    isOnline = () => globalThis.navigator?.onLine ?? true,
    silenceMs = STREAM_SILENCE_TIMEOUT_MS,
  }: ConnectionWatchOptions = {},
): ConnectionWatch {
  let ended = false;
  let silence: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    ended = true;
    clearTimeout(silence);
    connectivity?.removeEventListener('offline', onOffline);
  };
  const lose = (reason: LostConnection) => {
    if (ended) return;
    end();
    onLost(reason);
  };
  const onOffline = () => lose('offline');
  const heardFrom = () => {
    if (ended) return;
    clearTimeout(silence);
    silence = setTimeout(() => lose('silent'), silenceMs);
  };
  connectivity?.addEventListener('offline', onOffline);
  heardFrom();
  if (!isOnline()) lose('offline');
  return { heardFrom, end };
}
