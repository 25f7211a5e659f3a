import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A success status that depends on the answer: a care answer is 200 where a creation is 201. */
export interface StatusOfAnswer {
  /** Every status it may give, for the OpenAPI document. */
  statuses: readonly number[];
  of: (answer: never) => number;
}

/**
 * The spec's REST path of a procedure (docs/decisions/endpoints-declared-once.md): rest/procedures.ts
 * serves it by calling the procedure, and rest/openapi.ts describes it.
 */
export interface RestRoute {
  method: RestMethod;
  /** Under /api, as Fastify writes it; each `:name` is the input key of that name. */
  path: string;
  /**
   * What the body is parsed with, for a path with parameters (the body is then one part of the
   * input): merged into the input, or put under `key` (the changes of a PATCH).
   */
  body?: { schema: z.ZodType; key?: string };
  /** Input the path itself fixes (GET /speeches/favourites is the page of favourites). */
  fixed?: Readonly<Record<string, unknown>>;
  /** 200 unless said; 204 sends no body. */
  status?: number | StatusOfAnswer;
  headers?: Readonly<Record<string, string>>;
  /** The REST path refuses a request without a session where the procedure answers null. */
  signedIn?: boolean;
  /** Served only when this holds (the local card form, with the local billing provider). */
  servedWhen?: (deps: AppDeps) => boolean;
}

export interface ProcedureMeta {
  rest?: RestRoute | readonly RestRoute[];
  /**
   * Set by protectedProcedure: a REST path refuses a request without a session before it reads the
   * path or the body, as tRPC's sign-in check runs before the input is parsed.
   */
  signedIn?: boolean;
}

/** A status of the answer, typed by the procedure's output. */
export function statusOf<Answer>(
  statuses: readonly number[],
  of: (answer: Answer) => number,
): StatusOfAnswer {
  return { statuses, of: of as StatusOfAnswer['of'] };
}
