import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { SessionUser } from '../features/auth/use-auth.ts';
import { trpc } from '../trpc.ts';
import type { RenderedTime } from './page.ts';

/**
 * Who the page was rendered for, known before the first render: nobody (the landing page) or a
 * signed-in user, with the time the page was written for and the queries it was written with
 * (TanStack Query's dehydrated cache).
 */
export type KnownVisitor =
  { user: null } | { user: SessionUser; time: RenderedTime; queries: DehydratedState };

/**
 * Answers the sign-in lookups of spec section 4 before the first render, for a page the server
 * rendered knowing who asked: the landing page only goes to a request without a live session, the
 * signed-in first screen names its user and brings the answers to the queries it was rendered
 * with. The page shows at once instead of asking again (and never flashes the loader).
 */
export function seedKnownVisitor(queryClient: QueryClient, known: KnownVisitor): void {
  queryClient.setQueryData(getQueryKey(trpc.auth.user, undefined, 'query'), known.user);
  // Asked only when the first lookup finds nobody.
  if (!known.user) {
    queryClient.setQueryData(getQueryKey(trpc.user.profile, undefined, 'query'), null);
    return;
  }
  hydrate(queryClient, known.queries);
}
