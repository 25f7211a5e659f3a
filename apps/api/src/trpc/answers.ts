import { z } from 'zod';
import type { CarePause } from '../services/crisis-care.ts';
import type { closeAccount } from '../request-flows.ts';

/**
 * Output schemas of procedures (docs/decisions/endpoints-declared-once.md): tRPC checks each answer
 * against its schema, and /api/openapi.json describes the answer from it. `exactly` makes TypeScript
 * check that a schema says every field the service returns, so no field is stripped on the way out.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export function exactly<Answer>() {
  return <Schema extends z.ZodType>(
    schema: Schema & (Same<z.output<Schema>, Answer> extends true ? unknown : never),
  ): Schema => schema;
}

const rowId = z.number().int().positive();

/** A removal on tRPC answers the id it removed (REST answers 204). */
export const removedAnswer = z.object({ id: rowId });
export const debugSpeechAnswer = z.object({ id: rowId });
export const loggedOutAnswer = z.object({ success: z.literal(true) });
export const otherSessionsEndedAnswer = z.object({ endedSessions: z.number().int().nonnegative() });
export const accountClosedAnswer = exactly<Awaited<ReturnType<typeof closeAccount>>>()(
  z.object({ deleted: z.literal(true) }),
);
/** Until when the daily talk and the reminders rest; null when they do not. */
export const carePauseAnswer = exactly<CarePause>()(z.object({ pausedUntil: z.date().nullable() }));
