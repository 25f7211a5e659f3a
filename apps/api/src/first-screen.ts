import { createHash } from 'node:crypto';
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
  RENDERED_TIME_STEP_MS,
  fillFirstScreen,
  type FirstScreenData,
  type FirstScreenParts,
  type FirstScreenQuery,
  type FirstScreenRenderer,
  type FirstScreenTemplate,
  type RenderedTime,
} from '@rally/domain';
import { LRUCache } from 'lru-cache';

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
  'user.stats': (caller) => caller.user.stats(),
  'speech.page': (caller, { input }) => caller.speech.page(input),
  'speech.activity': (caller, { input }) => caller.speech.activity(input),
  'goal.list': (caller, { input }) => caller.goal.list(input),
  'goal.summary': (caller) => caller.goal.summary(),
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

/** A page as it is sent: compressed the way the browser accepts, or not at all. */
export interface EncodedPage {
  encoding: PageEncoding | null;
  body: Buffer | string;
}

/**
 * A signed-in user's first screen of /, as a whole HTML page written for the time `at` at
 * `utcOffset` minutes east of UTC, compressed for a browser sending `acceptEncoding`.
 */
export type FirstScreen = (
  user: PublicUser,
  time: { at: Date; utcOffset: number },
  answer: AnswerQuery,
  acceptEncoding: string | undefined,
) => Promise<EncodedPage>;

/**
 * Above this many characters of JSON an answer is left out of the page (a long history of
 * speeches): the browser then asks for it after the takeover, as it would without the render.
 */
export const FIRST_SCREEN_ANSWER_MAX_CHARS = 200_000;

/**
 * How many bytes of sent pages the server keeps (compressed, about 10–20 kB each): a page asked
 * again with the same data in the same minute is sent as it was, without the render.
 */
const PAGE_MEMO_BYTES = 16 * 1024 * 1024;

/** What a page is written from, as JSON text: the user and each query's answer (null when left out). */
interface PageSources {
  user: string;
  answers: ReadonlyArray<{ query: FirstScreenQuery; json: string | null }>;
}

/**
 * Everything the render and the page read, hashed: the renderer and the template are the same for
 * the life of the process, so equal inputs make the same page. Each part is prefixed with its
 * length, so no two different inputs hash the same text. Queries and their inputs are the
 * contract's constants, in its order.
 */
function pageKey(sources: PageSources, time: RenderedTime, encoding: PageEncoding | null): string {
  const hash = createHash('sha256');
  const part = (text: string) => hash.update(`${text.length}:`).update(text);
  part(encoding ?? 'identity');
  part(`${time.at}/${time.utcOffset}`);
  part(sources.user);
  for (const { json } of sources.answers) {
    if (json === null) hash.update('-');
    else part(json);
  }
  return hash.digest('base64');
}

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
  // Built from the web app's server entry (apps/web/src/render-page.tsx); its user is JSON. Loaded
  // by the first signed-in page rather than at start: compiling it is a tenth of a start's CPU.
  let parts: Promise<FirstScreenParts<unknown>> | undefined;
  const loadParts = async () => ({
    template,
    renderer: (await import(pathToFileURL(rendererPath).href)) as FirstScreenRenderer<unknown>,
  });
  const partsNow = () =>
    (parts ??= loadParts().catch((error: unknown) => {
      parts = undefined; // tried again by the next page
      throw error;
    }));
  return firstScreenWith(partsNow, { keepPages: true });
}

/**
 * The first screen made with the parts `partsNow` answers for each page: the build's, loaded once,
 * or under `pnpm dev` the ones Vite makes from the source at that moment (first-screen-dev.ts).
 * With `keepPages`, a page is kept and sent again while nothing it is written from changes; only
 * parts that stay the same for the life of the process allow it (not the source under `pnpm dev`).
 */
export function firstScreenWith(
  partsNow: () => Promise<FirstScreenParts<unknown>>,
  { keepPages }: { keepPages: boolean },
): FirstScreen {
  /**
   * The page, rendered and compressed: React's render is most of a page's cost
   * (docs/decisions/first-screen-page-cache.md).
   */
  async function writePage(
    sources: PageSources,
    time: RenderedTime,
    encoding: PageEncoding | null,
  ): Promise<EncodedPage> {
    const known: FirstScreenData<unknown> = {
      // As the browser reads it back: dates as text, on both sides of the takeover.
      user: JSON.parse(sources.user),
      time,
      answers: sources.answers.flatMap(({ query, json }) =>
        json === null ? [] : [{ ...query, data: JSON.parse(json) as unknown }],
      ),
    };
    const { template, renderer } = await partsNow();
    const html = fillFirstScreen(template, await renderer.renderPage(known), known);
    return { encoding, body: encoding ? await compress[encoding](html) : html };
  }

  // Concurrent requests for a page not kept yet wait for one render (lru-cache's fetch); a failed
  // render is not kept.
  const pages = new LRUCache<string, EncodedPage, () => Promise<EncodedPage>>({
    maxSize: PAGE_MEMO_BYTES,
    sizeCalculation: (page) => Math.max(1, Buffer.byteLength(page.body)),
    fetchMethod: (_key, _stale, { context: write }) => write(),
  });

  return async (user, clock, answer, acceptEncoding) => {
    const settled = await Promise.allSettled(
      FIRST_SCREEN_QUERIES.map(async (query) => JSON.stringify((await answer(query)) ?? null)),
    );
    const sources: PageSources = {
      user: JSON.stringify(user),
      answers: FIRST_SCREEN_QUERIES.map((query, index) => {
        const result = settled[index];
        // A query that failed, or is too large to embed, is asked for by the browser.
        const json =
          result?.status === 'fulfilled' && result.value.length <= FIRST_SCREEN_ANSWER_MAX_CHARS
            ? result.value
            : null;
        return { query, json };
      }),
    };
    // The page reads the time to the step only (the domain's RENDERED_TIME_STEP_MS).
    const now = clock.at.getTime();
    const time: RenderedTime = {
      at: now - (now % RENDERED_TIME_STEP_MS),
      utcOffset: clock.utcOffset,
    };
    const encoding = encodingFor(acceptEncoding);
    if (!keepPages) return writePage(sources, time, encoding);
    const page = await pages.fetch(pageKey(sources, time, encoding), {
      context: () => writePage(sources, time, encoding),
    });
    if (!page) throw new Error('the first screen was not written');
    return page;
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

type PageEncoding = 'br' | 'gzip';

/** The encoding a browser sending `acceptEncoding` takes for a page: brotli when it can. */
function encodingFor(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page made per request is compressed as it is made (the static pages have compressed copies
 * from the build). Brotli at a middle quality: a few milliseconds for a page of ~90 kB, which it
 * shrinks to about a sixth.
 */
const compress: Record<PageEncoding, (html: string) => Promise<Buffer>> = {
  br: (html) => brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => gzipAsync(html),
};
