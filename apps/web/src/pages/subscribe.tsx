import { Button, Card, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  MESSAGES,
  PLANS_BY_TIER,
  formatDollars,
  paymentSuccessfulMessage,
  planPrice,
  subscribeButtonText,
} from '@rally/domain';
import type { BillingCycle, PaidTier } from '@rally/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BillingCycleSwitch } from '../features/billing/billing-cycle-switch.tsx';
import { CardPayment } from '../features/billing/card-payment.tsx';
import { DiscountCodeForm } from '../features/billing/discount-code-form.tsx';
import { paymentOutcomeMessage } from '../features/billing/payment-outcome.ts';
import type { PaymentOutcome } from '../features/billing/payment-outcome.ts';
import { planChoiceFromSearch } from '../features/billing/plan-choice.ts';
import { PlanPicker } from '../features/billing/plan-picker.tsx';
import { useFinishPayment } from '../features/billing/use-account-refresh.ts';
import { notify } from '../features/notify.ts';
import { trpc } from '../trpc.ts';
import { NeedsConnection } from '../offline/needs-connection.tsx';

export function SubscribePage() {
  const [search] = useSearchParams();
  const [initial] = useState(() => planChoiceFromSearch(search));
  const [tier, setTier] = useState<PaidTier>(initial.tier);
  const [cycle, setCycle] = useState<BillingCycle>(initial.cycle);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const finishPayment = useFinishPayment();

  const plan = PLANS_BY_TIER[tier];
  const price = planPrice(plan, cycle);

  const setup = trpc.subscription.create.useMutation({
    onSuccess(result) {
      if (result.clientSecret) setClientSecret(result.clientSecret);
      else notify(MESSAGES.paymentSetupFailed, 'error');
    },
    onError() {
      notify(MESSAGES.paymentSetupFailed, 'error');
    },
  });

  const onOutcome = (outcome: PaymentOutcome) => {
    const succeeded = outcome.status === 'succeeded';
    notify(
      paymentOutcomeMessage(outcome, {
        succeeded: paymentSuccessfulMessage(plan.name),
        unexpected: MESSAGES.paymentError,
      }),
      succeeded ? 'success' : 'error',
    );
    if (!succeeded) return;
    setPaid(true);
    void finishPayment(tier);
  };

  // The plan is fixed once its subscription exists; 'Change plan' starts over.
  const planLocked = clientSecret !== null || setup.isPending;

  return (
    <Container size="md" py={{ base: 32, md: 48 }}>
      <Stack gap={4} mb="xl" ta="center">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Upgrade Your Plan
        </Title>
        <Text c="dimmed">More speeches every month, in every voice. Cancel anytime.</Text>
      </Stack>
      <Stack gap="lg">
        <Card component="section" aria-label="Your plan" withBorder shadow="sm" padding="xl">
          <Stack gap="lg">
            <BillingCycleSwitch cycle={cycle} onChange={setCycle} disabled={planLocked} />
            <PlanPicker tier={tier} cycle={cycle} onChange={setTier} disabled={planLocked} />
            <Divider />
            <Group justify="space-between" align="flex-start" gap="sm">
              <div>
                <Text fw={700}>
                  {plan.name}, billed {cycle}
                </Text>
                <Text fz="sm" c="dimmed">
                  {price.billedText ?? `${price.perMonthText} a month`}
                  {price.saveText && ` · ${price.saveText}`}
                </Text>
              </div>
              <Text fw={800} fz="xl">
                {formatDollars(price.total)}
                <Text component="span" fz="sm" fw={400} c="dimmed">
                  {cycle === 'yearly' ? '/year' : '/month'}
                </Text>
              </Text>
            </Group>
            {clientSecret === null && (
              <>
                <DiscountCodeForm />
                <NeedsConnection fullWidth>
                  {(connection) => (
                    <Button
                      size="md"
                      variant="gradient"
                      fullWidth
                      onClick={() => setup.mutate({ tier, billingCycle: cycle })}
                      {...connection}
                      disabled={connection.disabled || setup.isPending}
                    >
                      {setup.isPending ? 'Setting up...' : subscribeButtonText(tier)}
                    </Button>
                  )}
                </NeedsConnection>
              </>
            )}
          </Stack>
        </Card>
        {clientSecret !== null && (
          <Card
            component="section"
            aria-labelledby="payment-heading"
            withBorder
            shadow="sm"
            padding="xl"
          >
            <Group justify="space-between" mb="md">
              <Title order={2} fz="lg" id="payment-heading">
                Payment details
              </Title>
              <Button
                variant="subtle"
                size="xs"
                disabled={paid}
                onClick={() => setClientSecret(null)}
              >
                Change plan
              </Button>
            </Group>
            <CardPayment
              clientSecret={clientSecret}
              returnUrl={`${window.location.origin}/?subscription=success`}
              submitLabel={`Pay ${formatDollars(price.total)}`}
              busyLabel="Processing..."
              onOutcome={onOutcome}
            />
          </Card>
        )}
        <Group justify="center">
          <Button component={Link} to="/pricing" variant="subtle">
            Compare plans
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
