import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { RequestContext } from '../context.ts';
import type { ProcedureMeta } from './rest-meta.ts';
import { AppError, asAppError, retryAfterOf, type AppErrorKind } from '../services/errors.ts';

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      // An unexpected failure is logged in full (server.ts) but never described to the client.
      const unexpected = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        message: unexpected ? 'Something went wrong on our side. Please try again.' : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          // Field messages for forms, and the machine-readable code a service attached (e.g. LIMIT_REACHED).
          zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
          appCode: error.cause instanceof AppError ? (error.cause.appCode ?? null) : null,
        },
      };
    },
  });

const TRPC_CODE: Record<AppErrorKind, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  // tRPC clients branch on FORBIDDEN plus data.appCode; REST answers 402.
  PAYMENT_REQUIRED: 'FORBIDDEN',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** A service's refusal with its tRPC code and its own message. */
export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: TRPC_CODE[error.kind], message: error.message, cause: error });
}

/** The Retry-After of a response: the longest wait among its calls' refusals, if any says one. */
export function retryAfterOfErrors(errors: readonly TRPCError[]): number | undefined {
  const waits = errors
    .map((error) => (error.cause instanceof AppError ? retryAfterOf(error.cause) : undefined))
    .filter((wait) => wait !== undefined);
  return waits.length > 0 ? Math.max(...waits) : undefined;
}

/**
 * Services refuse with AppError; this gives each refusal its tRPC code and keeps its message.
 * A database out of reach becomes SERVICE_UNAVAILABLE (see asAppError), and is logged.
 */
const appErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  const appError = asAppError(result.error.cause, ctx.req.log);
  if (!appError) return result;
  throw toTRPCError(appError);
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors);

/** Refuses a request without a signed-in user and narrows `ctx.auth` to non-null. */
export const protectedProcedure = publicProcedure.meta({ signedIn: true }).use(({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
  return next({ ctx: { ...ctx, auth: ctx.auth, user: ctx.auth.user } });
});
