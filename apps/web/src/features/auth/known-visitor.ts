import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { KnownVisitor } from '../../prerendered.ts';
import type { createTrpcClient } from '../../trpc.ts';

/** The part of a procedure's query helpers used here, reached by path. */
interface QueryData {
  setData(input: unknown, data: unknown): void;
}

/**
 * Answers the sign-in lookups of spec section 4 before the first render, for a page the server
 * rendered knowing who asked: the landing page only goes to a request without a live session, the
 * signed-in first screen names its user and brings the answers to the queries it was rendered
 * with. The page shows at once instead of asking again (and never flashes the loader).
 */
export function seedKnownVisitor(
  queryClient: QueryClient,
  client: ReturnType<typeof createTrpcClient>,
  known: KnownVisitor,
): void {
  const utils = createTRPCQueryUtils({ queryClient, client });
  utils.auth.user.setData(undefined, known.user);
  // Asked only when the first lookup finds nobody.
  if (!known.user) {
    utils.user.profile.setData(undefined, null);
    return;
  }
  for (const answer of known.answers) {
    // The utils are a proxy: any path reaches that procedure's helpers.
    const helpers = answer.path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], utils) as QueryData;
    helpers.setData('input' in answer ? answer.input : undefined, answer.data);
  }
}
