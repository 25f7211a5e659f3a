import { TRPCError, type AnyProcedure, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError, z } from 'zod';
import type { RequestContext } from '../context.ts';
import { AppError, type AppErrorKind } from '../services/errors.ts';
import { appRouter, createCaller } from '../trpc/root.ts';
import type { ProcedureMeta, RestRoute } from '../trpc/rest-meta.ts';
import { clientGone, requireAuth, type RestOptions } from './request.ts';

/** A REST path as a procedure declares it (docs/decisions/endpoints-declared-once.md). */
export interface DeclaredRoute {
  /** The procedure's tRPC path, e.g. `goal.create`. */
  procedure: string;
  type: 'query' | 'mutation';
  route: RestRoute;
  /** The REST path refuses a request without a session (protectedProcedure, or the route says so). */
  signedIn: boolean;
  input: z.ZodType | undefined;
  output: z.ZodType | undefined;
}

/** `/goals/:id` → `['id']`. */
export const pathParams = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

const asZod = (parser: unknown): z.ZodType | undefined =>
  parser instanceof z.ZodType ? parser : undefined;

/** Every REST path the router's procedures declare, in the router's order. */
export function declaredRoutes(): DeclaredRoute[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  return Object.entries(procedures).flatMap(([path, procedure]) => {
    // The built procedure keeps its output parser, though its type does not say so.
    const { meta, type, inputs, output } = procedure._def as AnyProcedure['_def'] & {
      output?: unknown;
    };
    const { rest, signedIn = false } = (meta ?? {}) as ProcedureMeta;
    if (rest === undefined) return [];
    if (type === 'subscription') throw new Error(`${path}: a subscription has no REST path`);
    if (inputs.length > 1) throw new Error(`${path}: one input schema, so REST can split it`);
    return [rest].flat().map((route) => ({
      procedure: path,
      signedIn: signedIn || route.signedIn === true,
      type,
      route,
      input: asZod(inputs[0]),
      output: asZod(output),
    }));
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function shapeOf(schema: z.ZodType | undefined, path: string): Record<string, z.ZodType> {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  throw new Error(`${path}: a path with parameters needs an object input`);
}

/**
 * The procedure's input from the request, parsed the way the spec's routes always were: the path's
 * parameters first (a malformed id says so without a field name), then the body on its own, so a
 * refusal names the body's fields as the client sent them.
 */
function inputOf(declared: DeclaredRoute, req: FastifyRequest): unknown {
  const { route, input } = declared;
  const source: unknown = route.method === 'GET' ? req.query : req.body;
  const names = pathParams(route.path);
  if (names.length === 0) {
    if (route.fixed === undefined) return source;
    input?.parse(source);
    return { ...(isPlainObject(source) ? source : {}), ...route.fixed };
  }
  const shape = shapeOf(input, declared.procedure);
  const params = req.params as Record<string, string>;
  for (const name of names) shape[name]?.parse(params[name]);
  const values: Record<string, unknown> = Object.fromEntries(
    names.map((name) => [name, params[name]]),
  );
  if (route.body === undefined) return { ...values, ...route.fixed };
  route.body.schema.parse(source);
  if (route.body.key !== undefined) return { ...values, ...route.fixed, [route.body.key]: source };
  return { ...(isPlainObject(source) ? source : {}), ...values, ...route.fixed };
}

const KIND_OF_CODE: Partial<Record<TRPC_ERROR_CODE_KEY, AppErrorKind>> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/**
 * What REST's error handler (rest/errors.ts) should see: the service's AppError or the ZodError
 * itself, so that each keeps its status, message and code; the procedure's own refusals (the
 * sign-in check) as the AppError they stand for; anything else as the failure it wraps (a 500).
 */
function restError(error: unknown): unknown {
  if (!(error instanceof TRPCError)) return error;
  if (error.cause instanceof AppError || error.cause instanceof ZodError) return error.cause;
  const kind = KIND_OF_CODE[error.code];
  if (kind !== undefined) return new AppError(kind, error.message, undefined, { cause: error });
  return error.cause ?? error;
}

type Call = (input: unknown) => Promise<unknown>;

function procedureCall(caller: unknown, path: string): Call {
  const call = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return call as Call;
}

/** Serves each declared REST path by calling its procedure as the request's user. */
export function mountProcedures(app: FastifyInstance, { deps, throttles }: RestOptions): void {
  for (const declared of declaredRoutes()) {
    const { route } = declared;
    if (route.servedWhen && !route.servedWhen(deps)) continue;
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req, reply) => {
        if (declared.signedIn) requireAuth(req);
        const ctx: RequestContext = { deps, throttles, req, reply, auth: req.auth };
        const call = procedureCall(
          createCaller(ctx, { signal: clientGone(reply) }),
          declared.procedure,
        );
        let answer: unknown;
        try {
          answer = await call(inputOf(declared, req));
        } catch (error) {
          throw restError(error);
        }
        const status =
          route.status === undefined
            ? 200
            : typeof route.status === 'number'
              ? route.status
              : route.status.of(answer as never);
        reply.status(status);
        if (route.headers) reply.headers(route.headers);
        return status === 204 ? reply.send() : reply.send(answer);
      },
    });
  }
}
