import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, z } from 'zod';
import { asAppError, HTTP_STATUS, retryAfterOf } from '../services/errors.ts';

/** One readable line per problem: "rating: Too big: expected number to be <=5". */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** The client went away before sending the whole request: nobody is left to answer. */
const isAbandonedRequest = (req: FastifyRequest): boolean => req.raw.destroyed && !req.raw.complete;

/** Every REST failure answers `{ message, code }`; only the unexpected is a 500, and it says nothing inside. */
export function errorHandler(
  error: FastifyError | Error,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  // A phone that lost its signal mid-upload is an everyday event, not a failure of ours.
  if (isAbandonedRequest(req)) {
    req.log.info({ reason: error.message }, 'the client left before its request body was read');
    return reply
      .status(400)
      .send({ message: 'The request was not sent in full.', code: 'ABORTED' });
  }
  const appError = asAppError(error, req.log);
  if (appError) {
    const retryAfter = retryAfterOf(appError);
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return reply
      .status(HTTP_STATUS[appError.kind])
      .send({ message: appError.message, code: appError.appCode ?? appError.kind });
  }
  if (error instanceof ZodError) {
    return reply.status(400).send({
      message: describeZodError(error),
      code: 'BAD_REQUEST',
      fieldErrors: z.flattenError(error).fieldErrors,
    });
  }
  const statusCode = 'statusCode' in error ? error.statusCode : undefined;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return reply
      .status(statusCode)
      .send({ message: error.message, code: 'code' in error ? error.code : 'BAD_REQUEST' });
  }
  req.log.error({ err: error }, 'request failed');
  return reply
    .status(500)
    .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
}
