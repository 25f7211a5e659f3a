import { Button, Group } from '@mantine/core';
import { DEMO_LOGIN_SUCCESS, MESSAGES, REDIRECT_DELAY_MS } from '@rally/domain';
import { StatusCard } from '@rally/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../features/auth/use-auth.ts';
import { trpc } from '../trpc.ts';

/**
 * Starts a demo account at once, unless someone is signed in to a real account: a demo account
 * would sign them out of it, so they are asked first (stay, or switch).
 */
export function DemoLoginPage() {
  const auth = useAuth();
  const {
    mutate: demoLogin,
    status,
    error,
  } = trpc.auth.demoLogin.useMutation({
    // A full page load, so the app starts with the new session.
    onSuccess: () =>
      window.setTimeout(() => window.location.assign('/'), REDIRECT_DELAY_MS.demoLogin),
  });
  const realAccount =
    auth.status === 'signed-in' && !auth.user.isDemo ? (auth.user.email ?? '') : null;
  const [switchChosen, setSwitchChosen] = useState(false);
  const mustAsk = realAccount !== null && !switchChosen;
  // StrictMode runs effects twice in development; one demo account per visit.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || auth.status === 'loading' || mustAsk) return;
    started.current = true;
    demoLogin();
  }, [demoLogin, auth.status, mustAsk]);

  if (mustAsk) {
    return (
      <StatusCard
        title={MESSAGES.switchToDemo.title}
        description={`You are signed in as ${realAccount || 'your account'}. ${MESSAGES.switchToDemo.message}`}
      >
        <Group justify="center" gap="sm" mt="xs">
          <Button component={Link} to="/" variant="default">
            Stay signed in
          </Button>
          <Button onClick={() => setSwitchChosen(true)}>Switch to demo</Button>
        </Group>
      </StatusCard>
    );
  }
  if (status === 'success') {
    return <StatusCard title={DEMO_LOGIN_SUCCESS} description="Taking you to your dashboard..." />;
  }
  if (status === 'error') {
    // Too many demo accounts: the server says how long to wait and suggests signing up.
    const throttled = error.data?.code === 'TOO_MANY_REQUESTS';
    return (
      <StatusCard
        title="Demo login failed"
        description={throttled ? error.message : 'We could not start a demo account just now.'}
      >
        <Group mt="sm" gap="sm">
          <Button onClick={() => demoLogin()}>Try Again</Button>
          {throttled && (
            <Button component="a" href="/login.html" variant="default">
              Sign Up Free
            </Button>
          )}
        </Group>
      </StatusCard>
    );
  }
  return <StatusCard busy title="Starting your demo..." description="Setting up a demo account." />;
}
