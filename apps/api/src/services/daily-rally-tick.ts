import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { advanceDailyRallies, listDueDailyRallies } from '@rally/db';
import type { DailyRallyAdvance, DueDailyRallyGroup } from '@rally/db';
import { dueDailySlot, endOfLocalDay, maskToDays, nextDueAt } from '@rally/domain';
import type { DailySlot } from '@rally/domain';
import type { AppDeps } from '../deps.ts';

/**
 * The minute's tick of the daily talks: which are due, and moving them on. A module of its own,
 * needing no provider, since on PostgreSQL it runs on a thread of its own (jobs/daily-rally-tick.ts).
 */

/** What the tick needs: the database and the time (a thread of its own has no more). */
export type TickDeps = Pick<AppDeps, 'db' | 'now'>;

export interface DueDailyRally {
  userId: string;
  localDate: string;
  slotAt: string;
}

/**
 * Rallies read per query by the tick, and talks sent to pg-boss in one insert: the busiest minute
 * expected (everyone of a large zone at one time) in one page, while a backlog (after downtime, or
 * migration 0014) still goes in pieces.
 */
const TICK_PAGE = 5_000;

/** A rule's (zone, time, days) slot due now and next due instant: the same for all its rallies. */
export interface DailyRallyRule {
  slot: DailySlot | null;
  next: Date | null;
}

export interface DailyRallyPlan {
  /** The talks to queue now, one per user and local day. */
  due: DueDailyRally[];
  /** Where the rallies read move their next due instant, by rule. */
  advances: DailyRallyAdvance[];
}

/**
 * What the tick does with the rallies whose instant has come: a talk to queue for each whose slot
 * is due, and each one's next instant (past the day queued, or simply the next, for one not due
 * after all, such as a row migration 0014 marked due to have it worked out). The rules are worked
 * out once per zone, time and days, not once per user.
 */
export function planDailyRallies(
  groups: readonly DueDailyRallyGroup[],
  now: Date,
  rules: Map<string, DailyRallyRule> = new Map(),
): DailyRallyPlan {
  const advances: DailyRallyAdvance[] = [];
  const due: DueDailyRally[] = [];
  for (const { timeZone, localTime, daysMask, userIds } of groups) {
    const key = `${timeZone}|${localTime}|${daysMask}`;
    let rule = rules.get(key);
    if (rule === undefined) {
      const settings = { enabled: true, time: localTime, timeZone, days: maskToDays(daysMask) };
      const slot = dueDailySlot(settings, now);
      const from = slot ? endOfLocalDay(slot.localDate, settings.timeZone) : now;
      rule = { slot, next: nextDueAt(settings, from) };
      rules.set(key, rule);
    }
    advances.push({ timeZone, localTime, daysMask, userIds, nextDueAt: rule.next });
    if (rule.slot) {
      const { localDate } = rule.slot;
      const slotAt = rule.slot.slotAt.toISOString();
      for (const userId of userIds) due.push({ userId, localDate, slotAt });
    }
  }
  return { due, advances };
}

/**
 * The talks due now (a page of them), without queueing them: what the tick would queue. A talk
 * already run is not among them, since its run moved the rally's next instant past its day.
 */
export async function dueDailyRallies(deps: TickDeps): Promise<DueDailyRally[]> {
  const now = deps.now();
  return planDailyRallies(await listDueDailyRallies(deps.db, now, TICK_PAGE), now).due;
}

/**
 * Rules worked out between two turns of the event loop: at ~10 µs a rule, a request beside a tick
 * run in process (on PGlite) waits a fraction of a millisecond for a turn, however many rules a
 * minute brings (after downtime, thousands). docs/decisions/daily-rally-next-due.md
 */
const RULES_PER_TURN = 32;

async function planInTurns(
  groups: readonly DueDailyRallyGroup[],
  now: Date,
  rules: Map<string, DailyRallyRule>,
): Promise<DailyRallyPlan> {
  const plan: DailyRallyPlan = { due: [], advances: [] };
  for (let from = 0; from < groups.length; from += RULES_PER_TURN) {
    if (from > 0) await yieldToRequests();
    const part = planDailyRallies(groups.slice(from, from + RULES_PER_TURN), now, rules);
    for (const talk of part.due) plan.due.push(talk);
    for (const advance of part.advances) plan.advances.push(advance);
  }
  return plan;
}

/**
 * The minute's tick: reads the due rallies a page at a time, hands the page's talks to `queue`,
 * and once they are queued moves those rallies on to their next instants, before reading the next
 * page (a crash in between queues a talk again on the next tick, which its run's key makes
 * harmless; a page not queued never moves on). Answers how many talks were queued.
 *
 * The page comes as a row per rule with its ids in one value, not a row per rally; one statement
 * runs at a time, with a turn of the event loop between them, for the requests that share the loop
 * when the tick runs in process (docs/decisions/daily-rally-next-due.md).
 */
export async function queueDueDailyRallies(
  deps: TickDeps,
  queue: (due: DueDailyRally[]) => Promise<void>,
): Promise<number> {
  const now = deps.now();
  const rules = new Map<string, DailyRallyRule>();
  let queued = 0;
  for (;;) {
    const groups = await listDueDailyRallies(deps.db, now, TICK_PAGE);
    const read = groups.reduce((sum, group) => sum + group.userIds.length, 0);
    const plan = await planInTurns(groups, now, rules);
    if (plan.due.length > 0) {
      await yieldToRequests();
      await queue(plan.due);
    }
    queued += plan.due.length;
    await yieldToRequests();
    const moved = await advanceDailyRallies(deps.db, plan.advances, now);
    // A full page that moved nothing was saved over meanwhile: the next tick reads it again.
    if (read < TICK_PAGE || moved === 0) return queued;
    await yieldToRequests();
  }
}
