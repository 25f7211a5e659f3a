import { NotFoundCard } from '@rally/ui';

export function NotFoundPage() {
  return <NotFoundCard />;
}
