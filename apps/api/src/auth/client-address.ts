import type { Env } from '../env.ts';

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. A list of addresses and ranges is passed on. A
 * hop count becomes a function trusting the nearest hops whatever their address, because Fastify 5.12
 * no longer accepts a bare number: it cannot tell the proxy from a client that reaches the server
 * directly, so a hop count is only for servers that nothing but the proxies can reach.
 */
export function trustProxyOption(setting: Env['TRUST_PROXY']): TrustProxy {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
