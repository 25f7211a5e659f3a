import type { z } from 'zod';
import type { dailyRallySettingsSchema } from './schemas.ts';
import { daysBetween } from './stats.ts';

/** The speech is written and voiced at most this long before the chosen time. */
export const DAILY_RALLY_LEAD_MINUTES = 15;
export const TIME_ZONE_MAX_LENGTH = 64;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const TIME_MESSAGE = 'Enter a time as HH:MM, from 00:00 to 23:59';
export const TIME_ZONE_MESSAGE = 'Enter an IANA time zone, such as Europe/Paris';
export const DAYS_MESSAGE = 'Days are 0 (Sunday) to 6 (Saturday), each at most once';

/** Whether the runtime knows `name` as an IANA time zone. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export type DailyRallySettings = z.infer<typeof dailyRallySettingsSchema>;

/** What a user who never set it up sees: off, weekdays at 07:30. */
export function defaultDailyRally(timeZone: string): DailyRallySettings {
  return {
    enabled: false,
    time: '07:30',
    timeZone,
    days: [1, 2, 3, 4, 5],
    tone: 'energetic',
    voiceStyle: 'warm',
    duration: 'short',
    voice: 'alloy',
  };
}

export function daysToMask(days: readonly number[]): number {
  return days.reduce((mask, day) => mask | (1 << day), 0);
}

export function maskToDays(mask: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter((day) => (mask & (1 << day)) !== 0);
}

/** Shared between callers (kept, below), so read-only. */
interface LocalParts {
  readonly date: string;
  readonly weekday: number;
  readonly minutes: number;
}

/** Sunday first, as `days` numbers them; also how `Intl` names them in en-US. */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * One formatter per zone for the life of the process: building an `Intl.DateTimeFormat` costs far
 * more than using one (the daily tick built ~18 per user per minute; issue 37). A process sees a
 * few hundred zones at most (the IANA list), so the map stays small.
 */
