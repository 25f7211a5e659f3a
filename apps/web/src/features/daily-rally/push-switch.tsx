import { Stack, Switch, Text } from '@mantine/core';
import { PUSH_MESSAGES } from '@rally/domain';
import { useEffect, useState } from 'react';
import { trpc } from '../../trpc.ts';
import { applicationServerKey, browserPushEnvironment, pushSupport } from './push-support.ts';

const LABEL = 'Notify me on this device';

/** The worker's registration, or null where none runs (the dev server, a blocked worker). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** The subscription as the server takes it: the browser's own JSON. */
function subscriptionInput(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * "Notify me on this device": Web Push for the daily talk. Permission is asked only when the user
 * turns it on; a device already subscribed is told to the server again, so it follows the session.
 */
export function PushSwitch() {
  const [support] = useState(() => pushSupport(browserPushEnvironment()));
  const status = trpc.push.status.useQuery(undefined, { enabled: support === 'supported' });
  const subscribe = trpc.push.subscribe.useMutation();
  const unsubscribe = trpc.push.unsubscribe.useMutation();
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enabled = status.data?.enabled === true;
  const { mutate: resubscribe } = subscribe;

  useEffect(() => {
    if (!enabled || Notification.permission !== 'granted') return;
    let live = true;
    void (async () => {
      const existing = await (await workerRegistration())?.pushManager.getSubscription();
      if (!live || !existing) return;
      setSubscribed(true);
      resubscribe(subscriptionInput(existing));
    })();
    return () => {
      live = false;
    };
  }, [enabled, resubscribe]);

  async function turnOn(publicKey: string) {
    // Asked from the tap itself: browsers refuse (or bury) a prompt no gesture led to.
    if ((await Notification.requestPermission()) !== 'granted') {
      setError(PUSH_MESSAGES.blocked);
      return;
    }
    const registration = await workerRegistration();
    if (!registration) {
      setError(PUSH_MESSAGES.unsupported);
      return;
    }
    const options = {
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    };
    let subscription: PushSubscription;
    try {
      subscription = await registration.pushManager.subscribe(options);
    } catch {
      // Subscribed before with another server key: that subscription must go first.
      await (await registration.pushManager.getSubscription())?.unsubscribe();
      subscription = await registration.pushManager.subscribe(options);
    }
    await subscribe.mutateAsync(subscriptionInput(subscription));
    setSubscribed(true);
  }

  async function turnOff() {
    const subscription = await (await workerRegistration())?.pushManager.getSubscription();
    setSubscribed(false);
    if (!subscription) return;
    await subscription.unsubscribe();
    // Already gone on the server (signed out elsewhere, expired) is fine.
    await unsubscribe.mutateAsync({ endpoint: subscription.endpoint }).catch(() => undefined);
  }

  async function toggle(on: boolean) {
    const publicKey = status.data?.publicKey;
    if (!publicKey) return;
    setBusy(true);
    setError(null);
    try {
      await (on ? turnOn(publicKey) : turnOff());
    } catch (failure) {
      setError(
        failure instanceof Error && 'data' in failure ? failure.message : PUSH_MESSAGES.failed,
      );
    } finally {
      setBusy(false);
    }
  }

  const note =
    support === 'ios-not-installed'
      ? PUSH_MESSAGES.iosNotInstalled
      : support === 'unsupported'
        ? PUSH_MESSAGES.unsupported
        : status.data && !enabled
          ? PUSH_MESSAGES.notSetUp
          : null;

  return (
    <Stack gap={4}>
      <Switch
        label={LABEL}
        description={note ?? 'A notification when your talk is ready, even with Rally closed.'}
        checked={subscribed}
        disabled={note !== null || !enabled || busy}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      {error && (
        <Text fz="sm" c="red.7" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
