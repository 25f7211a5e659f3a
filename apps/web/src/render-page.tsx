import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app-providers.tsx';
import type { KnownVisitor } from './prerendered.ts';
import { AppRoutes } from './routes.tsx';

/**
 * The first screen of / as its visitor sees it, so that it paints as soon as the HTML and its
 * critical styles arrive instead of after the scripts; then main.tsx takes the markup over. The tree
 * must match mount.tsx's exactly. Rendered by the build for a signed-out visitor (landing.html), and
 * by the API for each signed-in user (the dashboard, with lazily loaded parts waited for, and
 * filled with the answers to FIRST_SCREEN_QUERIES, which the API gets ready first).
 */
export async function renderPage(known: KnownVisitor): Promise<string> {
  // Waits for the lazily loaded parts before writing anything, and writes every part in its place:
  // React would otherwise send a large part after the rest, moved in by inline scripts the CSP
  // refuses (then React draws the part again in the browser).
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders known={known}>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
