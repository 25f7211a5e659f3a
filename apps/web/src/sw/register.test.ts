import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './register.ts';

describe('registerServiceWorker', () => {
  function environment(native: boolean, readyState: DocumentReadyState = 'interactive') {
    const window = new EventTarget();
    const serviceWorker = {
      register: vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration)),
    };
    return { isNativePlatform: () => native, window, document: { readyState }, serviceWorker };
  }

  it('registers /sw.js on window load outside the native app', () => {
    const env = environment(false);
    expect(registerServiceWorker(env)).toBe(true);
    expect(env.serviceWorker.register).not.toHaveBeenCalled();
    env.window.dispatchEvent(new Event('load'));
    expect(env.serviceWorker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('registers at once when the page has loaded before the app runs (a server-rendered page)', () => {
    const env = environment(false, 'complete');
    expect(registerServiceWorker(env)).toBe(true);
    expect(env.serviceWorker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    env.window.dispatchEvent(new Event('load'));
    expect(env.serviceWorker.register).toHaveBeenCalledOnce();
  });

  it('never registers inside the native app', () => {
    const env = environment(true);
    expect(registerServiceWorker(env)).toBe(false);
    env.window.dispatchEvent(new Event('load'));
    expect(env.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', () => {
    const env = environment(false);
    expect(registerServiceWorker({ ...env, serviceWorker: undefined })).toBe(false);
  });
});
