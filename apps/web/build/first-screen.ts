import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { build } from 'vite';
import type { Plugin, Rollup } from 'vite';
import { EARLY_INPUT_KEY, HELD_ATTRIBUTE, holdEarlyInput } from '../src/early-input.ts';
// By path, not '@rally/domain': Vite loads its config with Node, which cannot import a package's .ts
// entry, but it bundles relative imports itself.
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_FILES,
  PRERENDERED_FOR_VISITOR,
  RENDERED_END_ID,
  RENDERED_FOR_USER,
  START_SCRIPT_PREFIX,
} from '../../../packages/domain/src/first-screen.ts';
import type * as RenderEntry from '../src/render-page.tsx';

/** The page a signed-in user's first screen shows (src/routes.tsx loads it lazily). */
const FIRST_SCREEN_PAGE = 'src/pages/dashboard.tsx';
/** The slots of signed-in.html the API fills per request. */
const MARKUP_SLOT = '<!--first-screen-->';
const DATA_SLOT = '<!--first-screen-data-->';

const EMPTY_ROOT = '<div id="root"></div>';
/** index.html's preload of the sign-in lookup: a page rendered for a known visitor makes none. */
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
 * The one script of a server-rendered page, run as soon as it arrives (async). From its first
 * moment it holds every tap and submission made before the app has taken the page over
 * (src/early-input.ts); once the page has painted from its HTML, it imports the app, which takes
 * the markup over (src/mount.tsx), and adds the whole stylesheet when the page came with only the
 * styles of its first paint (the landing page). Until then no script of the app runs.
 */
function startScript(appScript: string, stylesheet: string | null): string {
  return [
    '// Written by the build (apps/web/build/first-screen.ts).',
    `(${holdEarlyInput.toString()})(${JSON.stringify(EARLY_INPUT_KEY)}, ${JSON.stringify(HELD_ATTRIBUTE)});`,
    'requestAnimationFrame(() => setTimeout(() => {',
    ...(stylesheet
      ? [
          "  const link = document.createElement('link');",
          "  link.rel = 'stylesheet';",
          "  link.crossOrigin = '';",
          `  link.href = ${JSON.stringify(stylesheet)};`,
          '  document.head.append(link);',
        ]
      : []),
    `  import(${JSON.stringify(appScript)});`,
    '}));',
    '',
  ].join('\n');
}

/**
 * The scripts a chunk runs with: itself and every chunk it imports statically, nearest first, as
 * URLs. Vite's own preloads stop at the page's entry; the signed-in page also needs the dashboard's.
 */
function staticImportsOf(bundle: Rollup.OutputBundle, fileNames: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...fileNames];
  for (let fileName = queue.shift(); fileName !== undefined; fileName = queue.shift()) {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') continue;
    seen.add(fileName);
    queue.push(...chunk.imports);
  }
  return [...seen].map((fileName) => `/${fileName}`);
}

/**
 * The chunk with the page a signed-in user's first screen shows, lazily loaded by the app (a chunk
 * of the page's own, or the group vite.config.ts gathers it in).
 */
function firstScreenPageChunk(bundle: Rollup.OutputBundle): string {
  const chunk = Object.values(bundle).find(
    (output) =>
      output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(FIRST_SCREEN_PAGE)),
  );
  if (!chunk) throw new Error(`The build has no chunk for ${FIRST_SCREEN_PAGE}`);
  return chunk.fileName;
}

/** Writes a start script into the build's assets, named by its content; answers its URL. */
async function writeStartScript(outDir: string, script: string): Promise<string> {
  const hash = createHash('sha256').update(script).digest('hex').slice(0, 10);
  const url = `${START_SCRIPT_PREFIX}${hash}.js`;
  await writeFile(join(outDir, url), script);
  return url;
}

/**
 * The built index.html with `root` as #root, and the start script instead of the app's script and
 * module preloads. The stylesheet link stays: the landing page's goes once Beasties has inlined
 * the rules its first paint needs. `preloads` are fetched from the start, at low priority (the
 * stylesheet, which the first paint waits for, goes first) and not run: a slow connection gets
 * the scripts of the takeover in one round trip while it paints, instead of one per level of
 * imports after it (docs/benchmarks.md).
 */
