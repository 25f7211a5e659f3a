import {
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  DEFAULT_PLAN,
  MESSAGES,
  PLANS_BY_TIER,
  STARTING_PRICE,
  formatDollars,
} from '@rally/domain';
import { CheckIcon, StatusCard } from '@rally/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CardPayment } from '../features/billing/card-payment.tsx';
import { ManagePlanButton } from '../features/billing/manage-plan-button.tsx';
import { paymentOutcomeMessage } from '../features/billing/payment-outcome.ts';
import type { PaymentOutcome } from '../features/billing/payment-outcome.ts';
import { useFinishPayment } from '../features/billing/use-account-refresh.ts';
import { notify } from '../features/notify.ts';
import { trpc } from '../trpc.ts';

const TEST_PLAN = PLANS_BY_TIER[DEFAULT_PLAN];
const SUBMIT_LABEL = `Subscribe - Starting ${formatDollars(STARTING_PRICE)}/month`;
/**
 * The spec's 'Test with code: {token}' hint. The beta code is a secret of the server's
 * configuration, so the page does not show it; it says where a code is used instead: the
 * discount entry of /subscribe (docs/decisions/test-payment-code-hint.md).
 */
function CodeHint() {
  return (
    <Text fz="xs" c="dimmed" ta="center">
      Have a beta code? Enter it under &apos;Have a discount code?&apos; on the{' '}
      <Anchor component={Link} to="/subscribe" fz="xs">
        subscribe page
      </Anchor>{' '}
      • Cancel anytime
    </Text>
  );
}

function BackLink() {
  return (
    <Anchor component={Link} to="/" fz="sm">
      ← Back to app
    </Anchor>
  );
}

/** A one-step payment of the default plan, monthly: the whole card flow on one page. */
export function TestPaymentPage() {
  const setup = trpc.subscription.create.useMutation();
  const { mutate: requestSubscription } = setup;
  const finishPayment = useFinishPayment();
  // StrictMode runs effects twice in development; one subscription request per visit.
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    requestSubscription({ tier: TEST_PLAN.id, billingCycle: 'monthly' });
  }, [requestSubscription]);

  const onOutcome = (outcome: PaymentOutcome) => {
    const succeeded = outcome.status === 'succeeded';
    notify(
      paymentOutcomeMessage(outcome, {
        succeeded: MESSAGES.testPaymentSuccessful,
        unexpected: MESSAGES.testPaymentError,
      }),
      succeeded ? 'success' : 'error',
    );
    if (succeeded) void finishPayment(TEST_PLAN.id);
  };

  if (setup.isIdle || setup.isPending) {
    return (
      <Center py={80}>
        <Loader role="status" aria-label="Setting up the payment" />
      </Center>
    );
  }
  // The server refuses a second subscription (CONFLICT): say so instead of a setup failure.
  if (setup.error?.data?.code === 'CONFLICT') {
    return (
      <StatusCard
        title={MESSAGES.alreadySubscribed.title}
        description={MESSAGES.alreadySubscribed.message}
      >
        <Group justify="center" gap="sm" mt="xs">
          <ManagePlanButton />
          <Button component={Link} to="/">
            Back to app
          </Button>
        </Group>
      </StatusCard>
    );
  }
  const clientSecret = setup.data?.clientSecret;
  if (!clientSecret) {
    return (
      <StatusCard
        title={MESSAGES.paymentSetupIssue.title}
        description={MESSAGES.paymentSetupIssue.message}
      >
        <BackLink />
      </StatusCard>
    );
  }

  return (
    <Container size={480} py={{ base: 32, md: 48 }} px={{ base: 'xs', sm: 'md' }}>
      {/* Less padding on a phone, so the submit button's label fits on one line. */}
      <Card withBorder shadow="sm" padding="xl" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={26}>
              Test Payment
            </Title>
            <Text c="dimmed" fz="sm">
              {TEST_PLAN.name}, {formatDollars(TEST_PLAN.price)} a month
            </Text>
          </div>
          <List
            spacing={6}
            fz="sm"
            aria-label={`${TEST_PLAN.name} features`}
            icon={<CheckIcon size={16} color="var(--mantine-color-teal-6)" />}
          >
            {TEST_PLAN.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <CardPayment
            clientSecret={clientSecret}
            returnUrl={window.location.origin}
            submitLabel={SUBMIT_LABEL}
            busyLabel="Processing..."
            onOutcome={onOutcome}
          />
          <CodeHint />
          <Center>
            <BackLink />
          </Center>
        </Stack>
      </Card>
    </Container>
  );
}
