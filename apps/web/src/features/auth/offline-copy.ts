import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, del, get, update } from 'idb-keyval';
import { KV_DATABASE_NAME } from '../client-state.ts';
import { isOfflineQuery, mergeSnapshots } from './offline-snapshot.ts';

// Loaded on its own (use-offline-copy.ts imports it lazily): only a signed-in page saves the copy,
// only a page opened offline reads it.

/** The signed-in user's last answers, in the app's own database (deleted whole by /hard-refresh). */
const OFFLINE_COPY_KEY = 'signed-in-queries';
/** As long as a session lasts unused: older, the user would have to sign in again anyway. */
const OFFLINE_COPY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const database = createStore(KV_DATABASE_NAME, 'keyval');

/** False once the user signs out: a save still waiting for its turn must not write them back. */
let saving = false;

/** The newest copy waiting to be written while another write is under way. */
let waiting: PersistedClient | null = null;
let writing = false;

// Signing out in another tab stops this one too: its next save would write the user back.
const signOuts =
  'BroadcastChannel' in globalThis ? new BroadcastChannel('rally-offline-copy') : null;
signOuts?.addEventListener('message', () => {
  saving = false;
  waiting = null;
});

/** Writes one copy at a time; copies made meanwhile (a burst of cache changes) become one write. */
async function writeCopies(): Promise<void> {
  writing = true;
  try {
    while (waiting !== null) {
      const client = waiting;
      waiting = null;
      if (!saving) continue;
      await update<PersistedClient | undefined>(
        OFFLINE_COPY_KEY,
        (previous) => mergeSnapshots(previous, client),
        database,
      );
    }
  } finally {
    writing = false;
  }
}

const persister: Persister = {
  persistClient: (client) => {
    waiting = client;
    if (!writing) void writeCopies().catch(() => undefined);
  },
  restoreClient: () => get<PersistedClient>(OFFLINE_COPY_KEY, database),
  removeClient: () => {
    waiting = null;
    return del(OFFLINE_COPY_KEY, database);
  },
};

const persistOptions = (queryClient: QueryClient) => ({
  queryClient,
  persister,
  // Only the user's own answers; a waiting change is never replayed later (offline, the actions
  // that need the server are disabled).
  dehydrateOptions: { shouldDehydrateQuery: isOfflineQuery, shouldDehydrateMutation: () => false },
});

/** Fills the cache with the last answers this device saw, if there are any and they are not too old. */
export function restoreOfflineCopy(queryClient: QueryClient): Promise<void> {
  return persistQueryClientRestore({ queryClient, persister, maxAge: OFFLINE_COPY_MAX_AGE_MS });
}

/** Saves the signed-in user's answers now and whenever they change; returns the function that stops. */
export function keepOfflineCopy(queryClient: QueryClient): () => void {
  saving = true;
  // At once, not at the first change: a page rendered with its data may never change, and another
  // user's copy must be replaced as soon as this one signs in.
  void persistQueryClientSave(persistOptions(queryClient));
  const unsubscribe = persistQueryClientSubscribe(persistOptions(queryClient));
  return () => {
    saving = false;
    unsubscribe();
  };
}

/** Deletes the copy; nothing is saved again on this page until a user is signed in anew. */
export async function forgetOfflineCopy(): Promise<void> {
  saving = false;
  signOuts?.postMessage('forgotten');
  await persister.removeClient();
}
