import { hourAtOffset } from '@rally/domain';
import { RENDERED_TIME_STEP_MS, type RenderedTime } from './first-screen/page.ts';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** The time a server-rendered page was written for, or null for a page rendered in the browser. */
export const RenderedTimeContext = createContext<RenderedTime | null>(null);

// Every hook here follows one pattern: while React takes over server-rendered markup it reads the
// server's values (useSyncExternalStore's server snapshot), so both render the same text; right
// after, the browser's own, re-rendering only where they differ.

// The API writes pages to this step (and keeps them for it): no clock here may read finer.
const MINUTE_MS = RENDERED_TIME_STEP_MS;
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
const currentHour = () => new Date().getHours();
const browserZone = () => null;
const neverChanges = () => () => undefined;

/** One timer for every clock on the page, ticking each minute. */
const minuteListeners = new Set<() => void>();
let minuteTimer: number | undefined;
function everyMinute(listener: () => void): () => void {
  minuteListeners.add(listener);
  minuteTimer ??= window.setInterval(() => {
    for (const each of minuteListeners) each();
  }, MINUTE_MS);
  return () => {
    minuteListeners.delete(listener);
    if (minuteListeners.size === 0) {
      window.clearInterval(minuteTimer);
      minuteTimer = undefined;
    }
  };
}

/** The current time to the minute, for 'Just now', '2 hours ago' and today's date. */
export function useNow(): Date {
  const rendered = useContext(RenderedTimeContext);
  const minute = useSyncExternalStore(everyMinute, currentMinute, () =>
    rendered ? Math.floor(rendered.at / MINUTE_MS) : currentMinute(),
  );
  return new Date(minute * MINUTE_MS);
}

/** The local hour of the day, for the greeting. */
export function useLocalHour(): number {
  const rendered = useContext(RenderedTimeContext);
  return useSyncExternalStore(neverChanges, currentHour, () =>
    rendered ? hourAtOffset(rendered.utcOffset, new Date(rendered.at)) : currentHour(),
  );
}

/**
 * The UTC offset to show timestamps' dates at: the rendered one while React takes the markup
 * over, then null, meaning the browser's own time zone.
 */
export function useDisplayOffset(): number | null {
  const rendered = useContext(RenderedTimeContext);
  return useSyncExternalStore(neverChanges, browserZone, () => rendered?.utcOffset ?? null);
}
