import { describe, expect, it, vi } from 'vitest';
import { onlineStatusSource } from './online-status.ts';

describe('onlineStatusSource', () => {
  it('reads navigator.onLine and reports the online and offline events until unsubscribed', () => {
    const target = new EventTarget();
    const navigator = { onLine: true };
    const source = onlineStatusSource(target, navigator);
    const onChange = vi.fn();
    const unsubscribe = source.subscribe(onChange);

    expect(source.isOnline()).toBe(true);
    navigator.onLine = false;
    target.dispatchEvent(new Event('offline'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(source.isOnline()).toBe(false);
    navigator.onLine = true;
    target.dispatchEvent(new Event('online'));
    expect(onChange).toHaveBeenCalledTimes(2);

    unsubscribe();
    target.dispatchEvent(new Event('offline'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
