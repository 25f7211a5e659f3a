import type { DehydratedState, QueryKey } from '@tanstack/react-query';

/** A query of the cache as far as the offline copy looks at it. */
export interface CachedQuery {
  queryKey: QueryKey;
  state: { status: 'pending' | 'error' | 'success'; data?: unknown };
}

/**
 * What the dashboard, History and Goals show offline: the sign-in lookups, the dashboard's cards'
 * queries (History's pages are more of speech.page, Goals' of goal.list), each speech opened, and
 * each speech's stored audio (its URL, which the service worker's audio cache answers). Nothing
 * public (plans, voices, billing configuration) and nothing the dashboard does not read.
 */
const OFFLINE_QUERY_PATHS: ReadonlySet<string> = new Set([
  'auth.user',
  'user.profile',
  'user.stats',
  'audio.describe',
  // A speech's text, for each speech opened.
  'speech.byId',
  'speech.page',
  'speech.activity',
  'goal.list',
  'goal.summary',
  'mood.recent',
  'mood.history',
  'personalisation.insights',
  'notification.list',
]);

/** A tRPC query's path ('speech.list'), read from its key ([['speech', 'list'], {...}]). */
export function trpcPathOf(queryKey: QueryKey): string | null {
  const [path] = queryKey;
  if (!Array.isArray(path) || !path.every((part) => typeof part === 'string')) return null;
  return path.join('.');
}

/** Kept for offline use: one of the user's own queries, answered (never an error or a wait). */
export function isOfflineQuery(query: CachedQuery): boolean {
  const path = trpcPathOf(query.queryKey);
  return query.state.status === 'success' && path !== null && OFFLINE_QUERY_PATHS.has(path);
}

/** The id of the user a cache belongs to: from either sign-in lookup; null when neither has one. */
export function ownerOf(state: DehydratedState): string | null {
  for (const lookup of ['auth.user', 'user.profile']) {
    const query = state.queries.find((candidate) => trpcPathOf(candidate.queryKey) === lookup);
    const data: unknown = query?.state.data;
    if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string') {
      return data.id;
    }
  }
  return null;
}

/**
 * The copy to store when `next` is saved over `previous`. The same user's queries that are no
 * longer in memory (a speech's audio description, collected five minutes after its player
 * closed; a page that did not ask for the speech list) are kept from the previous copy, so the
 * copy holds the last answer this device saw to each. Another user's copy is replaced whole, and
 * a cache without a signed-in user is never stored.
 */
export function mergeSnapshots<Copy extends { clientState: DehydratedState }>(
  previous: Copy | undefined,
  next: Copy,
): Copy | undefined {
  const owner = ownerOf(next.clientState);
  if (owner === null) return previous;
  if (previous === undefined || ownerOf(previous.clientState) !== owner) return next;
  const fresh = new Set(next.clientState.queries.map((query) => query.queryHash));
  const kept = previous.clientState.queries.filter((query) => !fresh.has(query.queryHash));
  return {
    ...next,
    clientState: { ...next.clientState, queries: [...kept, ...next.clientState.queries] },
  };
}
