import { DomUtils, parseDocument } from 'htmlparser2';
import {
  PRERENDERED_FOR_VISITOR,
  RENDERED_END_ID,
  SIGNED_IN_ROOT,
  SIGN_IN_PRELOAD_MARKERS,
  type SignedInTemplate,
} from '../src/first-screen/page.ts';

/*
 * The rendered pages made from index.html as Vite writes it: cut once, then composed around
 * #root. The build (build/first-screen.ts) makes them from the built index.html, `pnpm dev`
 * (build/dev-server.ts) from the one Vite serves from the source, with these same functions.
 * Nothing here imports Vite or a bundler, so Vite's SSR runner can run it under `pnpm dev`.
 */

/** index.html's #root, empty: the shell's scripts draw the page into it. */
const EMPTY_ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

/**
 * index.html as Vite writes it, cut once: at the markers around the sign-in preload, at
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

/** The start script's module (src/first-screen/start.ts), as served under `pnpm dev`. */
export const START_MODULE = '/src/first-screen/start.ts';

/**
 * The entry of a page's start script: src/first-screen/start.ts started with the app's entry and,
 * for a page that came with only its first paint's styles, the whole stylesheet. The build
 * compiles it into a file of the page's own (build/first-screen.ts); `pnpm dev` serves it as it is
 * and Vite compiles what it imports.
 */
export function startModule(startPath: string, appScript: string, stylesheet: string | null) {
  return [
    `import { start } from ${JSON.stringify(startPath)};`,
    `start(${JSON.stringify(appScript)}, ${JSON.stringify(stylesheet)});`,
    '',
  ].join('\n');
}

/**
 * A rendered page around its #root, cut where the root goes: the shell's page without the sign-in
 * preload, and with the start script instead of the app's script and module preloads. The
 * stylesheet link stays on the signed-in page; the landing page's rules come inlined instead
 * (Beasties). `preloads` are fetched from the start, at low priority (the stylesheet, which the
 * first paint waits for, goes first) and not run: a slow connection gets the scripts of the
 * takeover in one round trip while it paints, instead of one per level of imports after it
 * (docs/decisions/first-load-scripts.md).
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

/** The signed-in page as the server entry fills it: a rendered page around its #root. */
export function signedInTemplateOf(page: {
  beforeRoot: string;
  afterRoot: string;
}): SignedInTemplate {
  return {
    beforeMarkup: page.beforeRoot + SIGNED_IN_ROOT.beforeMarkup,
    beforeData: SIGNED_IN_ROOT.beforeData,
    afterData: SIGNED_IN_ROOT.afterData + page.afterRoot,
  };
}
