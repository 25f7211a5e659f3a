export interface ServiceWorkerEnv {
  isNativePlatform: () => boolean;
  window: Pick<Window, 'addEventListener'>;
  /** Whether the page has loaded already ('complete'). */
  document: Pick<Document, 'readyState'>;
  /** `navigator.serviceWorker`, absent in browsers without service workers (and on plain HTTP). */
  serviceWorker: Pick<ServiceWorkerContainer, 'register' | 'controller'> | undefined;
  /** Runs `retry` after `ms` (the page's setTimeout). */
  schedule: (retry: () => void, ms: number) => void;
}

export const SERVICE_WORKER_URL = '/sw.js';

/** Asks the active worker to take control of the pages it does not control (public/push-handler.js). */
export const CLAIM_MESSAGE = 'rally:claim';

/**
 * How long to wait before registering again after the first worker failed to install (it fetches
 * every file of the app, and one dropped request fails the whole install), one delay per retry.
 * Without a retry the browser tries again only at the next page load, and someone who keeps the
 * app open all day would have no offline copy until then.
 */
export const REGISTRATION_RETRY_DELAYS_MS = [10_000, 60_000, 300_000] as const;

/**
 * Registers /sw.js once the window has loaded, so it does not compete with the first render, and
 * never in the native app, whose files are already on the device. A server-rendered page loads
 * the app after it has painted, often after the load event: then it registers at once. When no
 * worker is active yet and the registration or the install fails, it registers again later (see
 * REGISTRATION_RETRY_DELAYS_MS); a failed update of an active worker is left to the browser, since
 * the active one goes on serving. Returns whether it will register.
 */
export function registerServiceWorker({
  isNativePlatform,
  window,
  document,
  serviceWorker,
  schedule,
}: ServiceWorkerEnv): boolean {
  if (isNativePlatform() || serviceWorker === undefined) return false;
  const register = (retries: number) => {
    const retryLater = () => {
      const delay = REGISTRATION_RETRY_DELAYS_MS[retries];
      if (delay !== undefined) schedule(() => register(retries + 1), delay);
    };
    serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).then(
      (registration) => {
        claimWhenActivated(serviceWorker, registration);
        const installing = registration.installing;
        if (installing === null || registration.active !== null) return;
        const failed = () => installing.state === 'redundant' && registration.active === null;
        if (failed()) {
          retryLater();
          return;
        }
        installing.addEventListener('statechange', () => {
          if (failed()) retryLater();
        });
      },
      (error: unknown) => {
        console.error('Service worker registration failed', error);
        retryLater();
      },
    );
  };
  if (document.readyState === 'complete') register(0);
  else window.addEventListener('load', () => register(0));
  return true;
}

/**
 * The worker claims every page open when it activates (`clientsClaim`), but a page whose
 * navigation was still in flight at that moment is missed, and it stayed without the worker, so
 * without an offline copy, until the next load (a browser test saw the worker activated and the
 * page uncontrolled 45 s on). Such a page asks the worker, once it is activated, to claim it.
 */
function claimWhenActivated(
  serviceWorker: Pick<ServiceWorkerContainer, 'controller'>,
  registration: ServiceWorkerRegistration,
): void {
  const claim = () => {
    const active = registration.active;
    if (serviceWorker.controller === null && active !== null && active.state === 'activated') {
      active.postMessage({ type: CLAIM_MESSAGE });
    }
  };
  claim();
  const coming = registration.installing ?? registration.waiting;
  coming?.addEventListener('statechange', () => {
    if (coming.state === 'activated') claim();
  });
}
