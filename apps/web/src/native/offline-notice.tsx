import { Alert } from '@mantine/core';
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

/** A banner while the device has no network: what was saved still works, new requests wait. */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, isOnlineAhead);
  if (online) return null;
  return (
    <Alert role="status" color="yellow" variant="filled" radius={0} title="You are offline">
      Speeches and audio you have opened before still work. New speeches, audio and changes need a
      connection.
    </Alert>
  );
}
