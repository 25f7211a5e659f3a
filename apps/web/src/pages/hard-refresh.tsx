import { PRODUCT_NAME } from '@rally/domain';
import { StatusCard } from '@rally/ui';
import { useEffect, useRef } from 'react';
import { forgetSignedInData } from '../features/auth/signed-in-data.ts';
import {
  KV_DATABASE_NAME,
  SERVICE_WORKER_DATABASE_NAME,
  clearStorage,
  deleteCacheStorage,
  deleteIndexedDb,
  unregisterServiceWorkers,
} from '../features/client-state.ts';

async function clearEverything(): Promise<void> {
  try {
    // Unregistered first, so that no worker refills the caches while they are being deleted.
    await unregisterServiceWorkers();
    // Nothing of the signed-in user is saved again while the database is deleted; a failure here
    // must not keep the rest from being cleared.
    await forgetSignedInData().catch((error: unknown) => console.error(error));
    await deleteCacheStorage();
    clearStorage();
    await deleteIndexedDb(KV_DATABASE_NAME);
    await deleteIndexedDb(SERVICE_WORKER_DATABASE_NAME);
  } catch (error) {
    console.error('Hard refresh could not clear everything', error);
  } finally {
    // Load the app afresh from its root: reloading this page would start the clean-up again.
    window.location.replace('/');
  }
}

export function HardRefreshPage() {
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void clearEverything();
  }, []);

  return (
    <StatusCard
      busy
      title={`Refreshing ${PRODUCT_NAME}...`}
      description="Clearing cached files and stored data, then reloading."
    />
  );
}
