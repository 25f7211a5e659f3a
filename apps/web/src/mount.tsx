import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers.tsx';

/** Renders a page of the app into its HTML file's #root element. */
export function mount(page: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // As a transition, the first render is split into short tasks the browser can paint between,
  // instead of one long task while the scripts have only just run.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>{page}</AppProviders>
      </StrictMode>,
    );
  });
}
