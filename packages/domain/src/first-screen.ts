// Only modules without zod: every page loads this one.
import { QUICK_GOALS_SHOWN, RECENT_SPEECHES_SHOWN } from './display.ts';
import { SPEECH_PAGE_SIZE } from './speech-list.ts';

/*
 * The contract of the pages rendered before their scripts run: the landing page (rendered by the
 * web build) and a signed-in user's first screen of / (rendered by the API per request with the web
 * build's renderer). The web build, the browser, the API and the tests all import it from here.
 */

/** The attribute on #root of the landing page the build renders ahead of time. */
export const PRERENDERED_FOR_VISITOR = 'data-prerendered-for-visitor';

/** The attribute on #root of a signed-in user's first screen, rendered by the API per request. */
export const RENDERED_FOR_USER = 'data-rendered-for-user';

/** The id of the JSON script holding what the server rendered the signed-in first screen with. */
export const FIRST_SCREEN_DATA_ID = 'rally-first-screen';

/** The id of the empty element right after the rendered markup, which the first paint waits for. */
export const RENDERED_END_ID = 'rendered-end';

/**
 * The attribute the app sets on <html> once React has taken the page over (the server-rendered
 * markup included): from then on every control answers. Tests and benches wait on it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The comments around the part of index.html's <head> only the plain shell needs: the preload of
 * who is signed in. The pages rendered for a known visitor leave it out, as does the native app
 * (which asks its API at another origin). The build finds them with indexOf.
 */
export const SIGN_IN_PRELOAD_MARKERS = {
  start: '<!--sign-in-preload-->',
  end: '<!--/sign-in-preload-->',
} as const;

/** How the build names the one start script of a rendered page (then a hash of it, then '.js'). */
export const START_SCRIPT_PREFIX = '/assets/first-screen-start-';

/**
 * The files the web build writes for the rendered pages, relative to its output folder. The
 * signed-in page's template and renderer sit in a dot folder, which the API never sends.
 */
export const FIRST_SCREEN_FILES = {
  landing: 'landing.html',
  signedInTemplate: '.server/signed-in.json',
  renderer: '.server/render-page.js',
} as const;

/** Days of the dashboard's progress chart (speeches and moods per day). */
export const PROGRESS_CHART_DAYS = 30;
/** The dashboard's recent speeches, as a `speech.page` input. */
export const RECENT_SPEECHES_INPUT = { limit: RECENT_SPEECHES_SHOWN };
/** The dashboard's newest favourites; the rest are on History's favourites filter. */
export const FAVOURITE_SPEECHES_INPUT = { favourite: true, limit: SPEECH_PAGE_SIZE };

/** The quick-goals card's goals (open ones first), as a `goal.list` input; goal.summary counts all. */
export const QUICK_GOALS_INPUT = { limit: QUICK_GOALS_SHOWN };

/**
 * What the signed-in dashboard asks for on its first render, by tRPC path and with the same
 * inputs (the cards use the inputs above, so the cache keys match). The API answers them while it
 * renders the page and sends the answers with it, so the cards paint filled and the browser asks
 * nothing. A query missing here still works: the browser asks for it after the takeover (a browser
 * test checks that none is). Every list here is a bounded page, so the page's size does not grow
 * with the user's history. The API's caller table (apps/api/src/first-screen.ts) must answer each
 * path with the router's procedure, which type-checks the inputs against the router.
 */
export const FIRST_SCREEN_QUERIES = [
  // The progress card's figures (the profile would bring every goal along).
  { path: 'user.stats' },
  { path: 'speech.page', input: RECENT_SPEECHES_INPUT },
  { path: 'speech.page', input: FAVOURITE_SPEECHES_INPUT },
  { path: 'speech.activity', input: { days: PROGRESS_CHART_DAYS } },
  { path: 'goal.list', input: QUICK_GOALS_INPUT },
  { path: 'goal.summary' },
  { path: 'mood.recent' },
  { path: 'mood.history', input: { days: PROGRESS_CHART_DAYS } },
  { path: 'personalisation.insights' },
  // The header's bell: its dot on the first paint.
  { path: 'notification.list' },
] as const;

