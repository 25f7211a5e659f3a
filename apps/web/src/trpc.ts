import type { AppRouter } from '@rally/api/router';
import { TRPC_MAX_BATCH_SIZE } from '@rally/domain';
import { httpBatchLink, httpBatchStreamLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { apiFetch } from './native/api-fetch.ts';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

const TRPC_URL = '/trpc';
/** Procedures whose answer streams in as it is made. */
const STREAMED_PROCEDURES: ReadonlySet<string> = new Set(['speech.generateStream']);

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        // The speech as it is written streams back over its own POST, never batched with other calls.
        condition: (op) => STREAMED_PROCEDURES.has(op.path),
        true: httpBatchStreamLink({ url: TRPC_URL, fetch: apiFetch, maxItems: 1 }),
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
