import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { onlineStatusSource } from './online-status.ts';

const browserOnlineStatus = onlineStatusSource(window, navigator);

/** A banner while the device has no network: what was saved still works, new requests wait. */
export function OfflineNotice() {
  const online = useSyncExternalStore(browserOnlineStatus.subscribe, browserOnlineStatus.isOnline);
  if (online) return null;
  return (
    <Alert role="status" color="yellow" variant="filled" radius={0} title="You are offline">
      Speeches and audio you have opened before still work. New speeches, audio and changes need a
      connection.
    </Alert>
  );
}
