import type { PaymentOutcome } from './payment-outcome.ts';

/** What every card form needs: the secret that pays the subscription, and who hears how it ended. */
export interface CardFormProps {
  clientSecret: string;
  /** Where the card provider sends the browser back after a redirect (3-D Secure, bank pages). */
  returnUrl: string;
  submitLabel: string;
  /** The submit button's text while the payment is being confirmed. */
  busyLabel: string;
  onOutcome: (outcome: PaymentOutcome) => void;
}
