import { Alert } from '@mantine/core';
import { useOnline } from './use-online.ts';

/** A banner while the device has no network: what was saved still works, new requests wait. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert role="status" color="yellow" variant="filled" radius={0} title="You are offline">
      Your dashboard shows what this device saw last, and speeches and audio you have opened before
      still work. New speeches, audio and changes need a connection.
    </Alert>
  );
}
