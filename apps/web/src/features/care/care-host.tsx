import { Suspense, lazy } from 'react';
import { useCareRequest } from './care-store.ts';

// The panel (a Mantine modal) loads with the first match, not with every page; the service worker
// precaches its chunk, so it shows offline too.
const CarePanel = lazy(() =>
  import('./care-panel.tsx').then((panel) => ({ default: panel.CarePanel })),
);

/** Where the care panel appears, on every page, when a crisis screen matched. */
export function CareHost({ signedIn }: { signedIn: boolean }) {
  if (!useCareRequest()) return null;
  return (
    <Suspense fallback={null}>
      <CarePanel signedIn={signedIn} />
    </Suspense>
  );
}
