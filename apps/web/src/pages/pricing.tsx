import { ComingSoonCard } from '@rally/ui';

export function PricingPage() {
  return (
    <ComingSoonCard
      title="Pricing is coming soon"
      description="Plans and prices will be listed here shortly."
    />
  );
}
