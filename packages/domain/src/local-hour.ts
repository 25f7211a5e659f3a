/**
 * The cookie in which the web app keeps the browser's time zone (an IANA name such as
 * 'Europe/London'), so the server can greet a signed-in user for their hour of the day.
 */
export const TIME_ZONE_COOKIE = 'rally_tz';

/** The hour of the day (0–23) at `at` in `timeZone`; UTC's when the zone is missing or unknown. */
export function hourIn(timeZone: string | undefined, at: Date): number {
  if (timeZone) {
    try {
      const hour = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(at);
      return Number(hour);
    } catch {
      // An unknown zone (an old browser's, or a forged cookie): UTC below.
    }
  }
  return at.getUTCHours();
}
