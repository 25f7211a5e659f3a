import { describe, expect, it, vi } from 'vitest';
import {
  CLAIM_MESSAGE,
  REGISTRATION_RETRY_DELAYS_MS,
  registerServiceWorker,
  SERVICE_WORKER_URL,
} from './register.ts';

/** A worker being installed, whose state the test moves on. */
class FakeWorker extends EventTarget {
  postMessage = vi.fn();

  constructor(public state: ServiceWorkerState = 'installing') {
    super();
  }

  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A registration whose installing worker becomes its active one once activated, as in a browser. */
function registrationWith(installing: FakeWorker | null, active: FakeWorker | null = null) {
  const registration = { installing, waiting: null, active };
  installing?.addEventListener('statechange', () => {
    if (installing.state === 'activated') {
      registration.installing = null;
      registration.active = installing;
    }
  });
  return registration as unknown as ServiceWorkerRegistration;
}

function environment(native: boolean, readyState: DocumentReadyState = 'interactive') {
  const window = new EventTarget();
  const installs: FakeWorker[] = [];
  const serviceWorker = {
    controller: null as ServiceWorker | null,
    register: vi.fn(() => {
      const worker = new FakeWorker();
      installs.push(worker);
      return Promise.resolve(registrationWith(worker));
    }),
  };
  const scheduled: { retry: () => void; ms: number }[] = [];
  const schedule = (retry: () => void, ms: number) => scheduled.push({ retry, ms });
  return {
    env: {
      isNativePlatform: () => native,
      window,
      document: { readyState },
      serviceWorker,
      schedule,
    },
    installs,
    scheduled,
  };
}

/** Lets the registration's promise settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('registerServiceWorker', () => {
  it('registers /sw.js on window load outside the native app', () => {
    const { env } = environment(false);
    expect(registerServiceWorker(env)).toBe(true);
    expect(env.serviceWorker.register).not.toHaveBeenCalled();
    env.window.dispatchEvent(new Event('load'));
    expect(env.serviceWorker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('registers at once when the page has loaded before the app runs (a server-rendered page)', () => {
    const { env } = environment(false, 'complete');
    expect(registerServiceWorker(env)).toBe(true);
    expect(env.serviceWorker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    env.window.dispatchEvent(new Event('load'));
    expect(env.serviceWorker.register).toHaveBeenCalledOnce();
  });

  it('never registers inside the native app', () => {
    const { env } = environment(true);
    expect(registerServiceWorker(env)).toBe(false);
    env.window.dispatchEvent(new Event('load'));
    expect(env.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', () => {
    const { env } = environment(false);
    expect(registerServiceWorker({ ...env, serviceWorker: undefined })).toBe(false);
  });

  it('schedules nothing once the first worker installs', async () => {
    const { env, installs, scheduled } = environment(false, 'complete');
    registerServiceWorker(env);
    await settle();
    installs[0]?.moveTo('installed');
    installs[0]?.moveTo('activating');
    installs[0]?.moveTo('activated');
    expect(scheduled).toEqual([]);
  });

  it('registers again, later each time, while the first worker fails to install, then gives up', async () => {
    const { env, installs, scheduled } = environment(false, 'complete');
    registerServiceWorker(env);
    for (const [retry, delay] of REGISTRATION_RETRY_DELAYS_MS.entries()) {
      await settle();
      installs[retry]?.moveTo('redundant');
      expect(scheduled).toHaveLength(retry + 1);
      expect(scheduled[retry]?.ms).toBe(delay);
      expect(env.serviceWorker.register).toHaveBeenCalledTimes(retry + 1);
      scheduled[retry]?.retry();
      expect(env.serviceWorker.register).toHaveBeenCalledTimes(retry + 2);
    }
    await settle();
    installs.at(-1)?.moveTo('redundant');
    expect(scheduled).toHaveLength(REGISTRATION_RETRY_DELAYS_MS.length);
  });

  it('registers again after the registration itself fails (the script could not be fetched)', async () => {
    const { env, scheduled } = environment(false, 'complete');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    env.serviceWorker.register.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    registerServiceWorker(env);
    await settle();
    expect(error).toHaveBeenCalledOnce();
    expect(scheduled.map(({ ms }) => ms)).toEqual([REGISTRATION_RETRY_DELAYS_MS[0]]);
    scheduled[0]?.retry();
    expect(env.serviceWorker.register).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('leaves a failed update to the browser while an older worker is active', async () => {
    const { env, scheduled } = environment(false, 'complete');
    const update = new FakeWorker();
    env.serviceWorker.register.mockImplementationOnce(() =>
      Promise.resolve(registrationWith(update, new FakeWorker('activated'))),
    );
    registerServiceWorker(env);
    await settle();
    update.moveTo('redundant');
    expect(scheduled).toEqual([]);
  });

  it('retries when the install has already failed by the time registration answers', async () => {
    const { env, scheduled } = environment(false, 'complete');
    env.serviceWorker.register.mockImplementationOnce(() =>
      Promise.resolve(registrationWith(new FakeWorker('redundant'))),
    );
    registerServiceWorker(env);
    await settle();
    expect(scheduled.map(({ ms }) => ms)).toEqual([REGISTRATION_RETRY_DELAYS_MS[0]]);
  });

  it('asks the worker to claim the page when it activates and the page is still uncontrolled', async () => {
    const { env, installs } = environment(false, 'complete');
    registerServiceWorker(env);
    await settle();
    const worker = installs[0];
    worker?.moveTo('installed');
    worker?.moveTo('activating');
    expect(worker?.postMessage).not.toHaveBeenCalled();
    worker?.moveTo('activated');
    expect(worker?.postMessage).toHaveBeenCalledExactlyOnceWith({ type: CLAIM_MESSAGE });
  });

  it('asks nothing when the worker claimed the page as it activated', async () => {
    const { env, installs } = environment(false, 'complete');
    registerServiceWorker(env);
    await settle();
    env.serviceWorker.controller = {} as ServiceWorker;
    installs[0]?.moveTo('activated');
    expect(installs[0]?.postMessage).not.toHaveBeenCalled();
  });

  it('asks at once when a page loads uncontrolled under a worker that is already active', async () => {
    const { env } = environment(false, 'complete');
    const active = new FakeWorker('activated');
    env.serviceWorker.register.mockImplementationOnce(() =>
      Promise.resolve(registrationWith(null, active)),
    );
    registerServiceWorker(env);
    await settle();
    expect(active.postMessage).toHaveBeenCalledExactlyOnceWith({ type: CLAIM_MESSAGE });
  });
});
