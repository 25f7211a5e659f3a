import { PRODUCT_NAME, REDIRECT_DELAY_MS } from '@rally/domain';
import { StatusCard } from '@rally/ui';
import { useEffect, useRef } from 'react';
import { forgetSignedInData } from '../features/auth/signed-in-data.ts';
import { clearReadableCookies, clearStorage } from '../features/client-state.ts';
import { trpc } from '../trpc.ts';

/** Signs out however broken the client state is: nothing here waits on the server. */
export function ForceLogoutPage() {
  const { mutate: logout } = trpc.auth.logout.useMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout();
    clearStorage();
    void forgetSignedInData();
    clearReadableCookies();
    window.setTimeout(() => window.location.assign('/'), REDIRECT_DELAY_MS.forceLogout);
  }, [logout]);

  return (
    <StatusCard
      busy
      title="Signing you out..."
      description={`Clearing everything this browser stored for ${PRODUCT_NAME}.`}
    />
  );
}
