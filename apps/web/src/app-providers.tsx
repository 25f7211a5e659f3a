import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { NOTIFICATIONS } from '@rally/domain';
import { ThemeStyles, rallyTheme, themeStylesOf } from '@rally/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary, ToastsBoundary } from './error-boundary.tsx';
import { seedKnownVisitor, type KnownVisitor } from './first-screen/known-visitor.ts';
import { createQueryClient } from './query-client.ts';
import { RenderedTimeContext } from './rendered-time.ts';
import { retryingImport } from './retrying-import.ts';
import { createTrpcClient, trpc } from './trpc.ts';

// The toast container (and its transitions) is not needed until there is a toast to show, so it
// loads and mounts with the first one: a page starts without it (it is a portal, so a page rendered
// ahead of time has none either). The toast waits in the notifications store until it mounts. Its
// chunk (after-takeover) is often first asked for when the connection has just dropped (the toast
// that says so): it is asked for again once back, and a chunk that never comes costs the toasts
// only, never the page (ToastsBoundary).
const Notifications = lazy(
  retryingImport(() =>
    import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
  ),
);

/**
 * MantineProvider's <style> elements for Rally's theme, worked out once instead of on every render
 * (the server renders a signed-in first screen per request).
 */
const RALLY_THEME_STYLES = themeStylesOf(rallyTheme);

const anyToast = () => notificationsStore.getState().notifications.length > 0;
const noToastOnServer = () => false;

/** Whether a toast has been shown on this page yet; once true, it stays true. */
function useToastShown(): boolean {
  const showing = useSyncExternalStore(notificationsStore.subscribe, anyToast, noToastOnServer);
  const [shown, setShown] = useState(false);
  if (showing && !shown) setShown(true);
  return shown || showing;
}

export interface AppProvidersProps {
  /** Who the server rendered the page for (the landing page, a signed-in first screen): no lookup needed. */
  known?: KnownVisitor;
  children: ReactNode;
}

/** Theme, toasts, data fetching and the error fallback: everything both pages share. */
export function AppProviders({ known, children }: AppProvidersProps) {
  const [trpcClient] = useState(createTrpcClient);
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (known) seedKnownVisitor(client, known);
    return client;
  });
  const toastShown = useToastShown();
  return (
    <MantineProvider
      theme={rallyTheme}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <ThemeStyles styles={RALLY_THEME_STYLES} />
      {toastShown && (
        <ToastsBoundary>
          <Suspense fallback={null}>
            <Notifications
              limit={NOTIFICATIONS.limit}
              autoClose={NOTIFICATIONS.autoCloseMs}
              containerWidth={NOTIFICATIONS.maxWidthPx}
            />
          </Suspense>
        </ToastsBoundary>
      )}
      <ErrorBoundary>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <RenderedTimeContext value={known?.user ? known.time : null}>
              {children}
            </RenderedTimeContext>
          </QueryClientProvider>
        </trpc.Provider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
