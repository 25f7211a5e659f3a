import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { PublicUser } from '@rally/db';
import {
  FIRST_SCREEN_FILES,
  FIRST_SCREEN_QUERIES,
  fillFirstScreen,
  type FirstScreenData,
  type FirstScreenParts,
  type FirstScreenQuery,
  type FirstScreenRenderer,
  type FirstScreenTemplate,
} from '@rally/domain';

import type { AppCaller } from './trpc/root.ts';

/** Answers one query of the first screen as the signed-in user (the tRPC procedure itself). */
export type AnswerQuery = (query: FirstScreenQuery) => Promise<unknown>;

/** The query of the contract's list at `Path`, with its input. */
type QueryAt<Path extends FirstScreenQuery['path']> = Extract<FirstScreenQuery, { path: Path }>;

/**
 * Each path of the contract's query list, answered by its procedure through the typed caller. The
 * mapped type needs an entry for every path the list has, and the caller checks each input against
 * the router's, so a query the router does not have, or one with the wrong input, fails the
 * typecheck instead of a request.
 */
const FIRST_SCREEN_ANSWERS: {
  [Path in FirstScreenQuery['path']]: (caller: AppCaller, query: QueryAt<Path>) => Promise<unknown>;
} = {
  'user.profile': (caller) => caller.user.profile(),
  'speech.page': (caller, { input }) => caller.speech.page(input),
  'speech.activity': (caller, { input }) => caller.speech.activity(input),
  'goal.list': (caller) => caller.goal.list(),
  'mood.recent': (caller) => caller.mood.recent(),
  'mood.history': (caller, { input }) => caller.mood.history(input),
  'personalisation.insights': (caller) => caller.personalisation.insights(),
  'notification.list': (caller) => caller.notification.list(),
};

/** Answers a query of the first screen with the caller's procedure. */
export function answerFirstScreenQuery<Path extends FirstScreenQuery['path']>(
  caller: AppCaller,
  query: QueryAt<Path>,
): Promise<unknown> {
  const answer: (caller: AppCaller, query: QueryAt<Path>) => Promise<unknown> =
    FIRST_SCREEN_ANSWERS[query.path];
  return answer(caller, query);
}

/**
 * A signed-in user's first screen of /, as a whole HTML page, written for the time `at` at
 * `utcOffset` minutes east of UTC.
 */
export type FirstScreen = (
  user: PublicUser,
  time: { at: Date; utcOffset: number },
  answer: AnswerQuery,
) => Promise<string>;

/**
 * Above this many characters of JSON an answer is left out of the page (a long history of
 * speeches): the browser then asks for it after the takeover, as it would without the render.
 */
export const FIRST_SCREEN_ANSWER_MAX_CHARS = 200_000;

/**
 * Loads the web build's signed-in page and its renderer, or answers null when the build has none
 * (a native build, an older build): / then sends the shell, whose scripts draw the dashboard.
 */
export async function loadFirstScreen(webDist: string): Promise<FirstScreen | null> {
  const templatePath = join(webDist, FIRST_SCREEN_FILES.signedInTemplate);
  const rendererPath = join(webDist, FIRST_SCREEN_FILES.renderer);
  if (!existsSync(templatePath) || !existsSync(rendererPath)) return null;
  const template = templateOf(JSON.parse(await readFile(templatePath, 'utf8')));
  if (!template)
    throw new Error(`${templatePath} is not a first-screen template: rebuild the web app`);
  // Built from the web app's server entry (apps/web/src/render-page.tsx); its user is JSON.
  const renderer = (await import(pathToFileURL(rendererPath).href)) as FirstScreenRenderer<unknown>;
  const parts = Promise.resolve({ template, renderer });
  return firstScreenWith(() => parts);
}

/**
 * The first screen made with the parts `partsNow` answers for each page: the build's, loaded
 * once, or under `pnpm dev` the ones Vite makes from the source at that moment
 * (first-screen-dev.ts).
 */
export function firstScreenWith(partsNow: () => Promise<FirstScreenParts<unknown>>): FirstScreen {
  return async (user, time, answer) => {
    const settled = await Promise.allSettled(
      FIRST_SCREEN_QUERIES.map(async (query) => ({
        query,
        // As the browser reads it back: dates as text, on both sides of the takeover.
        json: JSON.stringify((await answer(query)) ?? null),
      })),
    );
    const answers = settled.flatMap((result) =>
      // A query that failed, or is too large to embed, is asked for by the browser.
      result.status === 'fulfilled' && result.value.json.length <= FIRST_SCREEN_ANSWER_MAX_CHARS
        ? [{ ...result.value.query, data: JSON.parse(result.value.json) as unknown }]
        : [],
    );
    const known: FirstScreenData<unknown> = {
      user: JSON.parse(JSON.stringify(user)),
      time: { at: time.at.getTime(), utcOffset: time.utcOffset },
      answers,
    };
    const { template, renderer } = await partsNow();
    return fillFirstScreen(template, await renderer.renderPage(known), known);
  };
}

/** The build's template as the contract has it, or null when the file is of another shape. */
function templateOf(json: unknown): FirstScreenTemplate | null {
  if (typeof json !== 'object' || json === null) return null;
  const { beforeMarkup, beforeData, afterData } = json as Record<string, unknown>;
  return typeof beforeMarkup === 'string' &&
    typeof beforeData === 'string' &&
    typeof afterData === 'string'
    ? { beforeMarkup, beforeData, afterData }
    : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page made per request, compressed the way the browser accepts (the static pages have compressed
 * copies from the build). Brotli at a middle quality: a few milliseconds for a page of ~90 kB, which
 * it shrinks to about a sixth.
 */
export async function encodePage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ encoding: 'br' | 'gzip' | null; body: Buffer | string }> {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return { encoding: 'br', body };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: await gzipAsync(html) };
  return { encoding: null, body: html };
}
