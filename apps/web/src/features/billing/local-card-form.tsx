import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { trpc } from '../../trpc.ts';
import type { CardFormProps } from './card-payment-props.ts';
import { localPaymentOutcome } from './payment-outcome.ts';

/** The card the built-in billing provider accepts (it declines 4000 0000 0000 0002). */
const TEST_CARD_HINT = 'Test card: 4242 4242 4242 4242';

interface CardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const EMPTY_CARD: CardFields = { cardNumber: '', expiry: '', cvc: '' };

/**
 * The card form of the built-in billing provider, used when Stripe is not configured: no money
 * moves, and the server checks the card as Stripe's test mode would.
 */
export function LocalCardForm({ clientSecret, submitLabel, busyLabel, onOutcome }: CardFormProps) {
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [processing, setProcessing] = useState(false);
  const confirm = trpc.subscription.confirmLocalPayment.useMutation();
  const set = (key: keyof CardFields, value: string) =>
    setCard((current) => ({ ...current, [key]: value }));
  // Ready once every field has something in it; the server says what is wrong with it.
  const ready = Object.values(card).every((value) => value.trim() !== '');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || processing) return;
    setProcessing(true);
    try {
      await confirm.mutateAsync({ clientSecret, ...card });
      // Stays busy: the page moves on after a payment.
      onOutcome({ status: 'succeeded' });
    } catch (error) {
      setProcessing(false);
      onOutcome(localPaymentOutcome(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Card payment" noValidate>
      <Stack gap="md">
        <TextInput
          label="Card number"
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.cardNumber}
          onChange={(event) => set('cardNumber', event.currentTarget.value)}
          maxLength={23}
          disabled={processing}
        />
        <Group grow gap="md" align="flex-start">
          <TextInput
            label="Expiry"
            placeholder="MM / YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            value={card.expiry}
            onChange={(event) => set('expiry', event.currentTarget.value)}
            maxLength={7}
            disabled={processing}
          />
          <TextInput
            label="CVC"
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            value={card.cvc}
            onChange={(event) => set('cvc', event.currentTarget.value)}
            maxLength={4}
            disabled={processing}
          />
        </Group>
        <Text fz="xs" c="dimmed">
          {TEST_CARD_HINT}
        </Text>
        <Button type="submit" size="md" fullWidth disabled={!ready || processing}>
          {processing ? busyLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
