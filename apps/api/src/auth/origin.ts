import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The origin this server answers as: the configured public URL, else the request's own host. */
export function expectedOrigin(req: FastifyRequest, publicUrl: string | undefined): string {
  return new URL(publicUrl ?? `${req.protocol}://${req.host}`).origin;
}

/**
 * A state-changing request must name our own origin (Origin, else Referer); cookies alone prove
 * nothing, since a browser attaches them to cross-site requests too.
 */
export function isSameOriginRequest(req: FastifyRequest, publicUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  // A present Origin header is authoritative (even the opaque 'null'); Referer is the fallback.
  const claimed =
    req.headers.origin !== undefined ? originOf(req.headers.origin) : originOf(req.headers.referer);
  return claimed !== null && claimed === expectedOrigin(req, publicUrl);
}

/**
 * A browser names where a request came from in Sec-Fetch-Site. Another site's page must not reach the
 * API even by GET: a link to the speech stream would otherwise write a speech with the visitor's
 * Lax cookie. 'none' is the user opening the address themselves; clients without the header pass.
 */
export function isCrossSiteFetch(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
