import { useSyncExternalStore } from 'react';
import { onlineStatusSource } from './online-status.ts';
import type { OnlineStatusSource } from './online-status.ts';

// Made on first use: the landing page is also rendered at build time, where there is no window.
let browserOnlineStatus: OnlineStatusSource | undefined;
const onlineStatus = () => (browserOnlineStatus ??= onlineStatusSource(window, navigator));
const subscribe = (onChange: () => void) => onlineStatus().subscribe(onChange);
const isOnline = () => onlineStatus().isOnline();
/** A page rendered ahead of time assumes a network, as the browser that opens it has one. */
const isOnlineAhead = () => true;

/** Whether the device has a network, as the browser says; re-rendered when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnlineAhead);
}
