import { readFile } from 'node:fs/promises';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { DELETE_SPEECH_MESSAGE, KEEP_AUDIO_MESSAGE } from '../features/client-state.ts';
import { PUSH_HANDLER_SCRIPT, SPEECH_AUDIO_CACHE } from './pwa-options.ts';
import { CLAIM_MESSAGE } from './register.ts';

const ORIGIN = 'https://rally.example';
const source = await readFile(
  new URL(`../../public${PUSH_HANDLER_SCRIPT}`, import.meta.url),
  'utf8',
);

interface WindowClient {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

/** Runs public/push-handler.js in a stand-in service worker scope and hands back its listeners. */
function worker(windows: WindowClient[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const stored = new Map<string, Response>();
  const cache = {
    match: vi.fn((url: string) => Promise.resolve(stored.get(url))),
    put: vi.fn((url: string, response: Response) => {
      stored.set(url, response);
      return Promise.resolve();
    }),
    keys: vi.fn(() => Promise.resolve([...stored.keys()])),
    delete: vi.fn((url: string) => Promise.resolve(stored.delete(url))),
  };
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
      claim: vi.fn(() => Promise.resolve()),
    },
  };
  const caches = { open: vi.fn(() => Promise.resolve(cache)) };
  const fetch = vi.fn(() => Promise.resolve(new Response('mp3', { status: 200 })));
  runInNewContext(source, {
    self: scope,
    caches,
    fetch,
    URL,
    Promise,
    Math,
    Blob,
    Response,
    String,
  });
  /** Dispatches an event and waits for what it asked to wait for. */
  async function dispatch(type: string, event: object) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => {
        work = promise;
      },
    });
    await work;
  }
  return { scope, caches, cache, fetch, stored, dispatch };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });

describe('the service worker’s push handler', () => {
  it('shows the pushed notification and fetches the talk’s audio into the player’s cache', async () => {
    const sw = worker();
    await sw.dispatch(
      'push',
      pushOf({
        title: 'Your daily rally is ready',
        body: 'Tap to play today’s talk.',
        url: '/?speech=7&voice=alloy',
        audioUrl: '/api/speeches/7/audio/3.mp3',
      }),
    );
    expect(sw.scope.registration.showNotification).toHaveBeenCalledWith(
      'Your daily rally is ready',
      expect.objectContaining({
        body: 'Tap to play today’s talk.',
        data: { url: `${ORIGIN}/?speech=7&voice=alloy` },
      }),
    );
    expect(sw.caches.open).toHaveBeenCalledWith(SPEECH_AUDIO_CACHE.name);
    expect(sw.fetch).toHaveBeenCalledWith(`${ORIGIN}/api/speeches/7/audio/3.mp3`, {
      credentials: 'same-origin',
    });
    expect([...sw.stored.keys()]).toEqual([`${ORIGIN}/api/speeches/7/audio/3.mp3`]);
  });

  it('keeps the recording the app names when it opens, and only its own', async () => {
    const sw = worker();
    await sw.dispatch('message', {
      data: { type: KEEP_AUDIO_MESSAGE, audioUrl: '/api/speeches/7/audio/3.mp3' },
    });
    await sw.dispatch('message', {
      data: { type: KEEP_AUDIO_MESSAGE, audioUrl: 'https://evil.example/a.mp3' },
    });
    await sw.dispatch('message', { data: { type: 'other', audioUrl: '/api/speeches/8/a.mp3' } });
    expect([...sw.stored.keys()]).toEqual([`${ORIGIN}/api/speeches/7/audio/3.mp3`]);
    expect(sw.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the bytes the player has just streamed without fetching them again', async () => {
    const sw = worker();
    const mp3 = new Blob([new Uint8Array([0xff, 0xfb, 1, 2])], { type: 'audio/mpeg' });
    await sw.dispatch('message', {
      data: { type: KEEP_AUDIO_MESSAGE, audioUrl: '/api/speeches/7/audio/3.mp3', mp3 },
    });
    expect(sw.fetch).not.toHaveBeenCalled();
    const kept = sw.stored.get(`${ORIGIN}/api/speeches/7/audio/3.mp3`);
    expect(kept?.status).toBe(200);
    expect(kept?.headers.get('content-type')).toBe('audio/mpeg');
    expect(kept?.headers.get('content-length')).toBe('4');
    expect(new Uint8Array(await (kept ?? new Response()).arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xfb, 1, 2]),
    );
  });

  it('keeps the audio cache to the player’s bound', async () => {
    const sw = worker();
    for (let id = 0; id < SPEECH_AUDIO_CACHE.maxEntries + 3; id += 1) {
      await sw.dispatch(
        'push',
        pushOf({ title: 't', url: '/', audioUrl: `/api/speeches/${id}/audio/1.mp3` }),
      );
    }
    expect(sw.stored.size).toBe(SPEECH_AUDIO_CACHE.maxEntries);
  });

  it('never leads out of the app nor fetches from elsewhere', async () => {
    const sw = worker();
    await sw.dispatch(
      'push',
      pushOf({ title: 't', url: 'https://evil.example/', audioUrl: 'https://evil.example/a.mp3' }),
    );
    expect(sw.scope.registration.showNotification).toHaveBeenCalledWith(
      't',
      expect.objectContaining({ data: { url: `${ORIGIN}/` } }),
    );
    expect(sw.fetch).not.toHaveBeenCalled();
  });

  it('shows a notification even for a payload it cannot read', async () => {
    const sw = worker();
    await sw.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    expect(sw.scope.registration.showNotification).toHaveBeenCalledWith('Rally', expect.anything());
  });

  it('on a tap, focuses an open window and takes it to the talk', async () => {
    const open: WindowClient = {
      url: `${ORIGIN}/history`,
      focus: vi.fn(() => Promise.resolve(undefined)),
      navigate: vi.fn(() => Promise.resolve(null)),
    };
    const sw = worker([open]);
    const close = vi.fn();
    await sw.dispatch('notificationclick', {
      notification: { close, data: { url: `${ORIGIN}/?speech=7` } },
    });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/?speech=7`);
    expect(sw.scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('on a tap with no window open, opens one at the talk', async () => {
    const sw = worker();
    await sw.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: `${ORIGIN}/?speech=7` } },
    });
    expect(sw.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/?speech=7`);
  });

  it('claims the pages it does not control when a page asks, and only then', async () => {
    const sw = worker();
    await sw.dispatch('message', { data: { type: 'other' } });
    expect(sw.scope.clients.claim).not.toHaveBeenCalled();
    await sw.dispatch('message', { data: { type: CLAIM_MESSAGE } });
    expect(sw.scope.clients.claim).toHaveBeenCalledOnce();
  });

  it('deletes a speech the leaving page names, and nothing else', async () => {
    const sw = worker();
    await sw.dispatch('message', {
      data: { type: DELETE_SPEECH_MESSAGE, url: '/api/speeches/12' },
    });
    await sw.dispatch('message', {
      data: { type: DELETE_SPEECH_MESSAGE, url: 'https://evil.example/api/speeches/12' },
    });
    await sw.dispatch('message', { data: { type: DELETE_SPEECH_MESSAGE, url: '/api/account' } });
    expect(sw.fetch).toHaveBeenCalledExactlyOnceWith(`${ORIGIN}/api/speeches/12`, {
      method: 'DELETE',
      credentials: 'same-origin',
    });
  });
});
