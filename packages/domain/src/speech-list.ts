import { z } from 'zod';
import { SPEECH_PAGE_SIZE } from './display.ts';
import { zodErrorMap } from './schemas.ts';
import { SPEECH_LENGTHS, TONES } from './speech.ts';

/** The most speeches one request may ask for (a page is SPEECH_PAGE_SIZE, in display.ts). */
export const SPEECH_PAGE_MAX = 50;
/** A search is a few words: longer input is cut to this before it is read. */
export const SPEECH_SEARCH_MAX_LENGTH = 200;
/** Words of a search that count; more would only make the query slower, not better. */
export const SPEECH_SEARCH_MAX_WORDS = 8;
/** How long a deleted speech can still be brought back (History's 'Undo'). */
export const SPEECH_DELETE_UNDO_MS = 5_000;

/** Where a page ends: the newest-first order is (createdAt, id), so the last row says where to go on. */
export interface SpeechCursor {
  createdAt: Date;
  id: number;
}

// PostgreSQL's largest integer and JavaScript's latest date: a cursor past them names no row.
const MAX_ROW_ID = 2_147_483_647;
const MAX_TIME_MS = 8_640_000_000_000_000;
const CURSOR_PATTERN = /^(\d{1,16})-(\d{1,10})$/;
export const INVALID_CURSOR_MESSAGE = 'Invalid cursor: pass the nextCursor of the previous page';

/** '1764066000000-123': the last row's time in ms and its id. */
export function encodeSpeechCursor(row: { createdAt: Date | string; id: number }): string {
  return `${new Date(row.createdAt).getTime()}-${row.id}`;
}

/** The cursor a client sent back, or undefined when it is no cursor of ours. */
export function decodeSpeechCursor(text: string): SpeechCursor | undefined {
  const match = CURSOR_PATTERN.exec(text);
  if (!match) return undefined;
  const ms = Number(match[1]);
  const id = Number(match[2]);
  if (ms > MAX_TIME_MS || id < 1 || id > MAX_ROW_ID) return undefined;
  return { createdAt: new Date(ms), id };
}

/**
 * A search as PostgreSQL's `to_tsquery` reads it: each word a prefix (so 'interv' finds
 * 'interview'), all of them required. Only letters and digits pass, so no input can be a syntax
 * error. Undefined when the text holds no word.
 */
export function speechSearchQuery(text: string | undefined): string | undefined {
  const words = text?.match(/[\p{L}\p{N}]+/gu)?.slice(0, SPEECH_SEARCH_MAX_WORDS);
  if (!words || words.length === 0) return undefined;
  return words.map((word) => `${word}:*`).join(' & ');
}

const generic = { error: zodErrorMap };
/** A query string carries text ('true', '20'); tRPC carries JSON: both are read. */
const flag = z.union(
  [z.boolean(generic), z.stringbool({ error: 'Expected true or false' })],
  generic,
);

/**
 * The speech list's page request (GET /api/speeches and speech.page): where to start, how many,
 * and the filters. Every filter narrows the list; none given is every speech.
 */
export const speechPageQuerySchema = z
  .object(
    {
      cursor: z
        .string(generic)
        .max(30, INVALID_CURSOR_MESSAGE)
        // Generated tests (the fuzzers) start from these: no random text is a cursor.
        .meta({ examples: ['1764066000000-123', '1-1', '8640000000000000-2147483647'] })
        .transform((text, ctx) => {
          const cursor = decodeSpeechCursor(text);
          if (!cursor) {
            ctx.addIssue({ code: 'custom', message: INVALID_CURSOR_MESSAGE });
            return z.NEVER;
          }
          return cursor;
        })
        .nullish(),
      limit: z.coerce
        .number(generic)
        .int()
        .min(1, 'limit must be at least 1')
        .max(SPEECH_PAGE_MAX, `limit must be at most ${SPEECH_PAGE_MAX}`)
        .default(SPEECH_PAGE_SIZE),
      q: z
        .string(generic)
        .max(
          SPEECH_SEARCH_MAX_LENGTH,
          `A search has at most ${SPEECH_SEARCH_MAX_LENGTH} characters`,
        )
        .optional(),
      tone: z.enum(TONES, generic).optional(),
      length: z.enum(SPEECH_LENGTHS, generic).optional(),
      favourite: flag.optional(),
      /** Only the daily talks (true) or only the speeches the user asked for (false). */
      daily: flag.optional(),
      goalId: z.coerce.number(generic).int().positive().max(MAX_ROW_ID).optional(),
    },
    generic,
  )
  // No input at all (a tRPC query without one) is the first page of everything.
  .prefault({});
export type SpeechPageQuery = z.output<typeof speechPageQuerySchema>;
export type SpeechPageInput = z.input<typeof speechPageQuerySchema>;

/** The most days one activity request covers: a year of the progress chart. */
export const SPEECH_ACTIVITY_MAX_DAYS = 365;
export const SPEECH_ACTIVITY_DEFAULT_DAYS = 30;

/** `days` of the progress chart, from a query string ('30') or a JSON number; 30 when absent. */
export const speechActivityQuerySchema = z
  .object(
    {
      days: z.coerce
        .number(generic)
        .int()
        .min(1, 'days must be at least 1')
        .max(SPEECH_ACTIVITY_MAX_DAYS, `days must be at most ${SPEECH_ACTIVITY_MAX_DAYS}`)
        .default(SPEECH_ACTIVITY_DEFAULT_DAYS),
    },
    generic,
  )
  // No input at all (a tRPC query without one) means the default days.
  .prefault({});
