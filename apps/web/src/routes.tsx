import { FullScreenLoader, HeaderBell } from '@rally/ui';
import { Suspense, lazy, useDeferredValue, useState } from 'react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useAuth } from './features/auth/use-auth.ts';
import type { SessionUser } from './features/auth/use-auth.ts';
import { PageLayout, useAppNavigation } from './page-layout.tsx';
import { LandingPage } from './pages/landing.tsx';
import { NotFoundPage } from './pages/not-found.tsx';
import { useNativeDailyReminders } from './native/use-daily-reminders.ts';
import type { KnownVisitor } from './first-screen/known-visitor.ts';
import { TakenOver } from './taken-over.tsx';
import { CareHost } from './features/care/care-host.tsx';

// A visitor's first page is the landing page, so only it comes with the first load (the size budget
// in e2e/budgets.spec.ts keeps it that way). Every other page, with its libraries (the player, the
// payment forms), is a chunk of its own, fetched when its route is first shown.
const DashboardPage = preloadablePage<{ user: SessionUser }>(() =>
  import('./pages/dashboard.tsx').then((page) => page.DashboardPage),
);
// The bell's panel brings Mantine's Popover and its positioning: loaded after the first screen, with a
// plain bell in its place until then (docs/decisions/first-load-scripts.md).
const loadNotificationBell = () => import('./features/notifications/notification-bell.tsx');
const NotificationBell = lazy(() =>
  loadNotificationBell().then((bell) => ({ default: bell.NotificationBell })),
);
const HistoryPage = lazy(() =>
  import('./pages/history.tsx').then((page) => ({ default: page.HistoryPage })),
);
const GoalsPage = lazy(() =>
  import('./pages/goals.tsx').then((page) => ({ default: page.GoalsPage })),
);
const PricingPage = lazy(() =>
  import('./pages/pricing.tsx').then((page) => ({ default: page.PricingPage })),
);
const SubscribePage = lazy(() =>
  import('./pages/subscribe.tsx').then((page) => ({ default: page.SubscribePage })),
);
const TestPaymentPage = lazy(() =>
  import('./pages/test-payment.tsx').then((page) => ({ default: page.TestPaymentPage })),
);
const LogoutPage = lazy(() =>
  import('./pages/logout.tsx').then((page) => ({ default: page.LogoutPage })),
);
const DemoLoginPage = lazy(() =>
  import('./pages/demo-login.tsx').then((page) => ({ default: page.DemoLoginPage })),
);
const AudioDebugPage = lazy(() =>
  import('./pages/audio-debug.tsx').then((page) => ({ default: page.AudioDebugPage })),
);
// Precached by the service worker like every chunk: reachable offline (features/care).
const HelpPage = lazy(() =>
  import('./pages/help.tsx').then((page) => ({ default: page.HelpPage })),
);
const ForceLogoutPage = lazy(() =>
  import('./pages/force-logout.tsx').then((page) => ({ default: page.ForceLogoutPage })),
);
const HardRefreshPage = lazy(() =>
  import('./pages/hard-refresh.tsx').then((page) => ({ default: page.HardRefreshPage })),
);

/**
 * A lazily loaded page that can also be loaded ahead (`preload`): rendered after that, it shows
 * without suspending. Each mount keeps the component it started with, so a page is never swapped
 * for itself (which would reset its state).
 */
function preloadablePage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const Lazy = lazy(async () => ({ default: await load() }));
  function Page(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Page.preload = async () => {
    loaded ??= await load();
  };
  return Page;
}

/** Loads the page a server-rendered first screen shows lazily: a signed-in user's dashboard. */
export async function prepareFirstScreen(known: KnownVisitor): Promise<void> {
  if (known.user) await DashboardPage.preload();
}

/**
 * Loads every part of a signed-in first screen that the app loads lazily (the dashboard, the bell),
 * so that the server knows all the queries their cards declare before it asks them
 * (first-screen/server.tsx).
 */
export async function loadSignedInFirstScreen(): Promise<void> {
  await Promise.all([DashboardPage.preload(), loadNotificationBell()]);
}

/**
 * The route table of spec section 2, chosen once the signed-in state is known. /subscribe,
 * /pricing and /logout exist only for signed-in users, so a visitor gets 'Page Not Found' there.
 */
export function AppRoutes() {
  const auth = useAuth();
  // The answer switches the loader for a whole page. Shown as a deferred update, React renders that
  // page in short slices instead of one long task, so the browser stays responsive meanwhile.
  const stillLoading = useDeferredValue(auth.status === 'loading');
  const navigation = useAppNavigation(auth.status === 'signed-in');
  useNativeDailyReminders(auth.status === 'signed-in');
  if (auth.status === 'loading' || stillLoading) return <FullScreenLoader />;

  const signedIn = auth.status === 'signed-in';
  return (
    <PageLayout
      firstName={signedIn ? auth.user.firstName : null}
      navigation={navigation}
      bell={
        signedIn ? (
          <Suspense fallback={<HeaderBell unread={false} />}>
            <NotificationBell />
          </Suspense>
        ) : undefined
      }
    >
      <Suspense fallback={<FullScreenLoader />}>
        <Routes>
          {signedIn ? (
            <>
              <Route path="/" element={<DashboardPage user={auth.user} />} />
              <Route path="/history" element={<HistoryPage />} />
              <Route path="/goals" element={<GoalsPage />} />
              <Route path="/subscribe" element={<SubscribePage />} />
              <Route path="/pricing" element={<PricingPage />} />
              <Route path="/logout" element={<LogoutPage />} />
            </>
          ) : (
            <Route path="/" element={<LandingPage />} />
          )}
          <Route path="/help" element={<HelpPage />} />
          <Route path="/test-payment" element={<TestPaymentPage />} />
          <Route path="/audio-debug" element={<AudioDebugPage />} />
          <Route path="/force-logout" element={<ForceLogoutPage />} />
          <Route path="/hard-refresh" element={<HardRefreshPage />} />
          <Route path="/demo-login" element={<DemoLoginPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        <TakenOver />
      </Suspense>
      <CareHost signedIn={signedIn} />
    </PageLayout>
  );
}
