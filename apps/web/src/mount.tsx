import './mantine.css';
import './early-input.css';
import { UTC_OFFSET_COOKIE, utcOffsetMinutes } from '@rally/domain';
import { StrictMode, startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app-providers.tsx';
import { dropEarlyInput } from './early-input.ts';
import type { KnownVisitor } from './first-screen/known-visitor.ts';
import {
  FIRST_SCREEN_DATA_ID,
  PRERENDERED_FOR_VISITOR,
  RENDERED_FOR_USER,
} from './first-screen/page.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A page that failed to start shows the error page instead of taking the rendered one over: the
 * taps held until then (src/early-input.ts) are dropped, so the error page's buttons answer. React
 * reports a caught error through the error boundary; an uncaught one goes to the window as before.
 */
const rootOptions = {
  onCaughtError: dropEarlyInput,
  onUncaughtError: (error: unknown) => {
    dropEarlyInput();
    reportError(error);
  },
};

/** Lets the server write the greeting for the user's hour of the day (apps/api/src/server.ts). */
function rememberUtcOffset(): void {
  const offset = utcOffsetMinutes(new Date());
  document.cookie = `${UTC_OFFSET_COOKIE}=${offset}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** Who the server rendered #root for, or undefined when it is empty (rendered here). */
function knownVisitorOf(container: HTMLElement): KnownVisitor | undefined {
  if (container.hasAttribute(PRERENDERED_FOR_VISITOR)) return { user: null };
  if (!container.hasAttribute(RENDERED_FOR_USER)) return undefined;
  const data = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!data) throw new Error('The signed-in first screen came without its data');
  return JSON.parse(data) as KnownVisitor;
}

/**
 * Renders a page of the app into its HTML file's #root element. When the server sent the page
 * rendered already (the landing page, a signed-in user's first screen), React takes over that
 * markup instead.
 */
export function mount(
  page: ReactNode,
  // Loads what the rendered page shows lazily (the dashboard) before React takes it over.
  prepare: (known: KnownVisitor) => Promise<void> = async () => {},
): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  rememberUtcOffset();
  const known = knownVisitorOf(container);
  const app = (
    <StrictMode>
      <AppProviders known={known}>{page}</AppProviders>
    </StrictMode>
  );
  // As a transition, the first render is split into short tasks the browser can paint between,
  // instead of one long task while the scripts have only just run.
  if (!known) {
    startTransition(() => createRoot(container, rootOptions).render(app));
    return;
  }
  // With every part loaded, React takes the page over in one pass of short tasks; a part that
  // arrived later would make it stop and take that part over on its own, in one long task. If a
  // part fails to load, React asks for it again as it goes.
  void prepare(known)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(container, app, rootOptions)));
}
