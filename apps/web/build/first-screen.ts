import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { DomUtils, parseDocument } from 'htmlparser2';
import { build } from 'vite';
import type { Plugin, Rollup } from 'vite';
// By path, not '@rally/domain': Vite loads its config with Node, which cannot import a package's .ts
// entry, but it bundles relative imports itself.
import {
  FIRST_SCREEN_FILES,
  PRERENDERED_FOR_VISITOR,
  RENDERED_END_ID,
  SIGNED_IN_ROOT,
  SIGN_IN_PRELOAD_MARKERS,
  START_SCRIPT_PREFIX,
  type FirstScreenTemplate,
} from '../../../packages/domain/src/first-screen.ts';
import { EARLY_INPUT_KEY, HELD_ATTRIBUTE, holdEarlyInput } from '../src/early-input.ts';
import type * as RenderEntry from '../src/render-page.tsx';

/** The page a signed-in user's first screen shows (src/routes.tsx loads it lazily). */
const FIRST_SCREEN_PAGE = 'src/pages/dashboard.tsx';
/** index.html's #root, empty: the shell's scripts draw the page into it. */
const EMPTY_ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

/**
 * index.html as Vite writes it, cut once: at the contract's markers around the sign-in preload, at
 * the end of <head> and around #root. The tags Vite and the PWA plugin wrote at the end of <head>
 * are read with an HTML parser. The build cuts the built page; `pnpm dev` cuts Vite's page served
 * from the source (build/dev-server.ts), with the same code, so both pages follow one contract.
 */
export interface Shell {
  /** From the start of the page to the sign-in preload. */
  headStart: string;
  /** The app's entry script (Vite's module script). */
  appScript: string;
  /**
   * The app's stylesheet: its URL and its <link> as written. None under `pnpm dev`, where Vite
   * adds the styles from the app's modules.
   */
  stylesheet: { href: string; tag: string } | null;
  /** Every other tag written into <head> after the sign-in preload (the web manifest), as written. */
  otherHeadTags: string[];
  /** From the end of <head> to #root. */
  beforeRoot: string;
  /** From the end of #root to the end of the page. */
  afterRoot: string;
}

/** Cuts index.html as Vite wrote it into the parts the rendered pages are made of. */
export function shellOf(indexHtml: string): Shell {
  const preloadStart = indexHtml.indexOf(SIGN_IN_PRELOAD_MARKERS.start);
  const preloadEnd = indexHtml.indexOf(SIGN_IN_PRELOAD_MARKERS.end);
  const headEnd = indexHtml.indexOf(HEAD_END);
  const root = indexHtml.indexOf(EMPTY_ROOT);
  if (!(preloadStart >= 0 && preloadStart < preloadEnd && preloadEnd < headEnd && headEnd < root)) {
    throw new Error(
      `index.html has no ${SIGN_IN_PRELOAD_MARKERS.start}…${SIGN_IN_PRELOAD_MARKERS.end} in its <head> before ${EMPTY_ROOT}`,
    );
  }
  const written = indexHtml.slice(preloadEnd + SIGN_IN_PRELOAD_MARKERS.end.length, headEnd);
  const document = parseDocument(written, { withStartIndices: true, withEndIndices: true });
  const tags = DomUtils.findAll(() => true, document).map((element) => ({
    element,
    source: written.slice(element.startIndex ?? 0, (element.endIndex ?? -1) + 1),
  }));
  const appScripts = tags.filter(
    ({ element }) => element.name === 'script' && element.attribs.type === 'module',
  );
  const stylesheets = tags.filter(
    ({ element }) => element.name === 'link' && element.attribs.rel === 'stylesheet',
  );
  const appScript = appScripts[0]?.element.attribs.src;
  const stylesheet = stylesheets[0];
  if (appScripts.length !== 1 || !appScript) {
    throw new Error("index.html has not one app's module script after its sign-in preload");
  }
  const stylesheetHref = stylesheet?.element.attribs.href;
  if (stylesheets.length > 1 || (stylesheet && !stylesheetHref)) {
    throw new Error('index.html has more than one stylesheet, or one without its URL');
  }
  return {
    headStart: indexHtml.slice(0, preloadStart).trimEnd(),
    appScript,
    stylesheet:
      stylesheet && stylesheetHref ? { href: stylesheetHref, tag: stylesheet.source } : null,
    // The app's module preloads go too: the start script loads the app (see renderedPage).
    otherHeadTags: tags
      .filter(
        (tag) =>
          !appScripts.includes(tag) &&
          !stylesheets.includes(tag) &&
          tag.element.attribs.rel !== 'modulepreload',
      )
      .map((tag) => tag.source),
    beforeRoot: indexHtml.slice(headEnd, root),
    afterRoot: indexHtml.slice(root + EMPTY_ROOT.length),
  };
}

