/*
 * The marks of the pages rendered before their scripts run: the landing page (rendered by the web
 * build) and a signed-in user's first screen of / (rendered by the API per request with the web
 * build's server entry, ./server.tsx). The app, the build, the browser tests and the benches read
 * them from here. Plain constants: the build's config, which Node loads, imports this file by path.
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
 * The attribute set on <html> once the crisis screen's worker answers: from then on words are
 * screened on the device before they are sent (features/care/care-store.ts). Tests wait on it.
 */
export const CRISIS_SCREEN_READY_ATTRIBUTE = 'data-crisis-screen-ready';

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
 * The finest step of time a rendered page reads: the minute of 'Just now' and '2 hours ago'
 * (../rendered-time.ts). A page is written for the start of its step, so the same data in the
 * same step makes the same page, which the API keeps instead of rendering it again.
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
 * The signed-in page as the build writes it (`.server/signed-in.json` beside the server entry):
 * the built shell cut where the rendered markup goes (inside #root) and where the data goes
 * (inside the JSON script).
 */
export interface SignedInTemplate {
  beforeMarkup: string;
  beforeData: string;
  afterData: string;
}

/**
 * The signed-in page's #root and data script, with the markup and the data left out: the build
 * wraps it in the rest of the page.
 */
export const SIGNED_IN_ROOT: SignedInTemplate = {
  beforeMarkup: `<div id="root" ${RENDERED_FOR_USER}>`,
  beforeData: `</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">`,
  afterData: '</script>',
};

/** JSON to put inside <script>: with '<' escaped, no text in it can end the element. */
export function jsonForScript(json: string): string {
  return json.replace(/</g, '\\u003c');
}
