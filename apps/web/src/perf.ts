import { PERF_BUDGET_MS } from '@rally/domain';

type Metric = keyof typeof PERF_BUDGET_MS;

const LABELS: Record<Metric, string> = {
  load: 'Page load',
  fcp: 'First contentful paint',
  lcp: 'Largest contentful paint',
};

/** The entry types to watch, each with how to read its metric from an entry (null: not this one). */
const READERS: Record<string, (entry: PerformanceEntry) => [Metric, number] | null> = {
  navigation: (entry) => ['load', (entry as PerformanceNavigationTiming).loadEventEnd],
  paint: (entry) => (entry.name === 'first-contentful-paint' ? ['fcp', entry.startTime] : null),
  'largest-contentful-paint': (entry) => ['lcp', entry.startTime],
};

export interface PerformanceWatchEnv {
  Observer: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
    (new (callback: PerformanceObserverCallback) => Pick<PerformanceObserver, 'observe'>);
  warn: (message: string) => void;
}

/**
 * Writes a console warning, once per metric, when page load, first contentful paint or largest
 * contentful paint goes over its budget. Never shown to the user.
 */
export function watchPerformance({ Observer, warn }: PerformanceWatchEnv): void {
  const warned = new Set<Metric>();
  for (const [type, read] of Object.entries(READERS)) {
    if (!Observer.supportedEntryTypes.includes(type)) continue;
    new Observer((list) => {
      for (const entry of list.getEntries()) {
        const reading = read(entry);
        if (reading === null) continue;
        const [metric, ms] = reading;
        if (ms <= PERF_BUDGET_MS[metric] || warned.has(metric)) continue;
        warned.add(metric);
        warn(`${LABELS[metric]} took ${Math.round(ms)} ms (budget ${PERF_BUDGET_MS[metric]} ms)`);
      }
    }).observe({ type, buffered: true });
  }
}
