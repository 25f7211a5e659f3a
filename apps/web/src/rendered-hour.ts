import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The hour of the day a server-rendered page was written for (the user's time zone, from a cookie
 * the app sets; UTC without it), or null for a page rendered in the browser.
 */
export const RenderedHourContext = createContext<number | null>(null);

const currentHour = () => new Date().getHours();
const neverChanges = () => () => undefined;

/**
 * The local hour of the day. While React takes over server-rendered markup it is the hour that
 * markup was written with, so the two agree; right after, the browser's own hour.
 */
export function useLocalHour(): number {
  const rendered = useContext(RenderedHourContext);
  return useSyncExternalStore(neverChanges, currentHour, () => rendered ?? currentHour());
}
