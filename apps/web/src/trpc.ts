import type { AppRouter } from '@rally/api/router';
import { TRPC_MAX_BATCH_SIZE } from '@rally/domain';
import { httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { apiFetch } from './native/api-fetch.ts';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

const TRPC_URL = '/trpc';

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        // Subscriptions (the speech as it is written) stream over Server-Sent Events.
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url: TRPC_URL,
          // The session lives in an HttpOnly cookie.
          eventSourceOptions: { withCredentials: true },
        }),
        false: httpBatchLink({
          url: TRPC_URL,
          // The browser sends the session cookie; the native app its bearer token (native/api-fetch.ts).
          fetch: apiFetch,
          // The server refuses larger batches (400).
          maxItems: TRPC_MAX_BATCH_SIZE,
        }),
      }),
    ],
  });
}
