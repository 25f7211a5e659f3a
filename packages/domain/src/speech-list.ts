/** Speeches on one page of a list (History's 'Load more'), and the most one request may ask for. */
export const SPEECH_PAGE_SIZE = 20;
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
export const MAX_ROW_ID = 2_147_483_647;
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

/** The most days one activity request covers: a year of the progress chart. */
export const SPEECH_ACTIVITY_MAX_DAYS = 365;
export const SPEECH_ACTIVITY_DEFAULT_DAYS = 30;
