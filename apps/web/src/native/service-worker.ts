export interface ServiceWorkerEnv {
  isNativePlatform: () => boolean;
  window: Pick<Window, 'addEventListener'>;
  /** `navigator.serviceWorker`, absent in browsers without service workers (and on plain HTTP). */
  serviceWorker: Pick<ServiceWorkerContainer, 'register'> | undefined;
}

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers /sw.js once the window has loaded, so it does not compete with the first render, and
 * never in the native app, whose files are already on the device. Returns whether it will register.
 */
export function registerServiceWorker({
  isNativePlatform,
  window,
  serviceWorker,
}: ServiceWorkerEnv): boolean {
  if (isNativePlatform() || serviceWorker === undefined) return false;
  window.addEventListener('load', () => {
    serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  });
  return true;
}
