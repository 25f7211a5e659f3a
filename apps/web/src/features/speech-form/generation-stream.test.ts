import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenerationStoppedError, streamGeneration } from './generation-stream.ts';
import type { GenerationEvent } from '../speeches/speech.ts';

/** The events as these tests write them: a saved speech carries only its id, all they read of it. */
type TestEvent =
  Exclude<GenerationEvent, { type: 'done' }> | { type: 'done'; speech: { id: number } };

const SILENCE_MS = 15_000;

/**
 * A stand-in for the streamed mutation: the test pushes events, fails it, or watches it being
 * closed. The signal it was opened with is kept, as fetch would keep it.
 */
function fakeStream() {
  const queue: GenerationEvent[] = [];
  let wake: (() => void) | undefined;
  let failure: unknown;
  let closed = 0;
  let openedWith: AbortSignal | undefined;
  const iterable: AsyncIterable<GenerationEvent> = {
    [Symbol.asyncIterator]: () => ({
      async next() {
        while (queue.length === 0 && failure === undefined) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
        if (failure !== undefined) throw failure;
        return { done: false, value: queue.shift() as GenerationEvent };
      },
      async return() {
        closed += 1;
        return { done: true, value: undefined };
      },
    }),
  };
  return {
    start: (signal: AbortSignal) => {
      openedWith = signal;
      return Promise.resolve(iterable);
    },
    push(event: TestEvent) {
      queue.push(event as GenerationEvent);
      wake?.();
    },
    fail(error: unknown) {
      failure = error;
      wake?.();
    },
    closedCount: () => closed,
    signal: () => openedWith,
  };
}

/** Lets pending promise callbacks run, without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('streamGeneration', () => {
  let connectivity: EventTarget;
  let online: boolean;
  const watch = (cancel?: AbortSignal) => ({
    connectivity,
    isOnline: () => online,
    silenceMs: SILENCE_MS,
    cancel,
  });

  beforeEach(() => {
    vi.useFakeTimers();
    connectivity = new EventTarget();
    online = true;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes each written piece on and resolves with the saved speech', async () => {
    const stream = fakeStream();
    const pieces: string[] = [];
    const result = streamGeneration(stream.start, (text) => pieces.push(text), watch());
    stream.push({ type: 'text', text: 'You are ready.' });
    stream.push({ type: 'text', text: ' Go.' });
    stream.push({ type: 'done', speech: { id: 7 } });
    await expect(result).resolves.toEqual({ speech: { id: 7 } });
    expect(pieces).toEqual(['You are ready.', ' Go.']);
    expect(stream.signal()?.aborted).toBe(false);
  });

  it('resolves with care, not a failure, when the crisis screen matched after some text', async () => {
    const stream = fakeStream();
    const pieces: string[] = [];
    const result = streamGeneration(stream.start, (text) => pieces.push(text), watch());
    stream.push({ type: 'text', text: 'You are ready.' });
    stream.push({ type: 'care', care: { concern: 'self-harm', place: 'generate' } });
    await expect(result).resolves.toEqual({ care: { concern: 'self-harm', place: 'generate' } });
    expect(pieces).toEqual(['You are ready.']);
  });

  it('rejects with the server error as it came, so its code and message reach the toast', async () => {
    const stream = fakeStream();
    const result = streamGeneration(stream.start, () => {}, watch());
    const refusal = Object.assign(new Error('Upgrade to Premium for unlimited speeches.'), {
      data: { code: 'FORBIDDEN', appCode: 'LIMIT_REACHED' },
    });
    stream.fail(refusal);
    await expect(result).rejects.toBe(refusal);
  });

  it('gives up when nothing arrives for the silence timeout, and closes the request', async () => {
    const stream = fakeStream();
    const result = streamGeneration(stream.start, () => {}, watch());
    const outcome = result.catch((error: unknown) => error);
    stream.push({ type: 'text', text: 'You' });
    await settle();
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1);
    stream.push({ type: 'text', text: ' can.' });
    await settle();
    // Each piece starts the wait again: this is 15 s after the second one.
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1);
    expect(stream.signal()?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(GenerationStoppedError);
    expect(error).toMatchObject({ reason: 'silent' });
    expect(stream.signal()?.aborted).toBe(true);
    expect(stream.closedCount()).toBe(1);
  });

  it('counts the wait for the stream to open as silence too', async () => {
    const result = streamGeneration(
      () => new Promise(() => {}),
      () => {},
      watch(),
    );
    const outcome = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SILENCE_MS);
    expect(await outcome).toMatchObject({ reason: 'silent' });
  });

  it('gives up at once when the device goes offline mid-stream', async () => {
    const stream = fakeStream();
    const pieces: string[] = [];
    const result = streamGeneration(stream.start, (text) => pieces.push(text), watch());
    const outcome = result.catch((error: unknown) => error);
    stream.push({ type: 'text', text: 'You' });
    await settle();
    connectivity.dispatchEvent(new Event('offline'));
    expect(await outcome).toMatchObject({ name: 'GenerationStoppedError', reason: 'offline' });
    expect(pieces).toEqual(['You']);
    expect(stream.signal()?.aborted).toBe(true);
  });

  it('does not start waiting when the device is offline already', async () => {
    online = false;
    const stream = fakeStream();
    const result = streamGeneration(stream.start, () => {}, watch());
    await expect(result).rejects.toMatchObject({ reason: 'offline' });
  });

  it('stops on Cancel and closes the request', async () => {
    const stream = fakeStream();
    const cancel = new AbortController();
    const result = streamGeneration(stream.start, () => {}, watch(cancel.signal));
    const outcome = result.catch((error: unknown) => error);
    stream.push({ type: 'text', text: 'You' });
    await settle();
    cancel.abort();
    expect(await outcome).toMatchObject({ reason: 'cancelled' });
    expect(stream.signal()?.aborted).toBe(true);
    expect(stream.closedCount()).toBe(1);
  });

  it('leaves no timer or listener behind once settled', async () => {
    const stream = fakeStream();
    const result = streamGeneration(stream.start, () => {}, watch());
    stream.push({ type: 'done', speech: { id: 1 } });
    await expect(result).resolves.toEqual({ speech: { id: 1 } });
    expect(vi.getTimerCount()).toBe(0);
    connectivity.dispatchEvent(new Event('offline'));
    expect(stream.signal()?.aborted).toBe(false);
  });

  it('treats a stream that ends without the saved speech as a failure', async () => {
    const ended: AsyncIterable<GenerationEvent> = {
      [Symbol.asyncIterator]: () => ({
        next: async () => ({ done: true as const, value: undefined }),
      }),
    };
    const result = streamGeneration(
      () => Promise.resolve(ended),
      () => {},
      watch(),
    );
    await expect(result).rejects.toThrow('ended without the saved speech');
  });
});
