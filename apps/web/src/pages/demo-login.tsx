import { Button, Group } from '@mantine/core';
import { DEMO_LOGIN_SUCCESS, REDIRECT_DELAY_MS } from '@rally/domain';
import { StatusCard } from '@rally/ui';
import { useEffect, useRef } from 'react';
import { trpc } from '../trpc.ts';

export function DemoLoginPage() {
  const {
    mutate: demoLogin,
    status,
    error,
  } = trpc.auth.demoLogin.useMutation({
    // A full page load, so the app starts with the new session.
    onSuccess: () =>
      window.setTimeout(() => window.location.assign('/'), REDIRECT_DELAY_MS.demoLogin),
  });
  // StrictMode runs effects twice in development; one demo account per visit.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    demoLogin();
  }, [demoLogin]);

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