const ZONE_FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = ZONE_FORMATTERS.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    ZONE_FORMATTERS.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Zone answers already worked out: a wall clock by zone and minute, an instant by zone, date and
 * time. Each costs one zone lookup (~5 µs) or six, and the tick asks for the same ones rule after
 * rule (the rules of a zone share its minute) and minute after minute (the end of a zone's day):
 * ~150 µs a rule on the event loop without them, ~70 with (docs/decisions/daily-rally-next-due.md).
 * An answer depends on its key alone (the zone rules are the process's), so keeping it is exact;
 * each map is cleared when full (a few MB at most); a tick of every zone asks for a few thousand.
 */
const LOCAL_PARTS = new Map<string, LocalParts>();
const ZONED_INSTANTS = new Map<string, number>();
const ZONE_ANSWERS_KEPT = 10_000;

/** The calendar date ('YYYY-MM-DD'), weekday and minute of the day of `at` in `timeZone`. */
export function localParts(at: Date, timeZone: string): LocalParts {
  // The formatter shows minutes, so every instant of a minute reads the same.
  const key = `${timeZone}|${Math.floor(at.getTime() / MINUTE_MS)}`;
  let parts = LOCAL_PARTS.get(key);
  if (parts === undefined) {
    if (LOCAL_PARTS.size >= ZONE_ANSWERS_KEPT) LOCAL_PARTS.clear();
    parts = computeLocalParts(at, timeZone);
    LOCAL_PARTS.set(key, parts);
  }
  return parts;
}

function computeLocalParts(at: Date, timeZone: string): LocalParts {
  const parts = zoneFormatter(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: WEEKDAYS.findIndex((day) => day === part('weekday')),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** How far `timeZone` is ahead of UTC at `at`, in ms. */
function offsetMs(at: number, timeZone: string): number {
  const local = localParts(new Date(at), timeZone);
  const [y, m, d] = local.date.split('-').map(Number);
  const wall = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) + local.minutes * MINUTE_MS;
  return wall - Math.floor(at / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant a wall-clock time on a date happens in `timeZone`. A time the spring-forward skips
 * (02:30 when 02:00 jumps to 03:00) happens as late as the gap (03:30); a time the autumn repeats
 * happens the first time.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone}|${date}|${time}`;
  let instant = ZONED_INSTANTS.get(key);
  if (instant === undefined) {
    if (ZONED_INSTANTS.size >= ZONE_ANSWERS_KEPT) ZONED_INSTANTS.clear();
    instant = computeZonedInstant(date, time, timeZone);
    ZONED_INSTANTS.set(key, instant);
  }
  return new Date(instant);
}

function computeZonedInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  // The offset of the hours before and after: the earlier one for a repeated time, and a skipped
  // time read with the offset before the jump lands past it by the gap. Read at least 12 hours
  // either side, from the whole hour: every time of that hour asks the same two instants, which
  // `localParts` keeps (the tick works out dozens of times in a zone each minute).
  const hour = Math.floor(wall / HOUR_MS) * HOUR_MS;
  const before = offsetMs(hour - 12 * HOUR_MS, timeZone);
  const after = offsetMs(hour + 13 * HOUR_MS, timeZone);
  const first = wall - before;
  // No change of offset within half a day of the time (all but the day around a change of the
  // clocks): nothing to check (docs/decisions/daily-rally-next-due.md).
  if (before === after) return first;
  if (offsetMs(first, timeZone) === before) return first;
  const second = wall - after;
  return offsetMs(second, timeZone) === after ? second : first;
}

export interface DailySlot {
  /** The user's calendar date of the slot: the key of its run. */
  localDate: string;
  slotAt: Date;
}

/**
 * The slot due at `now`, if any: one of the chosen days whose time is less than the lead ahead
 * (written early) or already past on that same local day (missed while the servers were down:
 * run late, once, as its run is keyed by the local date). A day wholly missed is not caught up.
 */
export function dueDailySlot(
  settings: { enabled: boolean; time: string; timeZone: string; days: readonly number[] },
  now: Date,
): DailySlot | null {
  if (!settings.enabled) return null;
  const lead = DAILY_RALLY_LEAD_MINUTES * MINUTE_MS;
  // Tomorrow's early slot first (00:05 is due at 23:50), then today's.
  for (const probe of [new Date(now.getTime() + lead), now]) {
    const local = localParts(probe, settings.timeZone);
    if (!settings.days.includes(local.weekday)) continue;
    const slotAt = zonedInstant(local.date, settings.time, settings.timeZone);
    const endOfDay = zonedInstant(nextDate(local.date), '00:00', settings.timeZone);
    if (now.getTime() >= slotAt.getTime() - lead && now < endOfDay) {
      return { localDate: local.date, slotAt };
    }
  }
  return null;
}

/** The instant the local date ends (its next midnight) in `timeZone`. */
export function endOfLocalDay(localDate: string, timeZone: string): Date {
  return zonedInstant(nextDate(localDate), '00:00', timeZone);
}

/** Days looked ahead for the next chosen day: a week, plus the day the search starts on. */
const WEEK_AHEAD = 8;

/**
 * When the tick should next look at this rally: the start of the due window (the slot less the
 * lead) of the first chosen day whose window is still open at `from`; null when it never comes
 * (off, or no day chosen). Stored with the settings and indexed, so each minute's tick reads only
 * the rallies due (issue 37; docs/decisions/daily-rally-next-due.md). The instant may be before
 * `from`: a slot missed today is still due until the local day ends, as `dueDailySlot` says.
 * After a run, pass the end of the run's local day, so that day is not found again.
 */
export function nextDueAt(
  settings: { enabled: boolean; time: string; timeZone: string; days: readonly number[] },
  from: Date,
): Date | null {
  if (!settings.enabled || settings.days.length === 0) return null;
  const lead = DAILY_RALLY_LEAD_MINUTES * MINUTE_MS;
  // From the day before `from` in the zone: its window may still be open (a late slot, the lead).
  const start = localParts(new Date(from.getTime() - 24 * 60 * MINUTE_MS), settings.timeZone);
  let date = start.date;
  for (let i = 0; i <= WEEK_AHEAD; i += 1, date = nextDate(date)) {
    if (!settings.days.includes((start.weekday + i) % 7)) continue;
    if (endOfLocalDay(date, settings.timeZone) <= from) continue;
    return new Date(zonedInstant(date, settings.time, settings.timeZone).getTime() - lead);
  }
  return null;
}

/** A weekly moment on the device's clock: weekday 0 (Sunday) to 6, hour and minute. */
export interface DeviceWeeklySlot {
  weekday: number;
  hour: number;
  minute: number;
}

/**
 * The chosen days and time, set in the settings' zone, as the device's clock reads them: where a
 * weekly repeating reminder is scheduled on the device (which knows only its own zone). Each chosen
 * day's next occurrence from `now` is converted, so a time near midnight may move to the day
 * before or after (07:30 on Monday in Tokyo is 22:30 on Sunday in London), and offsets of half an
 * hour carry over. Offsets are those of the coming week, so the app converts again at each launch.
 */
export function deviceWeeklySlots(
  settings: { time: string; timeZone: string; days: readonly number[] },
  deviceTimeZone: string,
  now: Date,
): DeviceWeeklySlot[] {
  const today = localParts(now, settings.timeZone);
  const slots = new Map<string, DeviceWeeklySlot>();
  for (const day of [...new Set(settings.days)].sort((a, b) => a - b)) {
    let date = today.date;
    for (let ahead = (day - today.weekday + 7) % 7; ahead > 0; ahead -= 1) date = nextDate(date);
    const device = localParts(zonedInstant(date, settings.time, settings.timeZone), deviceTimeZone);
    const slot = {
      weekday: device.weekday,
      hour: Math.floor(device.minutes / 60),
      minute: device.minutes % 60,
    };
    slots.set(`${slot.weekday}:${slot.hour}:${slot.minute}`, slot);
  }
  return [...slots.values()];
}

/** Each date's next, as worked out: the tick asks for the same few dates rule after rule. */
const NEXT_DATES = new Map<string, string>();

function nextDate(date: string): string {
  let next = NEXT_DATES.get(date);
  if (next === undefined) {
    if (NEXT_DATES.size >= ZONE_ANSWERS_KEPT) NEXT_DATES.clear();
    const [y, m, d] = date.split('-').map(Number);
    next = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
    NEXT_DATES.set(date, next);
  }
  return next;
}

/** The goals' countdowns for the day's talk: "3 days to your interview", "today: your marathon". */
export function dailyGoalCountdown(
  title: string,
  targetDate: string | null,
  today: string,
): string | null {
  if (targetDate === null) return null;
  const days = daysBetween(today, targetDate);
  if (days < 0) return null;
  if (days === 0) return `today is the day of ${title}`;
  return `${days} ${days === 1 ? 'day' : 'days'} to ${title}`;
}

/** The context the daily rally is written from. */
export function dailyRallyContext(
  weekday: number,
  goals: ReadonlyArray<{ title: string; targetDate: string | null }>,
  today: string,
): string {
  const day = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
    weekday
  ];
  const countdowns = goals.flatMap(
    (goal) => dailyGoalCountdown(goal.title, goal.targetDate, today) ?? [],
  );
  const lines = [`My daily rally for ${day ?? 'today'}: set me up for the day ahead.`];
  if (countdowns.length > 0) lines.push(`Countdowns: ${countdowns.join('; ')}.`);
  return lines.join(' ');
}
