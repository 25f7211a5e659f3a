import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type { DevWeb } from '@rally/api/first-screen-dev';
import { START_SCRIPT_PREFIX } from '../src/first-screen/page.ts';
import type * as ServerEntry from '../src/first-screen/server.tsx';
import type * as BuildPages from './pages.ts';

/*
 * `pnpm dev`: the API serves the web app from its source through Vite in middleware mode, and
 * renders / as it does from a build, with the pages cut and composed by the build's own code
 * (build/pages.ts) from Vite's index.html, and the server entry (src/first-screen/server.tsx) run by
 * Vite's SSR environment. All are read again for each page, so an edit shows on the next reload.
 */

const WEB_ROOT = fileURLToPath(new URL('../', import.meta.url));
const SERVER_ENTRY = '/src/first-screen/server.tsx';
/**
 * The build's code for the pages, run by Vite's SSR runner as the rest of the web app's code is
 * under `pnpm dev`, so that an edit to it shows on the next reload too.
 */
const BUILD_PAGES = '/build/pages.ts';
/** The rendered pages' start script under `pnpm dev` (a build names its own by a hash). */
const DEV_START_SCRIPT = `${START_SCRIPT_PREFIX}dev.js`;
/** What the start script imports under `pnpm dev` instead of the app's entry (see devEntry). */
const DEV_ENTRY = '/@rally/dev-entry.js';

/**
 * The app's entry, once the page's deferred scripts have run. Vite's page has two the built one
 * does not, its client and React's refresh preamble, and the app's modules need the preamble to
 * have run first; the start script imports the app at its first paint, which may come before.
 * Deferred scripts run before DOMContentLoaded.
 */
function devEntry(appScript: string): string {
  return [
    '// Written by apps/web/build/dev-server.ts (pnpm dev only).',
    "if (document.readyState === 'loading') {",
    "  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));",
    '}',
    `await import(${JSON.stringify(appScript)});`,
    '',
  ].join('\n');
}

/** A module of the web app, run in Vite's SSR environment (in this process). */
function runInVite<Module>(server: ViteDevServer, url: string): Promise<Module> {
  const ssr = server.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) {
    throw new Error("Vite's SSR environment does not run in this process");
  }
  return ssr.runner.import<Module>(url);
}

const buildPages = (server: ViteDevServer) => runInVite<typeof BuildPages>(server, BUILD_PAGES);

/** index.html as Vite serves it now, cut by the build's code. */
async function shellNow(server: ViteDevServer) {
  const [indexHtml, { shellOf }] = await Promise.all([
    readFile(join(WEB_ROOT, 'index.html'), 'utf8'),
    buildPages(server),
  ]);
  return shellOf(await server.transformIndexHtml('/', indexHtml));
}

/** Serves the start script and the entry it imports, which a build writes as files. */
function devScriptsPlugin(): Plugin {
  return {
    name: 'rally-first-screen-dev',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path !== DEV_START_SCRIPT && path !== DEV_ENTRY) return next();
        const script =
          path === DEV_START_SCRIPT
            ? buildPages(server).then(({ START_MODULE, startModule }) =>
                startModule(START_MODULE, DEV_ENTRY, null),
              )
            : shellNow(server).then((shell) => devEntry(shell.appScript));
        script.then(
          (source) => {
            res.setHeader('content-type', 'text/javascript; charset=utf-8');
            res.setHeader('cache-control', 'no-cache');
            res.end(source);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}

/**
 * Starts Vite in middleware mode with the web app's config; its hot reload shares `httpServer`
 * (the API's), so the browser needs no other port.
 */
export async function createWebFromSource(httpServer: Server): Promise<DevWeb> {
  const server = await createServer({
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    // Loaded by Vite's module runner: its default bundles the config into a temporary file and
    // imports that, which tsx watch (pnpm dev) sees go and restarts the API for, without end.
    configLoader: 'runner',
    root: WEB_ROOT,
    // Vite answers the app's other pages with their HTML files (index.html, login.html).
    appType: 'spa',
    clearScreen: false,
    server: { middlewareMode: true, hmr: { server: httpServer } },
    plugins: [devScriptsPlugin()],
  });
  /** The rendered pages' parts, and the build's code that composes them. */
  const pages = async () => {
    const [shell, build] = await Promise.all([shellNow(server), buildPages(server)]);
    const page = build.renderedPage(shell, {
      startScriptUrl: DEV_START_SCRIPT,
      // Vite's client adds the styles as the app's modules import them.
      linksStylesheet: false,
    });
    return { page, build };
  };
  const entry = () => runInVite<typeof ServerEntry>(server, SERVER_ENTRY);
  return {
    async landingPage() {
      const [{ page, build }, { renderPage }] = await Promise.all([pages(), entry()]);
      return build.landingPageOf(page, await renderPage({ user: null }));
    },
    async firstScreen() {
      const [{ page, build }, { firstScreenOf }] = await Promise.all([pages(), entry()]);
      return firstScreenOf(build.signedInTemplateOf(page));
    },
    handle: (req, res, next) => server.middlewares(req, res, next),
    close: () => server.close(),
  };
}
