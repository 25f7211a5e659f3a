import { PERF_BUDGET_MS } from '@rally/domain';
import { describe, expect, it, vi } from 'vitest';
import { watchPerformance } from './perf.ts';

function fakeObserver(supportedEntryTypes: string[]) {
  const callbacks = new Map<string, PerformanceObserverCallback>();
  class Observer {
    static supportedEntryTypes = supportedEntryTypes;
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe({ type }: PerformanceObserverInit) {
      if (type !== undefined) callbacks.set(type, this.callback);
    }
  }
  const deliver = (type: string, entries: Partial<PerformanceNavigationTiming>[]) => {
    const callback = callbacks.get(type);
    if (!callback) throw new Error(`Nobody observes ${type}`);
    const list = { getEntries: () => entries } as unknown as PerformanceObserverEntryList;
    callback(list, {} as PerformanceObserver);
  };
  return { Observer, deliver, observed: () => [...callbacks.keys()] };
}

const ALL_TYPES = ['navigation', 'paint', 'largest-contentful-paint'];

describe('watchPerformance', () => {
  it('stays quiet at each budget and warns just above it', () => {
    const warn = vi.fn();
    const { Observer, deliver } = fakeObserver(ALL_TYPES);
    watchPerformance({ Observer, warn });

    deliver('navigation', [{ loadEventEnd: PERF_BUDGET_MS.load }]);
    deliver('paint', [{ name: 'first-contentful-paint', startTime: PERF_BUDGET_MS.fcp }]);
    deliver('largest-contentful-paint', [{ startTime: PERF_BUDGET_MS.lcp }]);
    expect(warn).not.toHaveBeenCalled();

    deliver('navigation', [{ loadEventEnd: PERF_BUDGET_MS.load + 1 }]);
    deliver('paint', [{ name: 'first-contentful-paint', startTime: PERF_BUDGET_MS.fcp + 1 }]);
    deliver('largest-contentful-paint', [{ startTime: PERF_BUDGET_MS.lcp + 1 }]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'Page load took 3001 ms (budget 3000 ms)',
      'First contentful paint took 1501 ms (budget 1500 ms)',
      'Largest contentful paint took 2501 ms (budget 2500 ms)',
    ]);
  });

  it('ignores other paints and warns once per metric', () => {
    const warn = vi.fn();
    const { Observer, deliver } = fakeObserver(ALL_TYPES);
    watchPerformance({ Observer, warn });
    deliver('paint', [{ name: 'first-paint', startTime: 9000 }]);
    expect(warn).not.toHaveBeenCalled();
    deliver('largest-contentful-paint', [{ startTime: 2600 }, { startTime: 4000 }]);
    deliver('largest-contentful-paint', [{ startTime: 5000 }]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('observes only the entry types the browser supports', () => {
    const { Observer, observed } = fakeObserver(['navigation', 'paint']);
    watchPerformance({ Observer, warn: vi.fn() });
    expect(observed()).toEqual(['navigation', 'paint']);
  });
});
