import { MESSAGES, REDIRECT_DELAY_MS } from '@rally/domain';
import { StatusCard } from '@rally/ui';
import { useEffect, useRef } from 'react';
import { forgetSignedInData } from '../features/auth/signed-in-data.ts';
import { clearStorage } from '../features/client-state.ts';
import { notify } from '../features/notify.ts';
import { trpc } from '../trpc.ts';

export function LogoutPage() {
  const { mutate: logout } = trpc.auth.logout.useMutation({
    onSuccess: () => notify(MESSAGES.loggedOut, 'success'),
    onError: () => notify(MESSAGES.logoutFailed),
    // A full page load, so the next page asks the server who is signed in.
    onSettled: () => window.setTimeout(() => window.location.assign('/'), REDIRECT_DELAY_MS.logout),
  });
  // StrictMode runs effects twice in development; sign out once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearStorage();
    void forgetSignedInData();
    logout();
  }, [logout]);

  return <StatusCard busy title="Logging out..." />;
}