/**
 * The one script of a server-rendered page, run as soon as it arrives (async). From its first
 * moment it holds every tap and submission made before the app has taken the page over
 * (src/early-input.ts); once the page has painted from its HTML, it imports the app, which takes
 * the markup over (src/mount.tsx), and adds the whole stylesheet when the page came with only the
 * styles of its first paint (the landing page). Until then no script of the app runs.
 */
export function startScript(appScript: string, stylesheet: string | null): string {
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
 * A rendered page around its #root, cut where the root goes: the shell's page without the sign-in
 * preload, and with the start script instead of the app's script and module preloads. The
 * stylesheet link stays on the signed-in page; the landing page's rules come inlined instead
 * (Beasties). `preloads` are fetched from the start, at low priority (the stylesheet, which the
 * first paint waits for, goes first) and not run: a slow connection gets the scripts of the
 * takeover in one round trip while it paints, instead of one per level of imports after it
 * (docs/benchmarks.md).
 */
export function renderedPage(
  shell: Shell,
  {
    startScriptUrl,
    linksStylesheet,
    preloads = [],
  }: { startScriptUrl: string; linksStylesheet: boolean; preloads?: string[] },
): { beforeRoot: string; afterRoot: string } {
  const headTags = [
    `<script type="module" async crossorigin src="${startScriptUrl}"></script>`,
    // The first paint waits for the end of the markup, then lays the page out once: a paint of its
    // top half (the parser yields on a slow phone) would leave laying out the rest to a long task
    // after it, while the page is meant to answer taps.
    `<link rel="expect" href="#${RENDERED_END_ID}" blocking="render">`,
    ...(linksStylesheet && shell.stylesheet ? [shell.stylesheet.tag] : []),
    ...shell.otherHeadTags,
    ...preloads.map(
      (href) => `<link rel="preload" as="script" crossorigin href="${href}" fetchpriority="low">`,
    ),
  ];
  return {
    beforeRoot: [shell.headStart, ...headTags].join('\n    ') + '\n  ' + shell.beforeRoot,
    afterRoot: `<template id="${RENDERED_END_ID}"></template>${shell.afterRoot}`,
  };
}

/** The landing page: a rendered page with the markup rendered for a visitor in its #root. */
export function landingPageOf(page: { beforeRoot: string; afterRoot: string }, markup: string) {
  return `${page.beforeRoot}<div id="root" ${PRERENDERED_FOR_VISITOR}>${markup}</div>${page.afterRoot}`;
}

/** The signed-in page as the API fills it: a rendered page around the contract's #root. */
export function signedInTemplateOf(page: {
  beforeRoot: string;
  afterRoot: string;
}): FirstScreenTemplate {
  return {
    beforeMarkup: page.beforeRoot + SIGNED_IN_ROOT.beforeMarkup,
    beforeData: SIGNED_IN_ROOT.beforeData,
    afterData: SIGNED_IN_ROOT.afterData + page.afterRoot,
  };
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
        const shell = shellOf(await readFile(join(outDir, 'index.html'), 'utf8'));
        // The built page links the app's stylesheet, which the landing page's rules come from.
        if (!shell.stylesheet) throw new Error('The built index.html links no stylesheet');
        const landingScript = await writeStartScript(
          outDir,
          startScript(shell.appScript, shell.stylesheet.href),
        );
        const signedInScript = await writeStartScript(outDir, startScript(shell.appScript, null));

        const { renderPage } = await buildRenderer(webRoot, outDir);
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
          join(outDir, FIRST_SCREEN_FILES.landing),
          await beasties.process(landingPageOf(landing, landingMarkup)),
        );

        // The signed-in page links the whole stylesheet in its <head>, which the first paint waits
        // for: styles inlined for its first paint, then the whole sheet loaded after it, made the
        // phone restyle and lay out the page twice, the second time while it should be answering
        // taps (docs/decisions.md).
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
          join(outDir, FIRST_SCREEN_FILES.signedInTemplate),
          JSON.stringify(signedInTemplateOf(signedIn)),
        );
      },
    },
  };
}
