import { FullScreenLoader } from '@rally/ui';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useAuth } from './features/auth/use-auth.ts';
import { PageLayout } from './page-layout.tsx';
import { AudioDebugPage } from './pages/audio-debug.tsx';
import { DashboardPage } from './pages/dashboard.tsx';
import { DemoLoginPage } from './pages/demo-login.tsx';
import { ForceLogoutPage } from './pages/force-logout.tsx';
import { HardRefreshPage } from './pages/hard-refresh.tsx';
import { LandingPage } from './pages/landing.tsx';
import { LogoutPage } from './pages/logout.tsx';
import { NotFoundPage } from './pages/not-found.tsx';

// The billing pages and their payment libraries load only when one of them is opened.
const PricingPage = lazy(() =>
  import('./pages/pricing.tsx').then((page) => ({ default: page.PricingPage })),
);
const SubscribePage = lazy(() =>
  import('./pages/subscribe.tsx').then((page) => ({ default: page.SubscribePage })),
);
const TestPaymentPage = lazy(() =>
  import('./pages/test-payment.tsx').then((page) => ({ default: page.TestPaymentPage })),
);

/**
 * The route table of spec section 2, chosen once the signed-in state is known. /subscribe,
 * /pricing and /logout exist only for signed-in users, so a visitor gets 'Page Not Found' there.
 */
export function AppRoutes() {
  const auth = useAuth();
  if (auth.status === 'loading') return <FullScreenLoader />;

  const signedIn = auth.status === 'signed-in';
  return (
    <PageLayout firstName={signedIn ? auth.user.firstName : null}>
      <Suspense fallback={<FullScreenLoader />}>
        <Routes>
          {signedIn ? (
            <>
              <Route path="/" element={<DashboardPage user={auth.user} />} />
              <Route path="/subscribe" element={<SubscribePage />} />
              <Route path="/pricing" element={<PricingPage />} />
              <Route path="/logout" element={<LogoutPage />} />
            </>
          ) : (
            <Route path="/" element={<LandingPage />} />
          )}
          <Route path="/test-payment" element={<TestPaymentPage />} />
          <Route path="/audio-debug" element={<AudioDebugPage />} />
          <Route path="/force-logout" element={<ForceLogoutPage />} />
          <Route path="/hard-refresh" element={<HardRefreshPage />} />
          <Route path="/demo-login" element={<DemoLoginPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </PageLayout>
  );
}
