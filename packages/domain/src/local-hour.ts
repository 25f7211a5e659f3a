/**
 * The cookie in which the web app keeps the browser's offset from UTC in minutes (east positive:
 * 600 in Sydney in winter, -300 in New York), so the server can greet a signed-in user for their
 * hour of the day. An offset, not a zone name: reading the zone name (Intl) costs the browser
 * ~60 ms of start-up work on a mid-range phone, the offset nothing.
 */
export const UTC_OFFSET_COOKIE = 'rally_utc_offset';

/** Real offsets run from UTC−12:00 to UTC+14:00. */
const MAX_OFFSET_MINUTES = 14 * 60;
const MINUTES_PER_DAY = 24 * 60;

/** The browser's offset from UTC in minutes, as the cookie holds it. */
export function utcOffsetMinutes(at: Date): number {
  // getTimezoneOffset counts the other way (UTC minus local).
  return -at.getTimezoneOffset();
}

/** A cookie's offset, or 0 (UTC) when it is missing or is not a real offset. */
export function parseUtcOffset(cookie: string | undefined): number {
  const offset = /^[+-]?\d{1,3}$/.test(cookie ?? '') ? Number(cookie) : 0;
  return Math.abs(offset) <= MAX_OFFSET_MINUTES ? offset : 0;
}

/**
 * The hour of the day (0–23) at `at`, `offsetMinutes` east of UTC. Across a daylight-saving change
 * the cookie's offset is an hour out until the app sets it again (on every page load); the browser
 * then shows its own hour.
 */
export function hourAtOffset(offsetMinutes: number, at: Date): number {
  const minuteOfDay = at.getUTCHours() * 60 + at.getUTCMinutes() + offsetMinutes;
  return Math.floor((((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY) / 60);
}
