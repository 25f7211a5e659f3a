import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app-providers.tsx';
import { PRERENDERED_FOR_VISITOR } from './prerendered.ts';

/**
 * Renders a page of the app into its HTML file's #root element. When the build rendered the page
 * ahead of time for a signed-out visitor (landing.html), React takes over that markup instead.
 */
export function mount(page: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const prerendered = container.hasAttribute(PRERENDERED_FOR_VISITOR);
  const app = (
    <StrictMode>
      <AppProviders signedOut={prerendered}>{page}</AppProviders>
    </StrictMode>
  );
  // As a transition, the first render is split into short tasks the browser can paint between,
  // instead of one long task while the scripts have only just run.
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
