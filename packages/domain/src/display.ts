export const PRODUCT_NAME = 'Rally';
export const BRAND_COLOR = '#8B5CF6';

/** The native shell's status bar. */
export const STATUS_BAR = { style: 'light', backgroundColor: BRAND_COLOR } as const;

const MORNING_ENDS_HOUR = 12;
const AFTERNOON_ENDS_HOUR = 18;

export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** `hour` is the local hour, 0–23. */
export function greeting(hour: number): Greeting {
  if (hour < MORNING_ENDS_HOUR) return 'Good morning';
  if (hour < AFTERNOON_ENDS_HOUR) return 'Good afternoon';
  return 'Good evening';
}

export const GREETING_FALLBACK_NAME = 'there';

export function greetingLine(hour: number, firstName: string | null | undefined): string {
  const name = firstName?.trim() || GREETING_FALLBACK_NAME;
  return `${greeting(hour)}, ${name}`;
}

export const AVATAR_FALLBACK_LETTER = 'U';

export function avatarLetter(firstName: string | null | undefined): string {
  const first = firstName?.trim().charAt(0);
  return first ? first.toUpperCase() : AVATAR_FALLBACK_LETTER;
}

export const QUICK_GOALS_SHOWN = 3;
export const RECENT_SPEECHES_SHOWN = 3;
/**
 * Speeches on one page of a list (History's 'Load more'). Here, without zod, because the first
 * screen's query list (first-screen.ts), which every page loads, names it.
 */
export const SPEECH_PAGE_SIZE = 20;
export const RECENT_TITLE_LENGTH = 30;
export const FAVOURITE_CONTEXT_MAX = 50;
export const FAVOURITE_CONTEXT_CUT = 47;
export const ELLIPSIS = '…';

export function recentSpeechTitle(speech: { name?: string | null; context: string }): string {
  const name = speech.name?.trim();
  return name ? name : speech.context.slice(0, RECENT_TITLE_LENGTH);
}

export function favouriteContext(context: string): string {
  return context.length > FAVOURITE_CONTEXT_MAX
    ? context.slice(0, FAVOURITE_CONTEXT_CUT) + ELLIPSIS
    : context;
}

const MS_PER_HOUR = 60 * 60 * 1000;
const HOURS_PER_DAY = 24;

/**
 * 'Just now' under an hour (and for times in the future, from clock skew), then whole hours
 * under a day, then whole days: '1 hour ago', '5 hours ago', '1 day ago', '3 days ago'.
 */
export function relativeTime(date: Date | string, now: Date): string {
  const hours = Math.floor((now.getTime() - toDate(date).getTime()) / MS_PER_HOUR);
  if (hours < 1) return 'Just now';
  if (hours < HOURS_PER_DAY) return `${hours} ${plural(hours, 'hour')} ago`;
  const days = Math.floor(hours / HOURS_PER_DAY);
  return `${days} ${plural(days, 'day')} ago`;
}

function plural(count: number, unit: string): string {
  return count === 1 ? unit : `${unit}s`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * dd/mm/yyyy. A date-only string ('2025-03-04') is a calendar day and is shown as written; a Date
 * or timestamp is shown in the local time zone (the viewer's, in the browser), or at
 * `utcOffsetMinutes` east of UTC when given (a server writing the page for that viewer).
 */
export function formatAustralianDate(
  date: Date | string,
  utcOffsetMinutes?: number | null,
): string {
  if (typeof date === 'string') {
    const parts = DATE_ONLY.exec(date);
    if (parts) return `${parts[3]}/${parts[2]}/${parts[1]}`;
  }
  const value = toDate(date);
  if (utcOffsetMinutes === undefined || utcOffsetMinutes === null) {
    return `${pad2(value.getDate())}/${pad2(value.getMonth() + 1)}/${value.getFullYear()}`;
  }
  const shifted = new Date(value.getTime() + utcOffsetMinutes * 60_000);
  return `${pad2(shifted.getUTCDate())}/${pad2(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function toDate(date: Date | string): Date {
  return typeof date === 'string' ? new Date(date) : date;
}
