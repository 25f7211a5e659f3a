import { MantineProvider } from '@mantine/core';
import { NOTIFICATIONS } from '@rally/domain';
import { rallyTheme } from '@rally/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';
import { createQueryClient } from './query-client.ts';
import { createTrpcClient, trpc } from './trpc.ts';

// The toast container (and its transitions) is not needed to paint the page, so it loads beside it;
// a toast shown before it arrives waits in the notifications store and appears when it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Theme, toasts, data fetching and the error fallback: everything both pages share. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <MantineProvider theme={rallyTheme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications
          limit={NOTIFICATIONS.limit}
          autoClose={NOTIFICATIONS.autoCloseMs}
          containerWidth={NOTIFICATIONS.maxWidthPx}
        />
      </Suspense>
      <ErrorBoundary>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </trpc.Provider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
