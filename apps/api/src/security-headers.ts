import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
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
 * Helmet's headers on every answer (pages, API, errors), set before any route runs, as the
 * @fastify/helmet plugin did. That plugin built helmet's middleware anew on every request, parsing
 * the content security policy each time: 3.5 % of the server's CPU on `GET /api/speeches` (see
 * docs/decisions.md). Set on the raw response, as helmet does, so that they go out however the
 * answer is written.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
