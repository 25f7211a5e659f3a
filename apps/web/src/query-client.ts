import { QUERY_DEFAULTS } from '@rally/domain';
import { QueryClient, environmentManager } from '@tanstack/react-query';

/** The spec's data-fetching defaults: no retries, no refetch on focus, no polling, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_DEFAULTS.retry,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        refetchInterval: QUERY_DEFAULTS.refetchInterval,
        staleTime: QUERY_DEFAULTS.staleTime,
        // Rendered on a server (render-page.tsx: at build time, and per request in the API), a
        // collection timer would only keep the process busy; each render's cache goes with it.
        gcTime: environmentManager.isServer() ? Infinity : QUERY_DEFAULTS.gcTimeMs,
      },
      mutations: { retry: QUERY_DEFAULTS.retry },
    },
  });
}
