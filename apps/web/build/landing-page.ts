import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { createServer } from 'vite';
import type { Plugin } from 'vite';
import type * as PrerenderEntry from '../src/prerender.tsx';
import { PRERENDERED_FOR_VISITOR } from '../src/prerendered.ts';

/** Where the prerendered landing page goes; the API sends it for / to visitors without a session. */
const LANDING_FILE = 'landing.html';

const EMPTY_ROOT = '<div id="root"></div>';
/** index.html's preload of the sign-in lookup: a visitor known to be signed out makes none. */
const AUTH_PRELOAD = /\s*<!--[^>]*-->\s*<link[^>]*rel="preload"[^>]*href="\/trpc\/auth\.user[^>]*>/;
const APP_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/;

/** What one regular expression found in the built index.html, or a build error naming it. */
function found(html: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error(`The built index.html has no ${what}`);
  return match[1];
}

/**
 * The one script of the landing page. It runs once the page has painted from its HTML, then
 * fetches the stylesheet and the app, which takes the markup over (src/mount.tsx). Until then
 * nothing competes with the page for the network, and every action on it is a plain link.
 */
function startScript(appScript: string, stylesheet: string): string {
  return [
    '// Written by the build (apps/web/build/landing-page.ts).',
    'requestAnimationFrame(() => setTimeout(() => {',
    "  const link = document.createElement('link');",
    "  link.rel = 'stylesheet';",
    "  link.crossOrigin = '';",
    `  link.href = ${JSON.stringify(stylesheet)};`,
    '  document.head.append(link);',
    `  import(${JSON.stringify(appScript)});`,
    '}));',
    '',
  ].join('\n');
}

/**
 * The built index.html with the landing page's markup in #root, marked for React to take over,
 * and the start script instead of the app's script and module preloads. The stylesheet link stays
 * for Beasties to read; it goes once its rules are inlined.
 */
function landingHtml(indexHtml: string, markup: string, startScriptUrl: string): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`The built index.html has no ${EMPTY_ROOT}`);
  if (!AUTH_PRELOAD.test(indexHtml))
    throw new Error('The built index.html no longer preloads auth.user');
  return indexHtml
    .replace(AUTH_PRELOAD, '')
    .replace(
      APP_SCRIPT,
      `\n    <script type="module" crossorigin src="${startScriptUrl}"></script>`,
    )
    .replace(MODULE_PRELOADS, '')
    .replace(EMPTY_ROOT, `<div id="root" ${PRERENDERED_FOR_VISITOR}>${markup}</div>`);
}

/** The landing page's markup, rendered through Vite's SSR transform (src/prerender.tsx). */
async function renderLandingMarkup(webRoot: string): Promise<string> {
  const renderer = await createServer({
    configFile: false,
    root: webRoot,
    logLevel: 'error',
    plugins: [react()],
    appType: 'custom',
    // A one-off render: no browser to optimise dependencies for, no files to watch.
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const entry = (await renderer.ssrLoadModule('/src/prerender.tsx')) as typeof PrerenderEntry;
    return entry.renderLandingPage();
  } finally {
    await renderer.close();
  }
}

/**
 * Renders the landing page at build time and writes dist/landing.html beside index.html. The CSS
 * rules its markup uses are inlined, so it paints from the HTML alone, before any script or
 * stylesheet has downloaded; its start script then loads the rest. Sequential, so that plugins
 * after it (the compression) find the file. The native app's build leaves it out: it has no
 * server to choose between the two pages.
 */
export function prerenderLandingPlugin({ webRoot }: { webRoot: string }): Plugin {
  return {
    name: 'rally-prerender-landing',
    writeBundle: {
      sequential: true,
      async handler(options) {
        const outDir = options.dir ?? join(webRoot, 'dist');
        const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
        const script = startScript(
          found(indexHtml, APP_SCRIPT, "app's module script"),
          found(indexHtml, STYLESHEET, 'stylesheet'),
        );
        const hash = createHash('sha256').update(script).digest('hex').slice(0, 10);
        const scriptUrl = `/assets/landing-start-${hash}.js`;
        await writeFile(join(outDir, scriptUrl), script);

        const criticalCss = new Beasties({
          path: outDir,
          publicPath: '/',
          // The link it leaves at the end of <body> is removed below: the start script loads the
          // whole stylesheet, which the other pages need.
          preload: 'body',
          pruneSource: false,
          // Mantine's <style> tags are part of what React takes over: they must stay as rendered.
          reduceInlineStyles: false,
          logLevel: 'warn',
        });
        const markup = await renderLandingMarkup(webRoot);
        const styled = await criticalCss.process(landingHtml(indexHtml, markup, scriptUrl));
        const page = styled.replace(STYLESHEET, '');
        await writeFile(join(outDir, LANDING_FILE), page);
      },
    },
  };
}
