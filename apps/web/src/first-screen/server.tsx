import { readFile } from 'node:fs/promises';
import type {
  SignedInPage,
  SignedInRequest,
  WebFirstScreen,
  WebServerEntry,
} from '@rally/api/first-screen';
import { KeptPartsContext } from '@rally/ui';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { createServerSideHelpers } from '@trpc/react-query/server';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app-providers.tsx';
import { AppRoutes, loadSignedInFirstScreen } from '../routes.tsx';
import { PartsMarkup, type RenderedParts } from './kept-parts.ts';
import type { KnownVisitor } from './known-visitor.ts';
import { RENDERED_TIME_STEP_MS, jsonForScript, type SignedInTemplate } from './page.ts';
import { prefetchFirstScreen } from './queries.ts';

// For bench/first-screen-render.ts, which renders pages as the API has them rendered.
export { PartsMarkup };

/*
 * The web app's server entry: the first screen of / as its visitor sees it, so that it paints as
 * soon as the HTML and its styles arrive instead of after the scripts; then src/main.tsx takes the
 * markup over (src/mount.tsx, with the same tree). Built by the web build into
 * dist/.server/first-screen.js and run by the API for each signed-in user; the build renders the
 * landing page with it too, and `pnpm dev` runs it from the source (build/dev-server.ts).
 */

/** The signed-in page's template, which the build writes beside this entry. */
const BUILT_TEMPLATE = './signed-in.json';

/** A Suspense boundary React left for the browser to draw: a lazy part not loaded yet. */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * The markup of / for `known`, every part written in its place. Once the lazily loaded parts (the
 * dashboard) have loaded in this process, React's synchronous render writes the page, at about
 * five sixths of the prerender's CPU (docs/decisions/first-screen-home.md); until then, and
 * whenever it leaves a part to the browser, the prerender waits for them. Streamed, React would
 * send a large part after the rest, moved in by inline scripts the CSP refuses (then React draws
 * the part again in the browser). With `parts`, the parts marked `RenderedOnce` that an earlier
 * page rendered are put in from it instead of rendered again (docs/decisions/rendered-once.md).
 */
export async function renderPage(known: KnownVisitor, parts?: PartsMarkup): Promise<string> {
  const { user } = known;
  const rendered = parts?.forRender(
    user ? [user.id, user.email, user.firstName ?? '', user.lastName ?? ''] : [],
  );
  const markup = await renderWith(known, rendered);
  if (!rendered) return markup;
  return rendered.complete(markup) ?? renderWith(known, undefined);
}

async function renderWith(known: KnownVisitor, parts: RenderedParts | undefined): Promise<string> {
  const page = (
    <KeptPartsContext value={parts ?? null}>
      <StrictMode>
        <AppProviders known={known}>
          <StaticRouter location="/">
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>
    </KeptPartsContext>
  );
  const markup = renderToString(page);
  if (!markup.includes(LEFT_TO_THE_BROWSER)) return markup;
  const { prelude } = await prerenderToNodeStream(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // Node's stream, read into one buffer: a web stream read through `Response` cost a tenth of the
  // render.
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The queries the dashboard's cards declared (./queries.ts), asked through the router's own
 * procedures with the request's context, as TanStack Query's dehydrated cache. Each is written as
 * asked at the start of the page's minute, so equal answers make equal text.
 */
async function askFirstScreen(request: SignedInRequest, at: number) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  const trpc = createServerSideHelpers({ router: request.router, ctx: request.ctx, queryClient });
  // The cards declare their queries when their modules load, and some load lazily.
  await loadSignedInFirstScreen();
  await prefetchFirstScreen(trpc);
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'error') {
      const [path] = query.queryKey;
      request.onQueryError(Array.isArray(path) ? path.join('.') : String(path), query.state.error);
    }
  }
  const state = dehydrate(queryClient);
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: at,
      state: { ...query.state, dataUpdatedAt: at },
    })),
  };
}

/**
 * The signed-in first screen written into `template` (the built page, or Vite's under dev, where
 * each page is written by a first screen of its own and so renders every part).
 */
export function firstScreenOf(template: SignedInTemplate): WebFirstScreen {
  const parts = new PartsMarkup();
  return {
    async signedIn(request): Promise<SignedInPage> {
      // The page reads the time to the step only (RENDERED_TIME_STEP_MS).
      const now = request.now.getTime();
      const at = now - (now % RENDERED_TIME_STEP_MS);
      const queries = await askFirstScreen(request, at);
      // As the browser reads it back: dates as text, on both sides of the takeover.
      const sources = JSON.stringify({
        user: request.user,
        time: { at, utcOffset: request.utcOffset },
        queries,
      });
      return {
        sources,
        async write() {
          const markup = await renderPage(JSON.parse(sources) as KnownVisitor, parts);
          return (
            template.beforeMarkup +
            markup +
            template.beforeData +
            jsonForScript(sources) +
            template.afterData
          );
        },
      };
    },
  };
}

/** The first screen with the page the build wrote beside this entry. */
export const builtFirstScreen: WebServerEntry['builtFirstScreen'] = async () => {
  const template = JSON.parse(
    await readFile(new URL(BUILT_TEMPLATE, import.meta.url), 'utf8'),
  ) as SignedInTemplate;
  return firstScreenOf(template);
};
