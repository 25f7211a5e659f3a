import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { KV_DATABASE_NAME } from '../client-state.ts';
import type { OfflineCopyAction } from './auth-state.ts';

// The copy's code (IndexedDB and TanStack's persistence) loads on its own, after the page has started.
const loadOfflineCopy = () => import('./offline-copy.ts');

/** Whether the app's database exists, asked without creating it (a visitor never had one). */
async function hasDatabase(): Promise<boolean> {
  if (!('databases' in indexedDB)) return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === KV_DATABASE_NAME);
}

/** Keeps, forgets or leaves the offline copy of the signed-in user's answers (`offlineCopyAction`). */
export function useOfflineCopy(action: OfflineCopyAction): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (action === 'leave') return;
    let stopped = false;
    let stopSaving: (() => void) | undefined;
    if (action === 'keep') {
      void loadOfflineCopy().then((copy) => {
        if (!stopped) stopSaving = copy.keepOfflineCopy(queryClient);
      });
    } else {
      void hasDatabase().then(async (exists) => {
        if (exists) await (await loadOfflineCopy()).forgetOfflineCopy();
      });
    }
    return () => {
      stopped = true;
      stopSaving?.();
    };
  }, [action, queryClient]);
}

/**
 * True while the last answers this device saw are put back into the cache, which happens only
 * when the app starts in the shell with no network: the service worker answered '/' offline.
 * Online, '/' comes rendered with fresh answers, and the copy is not read. Once the network is
 * back, the put-back answers are asked for again.
 */
export function useOfflineRestore(startedOffline: () => boolean): boolean {
  const queryClient = useQueryClient();
  const [offlineAtStart] = useState(startedOffline);
  const [restoring, setRestoring] = useState(offlineAtStart);
  useEffect(() => {
    if (!offlineAtStart) return;
    let current = true;
    void loadOfflineCopy()
      .then((copy) => copy.restoreOfflineCopy(queryClient))
      // Nothing put back: the app starts as it would have without a copy.
      .catch((error: unknown) => console.error('The offline copy could not be read', error))
      .finally(() => {
        if (current) setRestoring(false);
      });
    const refresh = () => void queryClient.invalidateQueries();
    window.addEventListener('online', refresh, { once: true });
    return () => {
      current = false;
      window.removeEventListener('online', refresh);
    };
  }, [offlineAtStart, queryClient]);
  return restoring;
}
