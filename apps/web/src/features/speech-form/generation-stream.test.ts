import { describe, expect, it } from 'vitest';
import {
  StreamInterruptedError,
  StreamUnavailableError,
  streamGeneration,
} from './generation-stream.ts';
import type { GenerationStreamHandlers } from './generation-stream.ts';

interface Speech {
  id: number;
}

/** A stand-in for the tRPC subscription: the test drives its callbacks by hand. */
function fakeSubscription() {
  let handlers: GenerationStreamHandlers<Speech> | undefined;
  let unsubscribed = 0;
  const subscribe = (given: GenerationStreamHandlers<Speech>) => {
    handlers = given;
    return { unsubscribe: () => void unsubscribed++ };
  };
  const drive = () => {
    if (!handlers) throw new Error('not subscribed');
    return handlers;
  };
  return { subscribe, drive, unsubscribedCount: () => unsubscribed };
}

const serverError = (message: string, appCode: string | null = null) =>
  Object.assign(new Error(message), { data: { code: 'FORBIDDEN', appCode } });

describe('streamGeneration', () => {
  it('passes each written piece on and resolves with the saved speech, then closes the stream', async () => {
    const stream = fakeSubscription();
    const pieces: string[] = [];
    const result = streamGeneration(stream.subscribe, (text) => pieces.push(text));
    stream.drive().onConnectionStateChange({ state: 'connecting', error: null });
    stream.drive().onConnectionStateChange({ state: 'pending', error: null });
    stream.drive().onData({ type: 'text', text: 'You are ready.' });
    stream.drive().onData({ type: 'text', text: ' Go.' });
    stream.drive().onData({ type: 'done', speech: { id: 7 } });
    await expect(result).resolves.toEqual({ id: 7 });
    expect(pieces).toEqual(['You are ready.', ' Go.']);
    expect(stream.unsubscribedCount()).toBe(1);
  });

  it('rejects with the server error as it came, so its code and message reach the toast', async () => {
    const stream = fakeSubscription();
    const result = streamGeneration(stream.subscribe, () => {});
    const refusal = serverError('Upgrade to Premium for unlimited speeches.', 'LIMIT_REACHED');
    stream.drive().onError(refusal);
    await expect(result).rejects.toBe(refusal);
    expect(stream.unsubscribedCount()).toBe(1);
  });

  it('stops at a retryable server error instead of letting the stream reconnect and write again', async () => {
    const stream = fakeSubscription();
    const result = streamGeneration(stream.subscribe, () => {});
    const writerDown = serverError('The writer timed out');
    stream.drive().onConnectionStateChange({ state: 'connecting', error: writerDown });
    await expect(result).rejects.toBe(writerDown);
    expect(stream.unsubscribedCount()).toBe(1);
  });

  it('calls a connection that fails before any text unavailable, so the caller can fall back', async () => {
    const stream = fakeSubscription();
    const result = streamGeneration(stream.subscribe, () => {});
    stream.drive().onConnectionStateChange({ state: 'connecting', error: new Error('Unknown') });
    await expect(result).rejects.toBeInstanceOf(StreamUnavailableError);
  });

  it('calls a connection that drops after the first words interrupted, not unavailable', async () => {
    const stream = fakeSubscription();
    const result = streamGeneration(stream.subscribe, () => {});
    stream.drive().onData({ type: 'text', text: 'You' });
    stream.drive().onError(new Error('network'));
    await expect(result).rejects.toBeInstanceOf(StreamInterruptedError);
  });

  it('treats a stream that ends without a speech as unavailable', async () => {
    const stream = fakeSubscription();
    const result = streamGeneration(stream.subscribe, () => {});
    stream.drive().onComplete();
    await expect(result).rejects.toBeInstanceOf(StreamUnavailableError);
  });

  it('settles once: later events after the speech are ignored', async () => {
    const stream = fakeSubscription();
    const pieces: string[] = [];
    const result = streamGeneration(stream.subscribe, (text) => pieces.push(text));
    stream.drive().onData({ type: 'done', speech: { id: 1 } });
    stream.drive().onComplete();
    stream.drive().onError(new Error('late'));
    await expect(result).resolves.toEqual({ id: 1 });
    expect(stream.unsubscribedCount()).toBe(1);
  });

  it('closes a subscription that failed while it was being opened', async () => {
    let unsubscribed = 0;
    const result = streamGeneration<Speech>(
      (handlers) => {
        handlers.onError(new Error('no EventSource'));
        return { unsubscribe: () => void unsubscribed++ };
      },
      () => {},
    );
    await expect(result).rejects.toBeInstanceOf(StreamUnavailableError);
    expect(unsubscribed).toBe(1);
  });
});
