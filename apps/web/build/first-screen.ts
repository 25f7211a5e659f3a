import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { build } from 'vite';
import type { Plugin, Rollup } from 'vite';
import { START_SCRIPT_PREFIX } from '../src/first-screen/page.ts';
import type * as ServerEntry from '../src/first-screen/server.tsx';
import {
  START_MODULE,
  landingPageOf,
  renderedPage,
  shellOf,
  signedInTemplateOf,
  startModule,
} from './pages.ts';

/**
 * The files the build writes for the rendered pages, relative to its output folder. The server
 * entry and the signed-in page's template sit in a dot folder, which the API never sends; the API
 * loads the entry (its WEB_SERVER_ENTRY), which reads the template beside itself.
 */
const FILES = {
  landing: 'landing.html',
  serverEntry: '.server/first-screen.js',
  signedInTemplate: '.server/signed-in.json',
} as const;

/** The page a signed-in user's first screen shows (src/routes.tsx loads it lazily). */
const FIRST_SCREEN_PAGE = 'src/pages/dashboard.tsx';

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

/** The start script's entry, made for each page by `startModule`. */
const START_ENTRY = 'virtual:rally-first-screen-start';

/**
 * Compiles a page's start script (src/first-screen/start.ts, started with the page's app entry and
 * stylesheet) into one minified module, as the app's own modules are compiled.
 */
async function buildStartScript(
  webRoot: string,
  appScript: string,
  stylesheet: string | null,
): Promise<string> {
  const entry: Plugin = {
    name: 'rally-first-screen-start',
    resolveId: (id) => (id === START_ENTRY ? `\0${START_ENTRY}` : null),
    load: (id) =>
      id === `\0${START_ENTRY}`
        ? startModule(join(webRoot, START_MODULE), appScript, stylesheet)
        : null,
  };
  const built = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    plugins: [entry],
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: { input: START_ENTRY, output: { format: 'es', codeSplitting: false } },
    },
  });
  const [output] = Array.isArray(built) ? built : [built];
  const chunk = output && 'output' in output ? output.output[0] : undefined;
  if (!chunk || chunk.type !== 'chunk') throw new Error('The start script was not compiled');
  return chunk.code;
}

/** Writes a start script into the build's assets, named by its content; answers its URL. */
async function writeStartScript(outDir: string, script: string): Promise<string> {
  const hash = createHash('sha256').update(script).digest('hex').slice(0, 10);
  const url = `${START_SCRIPT_PREFIX}${hash}.js`;
  await writeFile(join(outDir, url), script);
  return url;
}

/** Builds the server entry (src/first-screen/server.tsx) for Node, with its libraries inside, and loads it. */
async function buildServerEntry(webRoot: string, outDir: string): Promise<typeof ServerEntry> {
  const rendererPath = join(outDir, FILES.serverEntry);
  await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    plugins: [react()],
    // One file the API can load wherever it runs, with no node_modules of the web app beside it.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/first-screen/server.tsx',
      outDir: dirname(rendererPath),
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: basename(rendererPath), codeSplitting: false } },
    },
  });
  // Written just now, so Vite cannot know it when it runs this config under pnpm dev.
  return (await import(/* @vite-ignore */ pathToFileURL(rendererPath).href)) as typeof ServerEntry;
}

/**
 * Writes dist/landing.html (the landing page rendered for a visitor), and dist/.server/ with the
 * web app's server entry, which the API runs for a signed-in user's first screen, and the page it
 * writes it into. The landing
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
        const shell = shellOf(await readFile(join(outDir, 'index.html'), 'utf8'));
        // The built page links the app's stylesheet, which the landing page's rules come from.
        if (!shell.stylesheet) throw new Error('The built index.html links no stylesheet');
        const landingScript = await writeStartScript(
          outDir,
          await buildStartScript(webRoot, shell.appScript, shell.stylesheet.href),
        );
        const signedInScript = await writeStartScript(
          outDir,
          await buildStartScript(webRoot, shell.appScript, null),
        );

        const { renderPage } = await buildServerEntry(webRoot, outDir);
        const landing = renderedPage(shell, {
          startScriptUrl: landingScript,
          linksStylesheet: false,
        });
        // Beasties inlines the rules the landing page's markup uses from the app's stylesheet into
        // its <head>; the page links no stylesheet, and its start script loads the whole one
        // after the first paint, for the other pages.
        const beasties = new Beasties({
          path: outDir,
          publicPath: '/',
          additionalStylesheets: [shell.stylesheet.href],
          pruneSource: false,
          // Mantine's <style> tags are part of what React takes over: they must stay as rendered.
          reduceInlineStyles: false,
          // The light scheme's variables (dimmed text among them): their rule also names a shadow
          // host, which Beasties cannot match, so it would drop the rule.
          allowRules: [/\[data-mantine-color-scheme=light\]/],
          logLevel: 'warn',
        });
        const landingMarkup = await renderPage({ user: null });
        await writeFile(
          join(outDir, FILES.landing),
          await beasties.process(landingPageOf(landing, landingMarkup)),
        );

        // The signed-in page links the whole stylesheet in its <head>, which the first paint waits
        // for: styles inlined for its first paint, then the whole sheet loaded after it, made the
        // phone restyle and lay out the page twice, the second time while it should be answering
        // taps (docs/decisions/dashboard-takeover.md).
        const signedIn = renderedPage(shell, {
          startScriptUrl: signedInScript,
          linksStylesheet: true,
          // The app's own imports first: none of it runs before all of them are there; then the
          // dashboard's, which the takeover waits for too (src/mount.tsx).
          preloads: [
            ...new Set([
              ...staticImportsOf(bundle, [shell.appScript.slice(1)]),
              ...staticImportsOf(bundle, [firstScreenPageChunk(bundle)]),
            ]),
          ],
        });
        await writeFile(
          join(outDir, FILES.signedInTemplate),
          JSON.stringify(signedInTemplateOf(signedIn)),
        );
      },
    },
  };
}
