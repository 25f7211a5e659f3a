import { Button, Center, Loader, Stack } from '@mantine/core';
import { BRAND_COLOR } from '@rally/domain';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import type { CardFormProps } from './card-payment-props.ts';
import { stripePaymentOutcome } from './payment-outcome.ts';

export interface StripeCardFormProps extends CardFormProps {
  stripe: Stripe;
}

/** Stripe's Payment Element for the subscription's first invoice; Stripe checks the card. */
export function StripeCardForm({ stripe, ...props }: StripeCardFormProps) {
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: props.clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: BRAND_COLOR } },
      }}
    >
      <PaymentElementForm {...props} />
    </Elements>
  );
}

function PaymentElementForm({ returnUrl, submitLabel, busyLabel, onOutcome }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const ready = stripe !== null && elements !== null && elementReady;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || !ready || processing) return;
    setProcessing(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      const outcome = stripePaymentOutcome(result);
      // Stays busy after a payment: the page moves on.
      if (outcome.status !== 'succeeded') setProcessing(false);
      onOutcome(outcome);
    } catch {
      setProcessing(false);
      onOutcome({ status: 'error' });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Card payment">
      <Stack gap="md">
        {!elementReady && (
          <Center py="md">
            <Loader size="sm" role="status" aria-label="Loading the card form" />
          </Center>
        )}
        <PaymentElement onReady={() => setElementReady(true)} />
        <Button type="submit" size="md" fullWidth disabled={!ready || processing}>
          {processing ? busyLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
