import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { createTrpcClient } from '../../trpc.ts';

/**
 * Marks the visitor as signed out before the first render: both lookups of spec section 4 have
 * answered "nobody". The server sends the prerendered landing page only to a request without a
 * live session, so the page can show at once instead of asking again (and never flashes the loader).
 */
export function seedSignedOut(
  queryClient: QueryClient,
  client: ReturnType<typeof createTrpcClient>,
): void {
  const utils = createTRPCQueryUtils({ queryClient, client });
  utils.auth.user.setData(undefined, null);
  utils.user.profile.setData(undefined, null);
}
