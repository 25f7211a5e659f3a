import { Button } from '@mantine/core';
import { DEMO_LOGIN_SUCCESS, REDIRECT_DELAY_MS } from '@rally/domain';
import { StatusCard } from '@rally/ui';
import { useEffect, useRef } from 'react';
import { trpc } from '../trpc.ts';

export function DemoLoginPage() {
  const { mutate: demoLogin, status } = trpc.auth.demoLogin.useMutation({
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
    return (
      <StatusCard
        title="Demo login failed"
        description="We could not start a demo account just now."
      >
        <Button mt="sm" onClick={() => demoLogin()}>
          Try Again
        </Button>
      </StatusCard>
    );
  }
  return <StatusCard busy title="Starting your demo..." description="Setting up a demo account." />;
}
