import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NOTIFICATIONS } from '@rally/domain';
import { rallyTheme } from '@rally/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';
import { createQueryClient } from './query-client.ts';
import { createTrpcClient, trpc } from './trpc.ts';

/** Theme, toasts, data fetching and the error fallback: everything both pages share. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <MantineProvider theme={rallyTheme} defaultColorScheme="light">
      <Notifications
        limit={NOTIFICATIONS.limit}
        autoClose={NOTIFICATIONS.autoCloseMs}
        containerWidth={NOTIFICATIONS.maxWidthPx}
      />
      <ErrorBoundary>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </trpc.Provider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
