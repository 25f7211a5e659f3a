import { CONTEXT_MIN_LENGTH } from './speech.ts';

/**
 * What the database can hold, for the input schemas: a value a schema accepts must never fail its
 * insert or its query (issue 19, point 11). Ids past 32 bits are the repositories' (isStoredId):
 * they name no row, so they answer as unknown.
 */

/** Calendar days are `YYYY-MM-DD` with a year of four digits; PostgreSQL has no year 0. */
export const CALENDAR_YEAR_MIN = 1;
export const CALENDAR_YEAR_MAX = 9999;

/** Seconds of listening one rating may report: a day is far beyond the longest speech (20 min). */
export const LISTENING_SECONDS_MAX = 24 * 60 * 60;

/** A discount code is a short word: longer input is no code of ours. */
export const DISCOUNT_CODE_MAX_LENGTH = 100;

/** Whether a `YYYY-MM-DD` text names a day in the years the database and the app handle. */
export function isCalendarYearInRange(day: string): boolean {
  const year = Number(day.slice(0, 4));
  return year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;
}

// The input schemas' messages and text bounds live here, apart from zod (schemas.ts): a page shows
// them on its first screen without loading zod, which the browser fetches when a form is checked.
export const REQUIRED_MESSAGE = 'Required';
export const CONTEXT_MIN_MESSAGE = `Please provide at least ${CONTEXT_MIN_LENGTH} characters of context`;
export const CONTEXT_REQUIRED_MESSAGE = 'Context is required';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const PERSON_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const VOICE_ID_MAX_LENGTH = 50;

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character';
/** PostgreSQL text cannot hold U+0000 (the insert fails): text that is stored must not contain it. */
export const hasNoNulCharacter = (text: string): boolean => !text.includes('\u0000');
