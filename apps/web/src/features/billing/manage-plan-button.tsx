import { Button, Group, Stack, Text } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { TIER_NAMES, formatAustralianDate } from '@rally/domain';
import { useState } from 'react';
import { trpc } from '../../trpc.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { notify } from '../notify.ts';
import { LazyModal } from '../lazy-modal.tsx';
import { useOpenedOnce } from '../use-opened-once.ts';
import { NeedsConnection } from '../../offline/needs-connection.tsx';

type PlanSummary = Extract<RouterOutputs['subscription']['portal'], { kind: 'summary' }>;

/** What the page says when the billing service does not answer; the server's own words when it sent some. */
function manageFailedMessage(errorMessage: string) {
  return { title: 'Manage Plan', message: errorMessage || 'Please try again.' };
}

/**
 * 'Manage Plan': Stripe's customer portal when the plan is a Stripe subscription; otherwise (the
 * built-in provider, or free access from a code) a dialog with the plan, its renewal date and,
 * for a subscription, a way to cancel it.
 */
export function ManagePlanButton(props: Omit<ButtonProps, 'children' | 'loading'>) {
  const [summary, setSummary] = useState<PlanSummary | null>(null);
  const dialog = useOpenedOnce(summary !== null);
  const portal = trpc.subscription.portal.useMutation({
    onSuccess(answer) {
      if (answer.kind === 'portal') window.location.assign(answer.url);
      else setSummary(answer);
    },
    onError(error) {
      notify(manageFailedMessage(error.message), 'error');
    },
  });

  return (
    <>
      <NeedsConnection fullWidth={props.fullWidth}>
        {(connection) => (
          <Button
            variant="default"
            {...props}
            {...connection}
            loading={portal.isPending}
            onClick={() => portal.mutate()}
          >
            Manage Plan
          </Button>
        )}
      </NeedsConnection>
      {dialog.mounted && (
        <LazyModal
          opened={dialog.opened}
          onClose={() => setSummary(null)}
          title="Your plan"
          centered
        >
          {summary && <PlanSummaryView summary={summary} onDone={() => setSummary(null)} />}
        </LazyModal>
      )}
    </>
  );
}

interface PlanSummaryViewProps {
  summary: PlanSummary;
  onDone: () => void;
}

function PlanSummaryView({ summary, onDone }: PlanSummaryViewProps) {
  const [confirming, setConfirming] = useState(false);
  const utils = trpc.useUtils();
  const cancel = trpc.subscription.cancel.useMutation({
    async onSuccess() {
      notify(
        { title: 'Subscription cancelled', message: 'You are back on the free plan.' },
        'success',
      );
      await Promise.all([
        utils.auth.user.invalidate(),
        utils.user.profile.invalidate(),
        utils.subscription.status.invalidate(),
      ]);
      onDone();
    },
    onError(error) {
      notify(manageFailedMessage(error.message), 'error');
    },
  });
  const periodEnd = summary.currentPeriodEnd
    ? formatAustralianDate(summary.currentPeriodEnd)
    : null;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text>
          <Text component="span" fw={700}>
            {TIER_NAMES[summary.tier]}
          </Text>
          , billed {summary.billingCycle}
        </Text>
        {periodEnd && (
          <Text fz="sm" c="dimmed">
            {summary.cancelable ? `Renews on ${periodEnd}` : `Free access ends on ${periodEnd}`}
          </Text>
        )}
      </Stack>
      {summary.cancelable && !confirming && (
        <Group justify="flex-end">
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        </Group>
      )}
      {summary.cancelable && confirming && (
        <Stack gap="sm">
          <Text fz="sm">
            Your plan ends now and you return to the free plan. Cancel the subscription?
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={cancel.isPending}
            >
              Keep my plan
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              Yes, cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
