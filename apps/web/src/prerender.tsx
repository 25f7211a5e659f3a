import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app-providers.tsx';
import { AppRoutes } from './routes.tsx';

/**
 * The landing page as a signed-out visitor first sees it, rendered at build time (vite.config.ts)
 * into landing.html. Its headline paints as soon as the HTML and the stylesheet arrive, instead of
 * after the scripts; then main.tsx takes the markup over. The tree must match main.tsx's exactly.
 */
export function renderLandingPage(): string {
  return renderToString(
    <StrictMode>
      <AppProviders signedOut>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
