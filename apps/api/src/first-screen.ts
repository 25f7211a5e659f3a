import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { PublicUser } from '@rally/db';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from './context.ts';
import type { AppRouter } from './trpc/root.ts';

/*
 * A signed-in user's first screen of / is the web app's (apps/web/src/first-screen/server.tsx): it
 * asks the dashboard's queries through the router with this request's context, renders, and
 * writes the page with its data. The API hands it the request, keeps the pages it wrote and
 * compresses them. The web app's types come from here, as the API may not import the web app.
 */

/** What the web app's first screen is written for: one signed-in request. */
export interface SignedInRequest {
  /** The router and the request's context: the queries are answered by its own procedures. */
  router: AppRouter;
  ctx: RequestContext;
  user: PublicUser;
  /** The server's clock. */
  now: Date;
  /** The browser's offset from UTC in minutes, from the cookie the app sets; 0 without one. */
  utcOffset: number;
  /** A query that failed: the page goes without it, and the browser asks. */
  onQueryError(path: string, error: unknown): void;
}

/** A signed-in page with its data asked for, not yet written. */
export interface SignedInPage {
  /**
   * Everything the page is written from, as text (the user, the time to the minute, the
   * answers): the same text makes the same page.
   */
  sources: string;
  /** The whole HTML page. */
  write(): Promise<string>;
}

/** The web app's first screen, as its server entry makes it. */
export interface WebFirstScreen {
  signedIn(request: SignedInRequest): Promise<SignedInPage>;
}

/** The web build's server entry, relative to its output folder (a dot folder: never sent). */
export const WEB_SERVER_ENTRY = '.server/first-screen.js';

/** The module the build writes at WEB_SERVER_ENTRY. */
export interface WebServerEntry {
  /** The first screen with the page the build wrote beside the entry. */
  builtFirstScreen(): Promise<WebFirstScreen>;
}

/** A page as it is sent: compressed the way the browser accepts, or not at all. */
export interface EncodedPage {
  encoding: PageEncoding | null;
  body: Buffer | string;
}

/** A signed-in user's first screen of /, compressed for a browser sending `acceptEncoding`. */
export type FirstScreen = (
  request: SignedInRequest,
  acceptEncoding: string | undefined,
) => Promise<EncodedPage>;

/**
 * How many bytes of sent pages the server keeps (compressed, about 10–20 kB each): a page asked
 * again with the same data in the same minute is sent as it was, without the render.
 */
const PAGE_MEMO_BYTES = 16 * 1024 * 1024;

/**
 * The web build's first screen, or null when the build has none (a native build, an older build):
 * / then sends the shell, whose scripts draw the dashboard.
 */
export function loadFirstScreen(webDist: string): FirstScreen | null {
  const entryPath = join(webDist, WEB_SERVER_ENTRY);
  if (!existsSync(entryPath)) return null;
  // Loaded by the first signed-in page rather than at start: compiling it is a tenth of a start's
  // CPU.
  let web: Promise<WebFirstScreen> | undefined;
  const load = async () => {
    const entry = (await import(pathToFileURL(entryPath).href)) as WebServerEntry;
    return entry.builtFirstScreen();
  };
  const webNow = () =>
    (web ??= load().catch((error: unknown) => {
      web = undefined; // tried again by the next page
      throw error;
    }));
  return firstScreenWith(webNow, { keepPages: true });
}

/**
 * The first screen made by the web app `webNow` answers for each page: the build's, loaded once,
 * or under `pnpm dev` the one Vite makes from the source at that moment (first-screen-dev.ts).
 * With `keepPages`, a page is kept and sent again while nothing it is written from changes; only a
 * web app that stays the same for the life of the process allows it (not the source under
 * `pnpm dev`).
 */
export function firstScreenWith(
  webNow: () => Promise<WebFirstScreen>,
  { keepPages }: { keepPages: boolean },
): FirstScreen {
  /**
   * The page, rendered and compressed: React's render is most of a page's cost
   * (docs/decisions/first-screen-page-cache.md).
   */
  async function writePage(page: SignedInPage, encoding: PageEncoding | null) {
    const html = await page.write();
    return { encoding, body: encoding ? await compress[encoding](html) : html };
  }

  // Concurrent requests for a page not kept yet wait for one render (lru-cache's fetch); a failed
  // render is not kept.
  const pages = new LRUCache<string, EncodedPage, () => Promise<EncodedPage>>({
    maxSize: PAGE_MEMO_BYTES,
    sizeCalculation: (page) => Math.max(1, Buffer.byteLength(page.body)),
    fetchMethod: (_key, _stale, { context: write }) => write(),
  });

  return async (request, acceptEncoding) => {
    const page = await (await webNow()).signedIn(request);
    const encoding = encodingFor(acceptEncoding);
    if (!keepPages) return writePage(page, encoding);
    const key = createHash('sha256')
      .update(`${encoding ?? 'identity'}\n`)
      .update(page.sources)
      .digest('base64');
    const kept = await pages.fetch(key, { context: () => writePage(page, encoding) });
    if (!kept) throw new Error('the first screen was not written');
    return kept;
  };
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
