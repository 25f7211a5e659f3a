import { DomUtils, parseDocument } from 'htmlparser2';
// By path, not '@rally/domain': Vite loads its config with Node, which cannot import a package's .ts
// entry, but it bundles relative imports itself.
import {
  PRERENDERED_FOR_VISITOR,
  RENDERED_END_ID,
  SIGNED_IN_ROOT,
  SIGN_IN_PRELOAD_MARKERS,
  type FirstScreenTemplate,
} from '../../../packages/domain/src/first-screen.ts';
import { EARLY_INPUT_KEY, HELD_ATTRIBUTE, holdEarlyInput } from '../src/early-input.ts';

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
