import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. Helmet's middleware is a pure function of
 * its options as long as no directive is a function of the request (ours are all strings), so
 * running it once against a recording response gives every answer's headers.
 */
export function securityHeadersOf(
  options: HelmetOptions,
): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return [...headers];
}

/**
 * What an API answer (JSON, audio, the account's export) carries: the headers OWASP's REST Security
 * Cheat Sheet asks of every API response, and none of those that only steer how a browser treats a
 * document (a DNS prefetch, an opener, an origin-keyed agent cluster, IE's download and XSS
 * switches, Flash's cross-domain policies). Its content security policy is stricter than a page's:
 * an answer opened as a document may load nothing but itself as media, and be framed nowhere. Answers that must be kept
 * (stored audio) say so themselves; the rest is the user's own data and is not stored by any cache.
 */
const API_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    // A stored recording opened in a tab of its own is a media document that loads itself.
    directives: {
      'default-src': ["'none'"],
      'media-src': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Helmet's headers on every answer, set before any route runs, as the @fastify/helmet plugin did:
 * `page` (a page's content security policy and the rest) on pages and files, the API's own set on
 * what `isApiRequest` says the API answers. The plugin built helmet's middleware anew on every
 * request, parsing the content security policy each time: 3.5 % of the server's CPU on
 * `GET /api/speeches` (see docs/decisions/security-headers.md). Set on the raw response, as helmet
 * does, so that they go out however the answer is written; a header a route sets itself
 * (cache-control) wins.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { page, isApiRequest }: { page: HelmetOptions; isApiRequest: (req: FastifyRequest) => boolean },
): void {
  const pageHeaders = securityHeadersOf(page);
  const apiHeaders = [...securityHeadersOf(API_HEADERS), ['cache-control', 'no-store']] as const;
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of isApiRequest(req) ? apiHeaders : pageHeaders) {
      reply.raw.setHeader(name, value);
    }
    done();
  });
}