function renderedHtml(
  indexHtml: string,
  root: string,
  startScriptUrl: string,
  preloads: string[] = [],
): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`The built index.html has no ${EMPTY_ROOT}`);
  if (!AUTH_PRELOAD.test(indexHtml))
    throw new Error('The built index.html no longer preloads auth.user');
  return indexHtml
    .replace(AUTH_PRELOAD, '')
    .replace(
      APP_SCRIPT,
      [
        `\n    <script type="module" async crossorigin src="${startScriptUrl}"></script>`,
        // The first paint waits for the end of the markup, then lays the page out once: a paint
        // of its top half (the parser yields on a slow phone) would leave laying out the rest to
        // a long task after it, while the page is meant to answer taps.
        `\n    <link rel="expect" href="#${RENDERED_END_ID}" blocking="render">`,
      ].join(''),
    )
    .replace(MODULE_PRELOADS, '')
    .replace(
      '</head>',
      () =>
        preloads
          .map(
            (href) =>
              `  <link rel="preload" as="script" crossorigin href="${href}" fetchpriority="low">\n`,
          )
          .join('') + '</head>',
    )
    .replace(EMPTY_ROOT, () => `${root}<template id="${RENDERED_END_ID}"></template>`);
}

/** Builds src/render-page.tsx for Node, with its libraries inside, and loads it. */
async function buildRenderer(webRoot: string, outDir: string): Promise<typeof RenderEntry> {
  const rendererPath = join(outDir, FIRST_SCREEN_FILES.renderer);
  await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    plugins: [react()],
    // One file the API can load wherever it runs, with no node_modules of the web app beside it.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/render-page.tsx',
      outDir: dirname(rendererPath),
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: basename(rendererPath), codeSplitting: false } },
    },
  });
  return (await import(pathToFileURL(rendererPath).href)) as typeof RenderEntry;
}

/**
 * Writes dist/landing.html (the landing page rendered for a visitor), and dist/.server/ with the
 * page the API renders a signed-in user's first screen into and the renderer it uses. The landing
 * page has the CSS rules its markup uses inlined, so it paints from the HTML alone, and its start
 * script loads the whole stylesheet after; the signed-in page links the whole stylesheet (see
 * below). Both load the app once they have painted. Sequential, so that plugins after it (the
 * compression) find the files. The native app's build leaves it out: it has no server to render
 * pages.
 */
export function firstScreenPlugin({ webRoot }: { webRoot: string }): Plugin {
  return {
    name: 'rally-first-screen',
    writeBundle: {
      sequential: true,
      async handler(options, bundle) {
        const outDir = options.dir ?? join(webRoot, 'dist');
        const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
        const appScript = found(indexHtml, APP_SCRIPT, "app's module script");
        const stylesheet = found(indexHtml, STYLESHEET, 'stylesheet');
        const landingScript = await writeStartScript(outDir, startScript(appScript, stylesheet));
        const signedInScript = await writeStartScript(outDir, startScript(appScript, null));

        const { renderPage } = await buildRenderer(webRoot, outDir);
        const inlineCriticalCss = async (html: string) => {
          const beasties = new Beasties({
            path: outDir,
            publicPath: '/',
            // The link it leaves at the end of <body> is removed below: the start script loads the
            // whole stylesheet, which the other pages need.
            preload: 'body',
            pruneSource: false,
            // Mantine's <style> tags are part of what React takes over: they must stay as rendered.
            reduceInlineStyles: false,
            // The light scheme's variables (dimmed text among them): their rule also names a shadow
            // host, which Beasties cannot match, so it would drop the rule.
            allowRules: [/\[data-mantine-color-scheme=light\]/],
            logLevel: 'warn',
          });
          return (await beasties.process(html)).replace(STYLESHEET, '');
        };

        const landing = await renderPage({ user: null });
        await writeFile(
          join(outDir, FIRST_SCREEN_FILES.landing),
          await inlineCriticalCss(
            renderedHtml(
              indexHtml,
              `<div id="root" ${PRERENDERED_FOR_VISITOR}>${landing}</div>`,
              landingScript,
            ),
          ),
        );

        // The signed-in page links the whole stylesheet in its <head>, which the first paint waits
        // for: styles inlined for its first paint, then the whole sheet loaded after it, made the
        // phone restyle and lay out the page twice, the second time while it should be answering
        // taps (docs/decisions.md).
        const template = renderedHtml(
          indexHtml,
          [
            `<div id="root" ${RENDERED_FOR_USER}>${MARKUP_SLOT}</div>`,
            `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${DATA_SLOT}</script>`,
          ].join(''),
          signedInScript,
          // The app's own imports first: none of it runs before all of them are there; then the
          // dashboard's, which the takeover waits for too (src/mount.tsx).
          [
            ...new Set([
              ...staticImportsOf(bundle, [appScript.slice(1)]),
              ...staticImportsOf(bundle, [firstScreenPageChunk(bundle)]),
            ]),
          ],
        );
        await writeFile(join(outDir, FIRST_SCREEN_FILES.signedInTemplate), template);
      },
    },
  };
}