/** One query of the first screen: its tRPC path and, for some, its input. */
export type FirstScreenQuery = (typeof FIRST_SCREEN_QUERIES)[number];

/** A query the server answered for the first screen, as the browser would have received it. */
export type AnsweredQuery = FirstScreenQuery & { data: unknown };

/**
 * The finest step of time a rendered page reads: the minute of 'Just now' and '2 hours ago'
 * (apps/web/src/rendered-time.ts). The API writes a page for the start of the step, so the same
 * data in the same step makes the same page, which it keeps instead of rendering it again.
 */
export const RENDERED_TIME_STEP_MS = 60_000;

/** The time a page is written for: the server's clock and the browser's offset from UTC. */
export interface RenderedTime {
  /** The server's clock at the start of its RENDERED_TIME_STEP_MS, in milliseconds since 1970. */
  at: number;
  /** The browser's offset from UTC in minutes, from the cookie the app sets; 0 without one. */
  utcOffset: number;
}

/**
 * What a signed-in first screen is rendered with, and embedded as JSON in the script with id
 * FIRST_SCREEN_DATA_ID for the browser to take the page over with.
 */
export interface FirstScreenData<User> {
  user: User;
  time: RenderedTime;
  answers: AnsweredQuery[];
}

/** Who a page was rendered for: nobody (the landing page), or a signed-in user with their data. */
export type RenderedFor<User> = { user: null } | FirstScreenData<User>;

/** The web build's renderer (its server entry), as the API loads it. */
export interface FirstScreenRenderer<User> {
  renderPage(renderedFor: RenderedFor<User>): Promise<string>;
}

/**
 * The signed-in page as the build writes it: the built shell cut where the API puts the rendered
 * markup (inside #root) and the data (inside the JSON script).
 */
export interface FirstScreenTemplate {
  beforeMarkup: string;
  beforeData: string;
  afterData: string;
}

/** What a signed-in first screen is made with: the page's template and the web app's renderer. */
export interface FirstScreenParts<User> {
  template: FirstScreenTemplate;
  renderer: FirstScreenRenderer<User>;
}

/**
 * The web app served from its source under `pnpm dev` (apps/web/build/dev-server.ts, Vite in
 * middleware mode inside the API): the pages the build writes, made by the build's own code from
 * Vite's index.html and src/render-page.tsx as they stand at each request, so a hydration fault
 * shows without a build. `Request` and `Response` are Node's, which this package does not know.
 */
export interface WebFromSource<User, Request, Response> {
  /** The landing page, rendered for a visitor now. */
  landingPage(): Promise<string>;
  /** The signed-in page's template and the renderer, as the build's files would hold them now. */
  firstScreen(): Promise<FirstScreenParts<User>>;
  /** Vite's answer to any other request of a page: modules, public files, the plain shell. */
  handle(req: Request, res: Response, next: () => void): void;
  close(): Promise<void>;
}

/**
 * The signed-in page's #root and data script, with the markup and the data left out: the build
 * wraps it in the rest of the page.
 */
export const SIGNED_IN_ROOT: FirstScreenTemplate = {
  beforeMarkup: `<div id="root" ${RENDERED_FOR_USER}>`,
  beforeData: `</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">`,
  afterData: '</script>',
};

/** JSON to put inside <script>: with '<' escaped, no text in it can end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A signed-in user's whole page: the template with the markup and the data in their places. */
export function fillFirstScreen(
  template: FirstScreenTemplate,
  markup: string,
  data: FirstScreenData<unknown>,
): string {
  return (
    template.beforeMarkup + markup + template.beforeData + jsonForScript(data) + template.afterData
  );
}
