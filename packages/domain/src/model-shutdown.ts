/** A model's shutdown is warned about in the logs from this many days before it. */
export const MODEL_SHUTDOWN_WARNING_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ModelShutdownState = 'none' | 'far' | 'soon' | 'passed';

/** Whole days from `now` (UTC) to a `YYYY-MM-DD` date; 0 on the day itself. */
export function daysUntil(date: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today) / DAY_MS);
}

/**
 * Where a model stands against its announced shutdown date (null or malformed: none announced).
 * On the date itself the model is taken as gone: the vendor may switch it off at any hour.
 */
export function modelShutdownState(shutdownDate: string | null, now: Date): ModelShutdownState {
  if (shutdownDate === null || !/^\d{4}-\d{2}-\d{2}$/.test(shutdownDate)) return 'none';
  const days = daysUntil(shutdownDate, now);
  if (Number.isNaN(days)) return 'none';
  if (days <= 0) return 'passed';
  return days <= MODEL_SHUTDOWN_WARNING_DAYS ? 'soon' : 'far';
}
