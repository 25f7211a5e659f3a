import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { SessionUser } from './use-auth.ts';
import type { createTrpcClient } from '../../trpc.ts';

/**
 * Answers the sign-in lookups of spec section 4 before the first render, for a page the server
 * rendered knowing who asked: the landing page only goes to a request without a live session, the
 * signed-in first screen names its user. The page shows at once instead of asking again (and never
 * flashes the loader).
 */
export function seedKnownVisitor(
  queryClient: QueryClient,
  client: ReturnType<typeof createTrpcClient>,
  user: SessionUser | null,
): void {
  const utils = createTRPCQueryUtils({ queryClient, client });
  utils.auth.user.setData(undefined, user);
  // Asked only when the first lookup finds nobody.
  if (!user) utils.user.profile.setData(undefined, null);
}
