import { ComingSoonCard } from '@rally/ui';

export function SubscribePage() {
  return (
    <ComingSoonCard
      title="Subscriptions are coming soon"
      description="Soon you will choose a plan and subscribe right here."
    />
  );
}
