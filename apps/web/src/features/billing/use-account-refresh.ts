import type { Tier } from '@rally/domain';
import { REDIRECT_DELAY_MS } from '@rally/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../trpc.ts';
import { sleep, waitForTier } from './wait-for-tier.ts';

/** About five seconds: Stripe usually delivers the webhook well within it. */
const STATUS_POLL = { attempts: 10, intervalMs: 500 } as const;

/** Fetches the signed-in user and their usage again, so the dashboard shows the new plan. */
function useRefreshAccount() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([
        utils.auth.user.invalidate(),
        utils.user.profile.invalidate(),
        utils.subscription.status.invalidate(),
      ]),
    [utils],
  );
}

/**
 * After a payment: waits the spec's 2 s and, meanwhile, for the webhook to give the user `tier`
 * (it can land a moment after the card is charged), then opens the dashboard with fresh usage.
 */
export function useFinishPayment() {
  const utils = trpc.useUtils();
  const refreshAccount = useRefreshAccount();
  const navigate = useNavigate();
  return useCallback(
    async (tier: Tier) => {
      const readTier = async () => (await utils.client.subscription.status.query()).currentTier;
      await Promise.all([
        sleep(REDIRECT_DELAY_MS.paymentSuccess),
        waitForTier(readTier, tier, STATUS_POLL),
      ]);
      await refreshAccount();
      await navigate('/');
    },
    [utils, refreshAccount, navigate],
  );
}

/** After a discount code gave free access: fresh usage, then the dashboard after 1.5 s. */
export function useFinishFreeAccess() {
  const refreshAccount = useRefreshAccount();
  const navigate = useNavigate();
  return useCallback(async () => {
    await Promise.all([sleep(REDIRECT_DELAY_MS.discount), refreshAccount()]);
    await navigate('/');
  }, [refreshAccount, navigate]);
}
