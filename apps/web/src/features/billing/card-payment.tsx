import { Center, Loader } from '@mantine/core';
import { MESSAGES } from '@rally/domain';
import { StatusCard } from '@rally/ui';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import type { CardFormProps } from './card-payment-props.ts';
import { LocalCardForm } from './local-card-form.tsx';

/** Stripe.js and the Elements form, fetched only when Stripe is the billing provider. */
async function loadStripeForm(publishableKey: string) {
  const [{ loadStripe }, { StripeCardForm }] = await Promise.all([
    // The pure entry adds Stripe's script only when loadStripe is called, not on import.
    import('@stripe/stripe-js/pure'),
    import('./stripe-card-form.tsx'),
  ]);
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  return { stripe, Form: StripeCardForm };
}

function PaymentUnavailable() {
  return (
    <StatusCard
      title={MESSAGES.paymentUnavailable.title}
      description={MESSAGES.paymentUnavailable.message}
    />
  );
}

function FormLoader() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Loading the payment form" />
    </Center>
  );
}

/**
 * The card form of the configured billing provider: Stripe Elements with Stripe, the built-in form
 * otherwise. 'Payment System Unavailable' when Stripe's library cannot be loaded.
 */
export function CardPayment(props: CardFormProps) {
  const config = trpc.subscription.config.useQuery();
  const publishableKey = config.data?.provider === 'stripe' ? config.data.publishableKey : null;
  const stripeForm = useQuery({
    queryKey: ['stripe-form', publishableKey],
    queryFn: () => loadStripeForm(publishableKey ?? ''),
    enabled: publishableKey !== null,
    // A Stripe instance and a component: kept exactly as loaded.
    structuralSharing: false,
  });

  if (config.isPending) return <FormLoader />;
  if (config.isError) return <PaymentUnavailable />;
  if (config.data.provider === 'local') return <LocalCardForm {...props} />;
  if (publishableKey === null || stripeForm.isError) return <PaymentUnavailable />;
  if (stripeForm.isPending) return <FormLoader />;
  const { Form, stripe } = stripeForm.data;
  return <Form stripe={stripe} {...props} />;
}
