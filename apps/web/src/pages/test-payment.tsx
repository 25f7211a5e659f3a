import { ComingSoonCard } from '@rally/ui';

export function TestPaymentPage() {
  return (
    <ComingSoonCard
      title="Test payments are coming soon"
      description="This page will let you try the payment flow with a test card."
    />
  );
}
