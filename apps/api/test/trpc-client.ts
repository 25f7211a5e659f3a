import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import type { AppRouter } from '../src/trpc/root.ts';
import { ORIGIN } from './helpers.ts';

export interface TrpcCaller {
  /** `name=value` of a session cookie, sent with every call. */
  cookie?: string;
  /** The client address the server sees (the throttles count by it). */
  remoteAddress?: string;
}

/**
 * A typed tRPC client for tests: procedures and inputs are checked by the compiler, and each call
 * still goes through the server's HTTP face (origin check, session cookie, error mapping) by
 * `inject`, as the web app's calls do.
 */
export function trpcClient(app: FastifyInstance, caller: TrpcCaller = {}) {
  const fetchByInject = async (
    input: string | URL | Request,
    init?: RequestInit,
  ): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: {
        origin: ORIGIN,
        host: url.host,
        'content-type': 'application/json',
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
      },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      ...(caller.remoteAddress === undefined ? {} : { remoteAddress: caller.remoteAddress }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers });
  };
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${ORIGIN}/trpc`, fetch: fetchByInject })],
  });
}

/** The HTTP status a tRPC call was refused with (the error shape carries it). */
export async function refusalStatus(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) {
      const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
      if (typeof status === 'number') return status;
    }
    throw error;
  }
  throw new Error('The call was answered, not refused');
}
