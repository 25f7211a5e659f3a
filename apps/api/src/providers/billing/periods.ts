import type { BillingCycle } from '@rally/domain';

const MONTHS_PER_CYCLE: Record<BillingCycle, number> = { monthly: 1, yearly: 12 };

/** `months` calendar months later, kept at the month's last day when it is shorter (Jan 31 → Feb 28), as Stripe does. */
export function addCalendarMonths(start: Date, months: number): Date {
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** The end of a billing period that starts at `start`. */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  return addCalendarMonths(start, MONTHS_PER_CYCLE[cycle]);
}
