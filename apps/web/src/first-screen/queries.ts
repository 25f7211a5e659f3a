import type { AppRouter } from '@rally/api/router';
import type { createServerSideHelpers } from '@trpc/react-query/server';

/**
 * The tRPC helpers the server asks a first-screen query with: each procedure's `prefetch`, answered
 * by the router's own procedure with the request's context, into the cache keyed as the card's
 * `useQuery` keys it (tRPC's server-side helpers).
 */
export type FirstScreenHelpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;

/** Asks the server for the queries a card shows on the first screen, with the inputs it uses. */
export type FirstScreenPrefetch = (trpc: FirstScreenHelpers) => Promise<unknown>;

const prefetches = new Set<FirstScreenPrefetch>();

/**
 * Declares, next to a card, the queries it shows on the signed-in first screen, with the inputs
 * its `useQuery` calls use: the server asks them while it renders the page and sends their
 * answers with it (./server.tsx), so the card paints filled and the browser asks nothing. A query
 * not declared still works: the browser asks for it after the takeover (a browser test checks
 * that none is). Every list declared must be a bounded page, so the page's size does not grow with
 * the user's history.
 */
export function firstScreenQuery(prefetch: FirstScreenPrefetch): void {
  prefetches.add(prefetch);
}

/** Asks every query the loaded cards declared. A query that fails is left out of the cache. */
export async function prefetchFirstScreen(trpc: FirstScreenHelpers): Promise<void> {
  await Promise.all([...prefetches].map((prefetch) => prefetch(trpc)));
}
