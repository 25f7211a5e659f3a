import { MantineProvider } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { NOTIFICATIONS } from '@rally/domain';
import { rallyTheme } from '@rally/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';
import { seedSignedOut } from './features/auth/signed-out.ts';
import { createQueryClient } from './query-client.ts';
import { createTrpcClient, trpc } from './trpc.ts';

// The toast container (and its transitions) is not needed to paint the page, so it loads once the
// page is up (it is a portal, so a page rendered ahead of time has none either); a toast shown
// before it arrives waits in the notifications store and appears when it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export interface AppProvidersProps {
  /** The visitor is known to be signed out (the prerendered landing page): no lookup needed. */
  signedOut?: boolean;
  children: ReactNode;
}

/** Theme, toasts, data fetching and the error fallback: everything both pages share. */
export function AppProviders({ signedOut = false, children }: AppProvidersProps) {
  const [trpcClient] = useState(createTrpcClient);
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (signedOut) seedSignedOut(client, trpcClient);
    return client;
  });
  const mounted = useMounted();
  return (
    <MantineProvider theme={rallyTheme} defaultColorScheme="light">
      {mounted && (
        <Suspense fallback={null}>
          <Notifications
            limit={NOTIFICATIONS.limit}
            autoClose={NOTIFICATIONS.autoCloseMs}
            containerWidth={NOTIFICATIONS.maxWidthPx}
          />
        </Suspense>
      )}
      <ErrorBoundary>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </trpc.Provider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
