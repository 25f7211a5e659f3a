export interface ServiceWorkerEnv {
  isNativePlatform: () => boolean;
  window: Pick<Window, 'addEventListener'>;
  /** Whether the page has loaded already ('complete'). */
  document: Pick<Document, 'readyState'>;
  /** `navigator.serviceWorker`, absent in browsers without service workers (and on plain HTTP). */
  serviceWorker: Pick<ServiceWorkerContainer, 'register'> | undefined;
}

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers /sw.js once the window has loaded, so it does not compete with the first render, and
 * never in the native app, whose files are already on the device. A server-rendered page loads
 * the app after it has painted, often after the load event: then it registers at once. Returns
 * whether it will register.
 */
export function registerServiceWorker({
  isNativePlatform,
  window,
  document,
  serviceWorker,
}: ServiceWorkerEnv): boolean {
  if (isNativePlatform() || serviceWorker === undefined) return false;
  const register = () => {
    serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
  return true;
}
