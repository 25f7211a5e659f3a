import { formatAustralianDate } from './display.ts';

export const GOAL_CATEGORIES = [
  'job_interview',
  'fitness',
  'presentation',
  'personal',
  'career',
  'health',
] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

export const GOAL_CATEGORY_LABELS: Record<GoalCategory, string> = {
  job_interview: 'Job Interview',
  fitness: 'Fitness',
  presentation: 'Presentation',
  personal: 'Personal Growth',
  career: 'Career',
  health: 'Health',
};

export const GOAL_TITLE_MAX = 200;
/**
 * Goals one user may keep (issue 37: 3,000 made the list 4.1 MB). Far above what a person tracks;
 * a read of all of them stays small (at most ~130 kB).
 */
export const GOALS_PER_USER = 100;
export const GOAL_LIMIT_MESSAGE = `You can keep up to ${GOALS_PER_USER} goals. Complete or delete one to add another.`;
export const GOAL_DESCRIPTION_MAX = 1000;
export const NO_DEADLINE_TEXT = 'No deadline set';

/** Takes any string because stored rows are read back as text; an unknown category is shown as is. */
export function goalCategoryLabel(category: string): string {
  return isGoalCategory(category) ? GOAL_CATEGORY_LABELS[category] : category;
}

function isGoalCategory(value: string): value is GoalCategory {
  return (GOAL_CATEGORIES as readonly string[]).includes(value);
}

/** The description the quick-goal dialog sends: the word Goal followed by the title. */
export function goalDescription(title: string): string {
  return `Goal ${title}`;
}

export function goalDeadlineText(targetDate: Date | string | null | undefined): string {
  return targetDate ? formatAustralianDate(targetDate) : NO_DEADLINE_TEXT;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How far off a goal's date is, in whole calendar days from `today` ('YYYY-MM-DD', the user's
 * day): 'Due today', '1 day left', '12 days left', '3 days overdue'; null without a date. A
 * completed goal has no countdown.
 */
export function goalCountdown(
  targetDate: string | null | undefined,
  today: string,
  isCompleted = false,
): string | null {
  if (!targetDate || isCompleted) return null;
  const days = Math.round((Date.parse(targetDate) - Date.parse(today)) / DAY_MS);
  if (!Number.isFinite(days)) return null;
  if (days === 0) return 'Due today';
  const count = Math.abs(days);
  const unit = count === 1 ? 'day' : 'days';
  return days > 0 ? `${count} ${unit} left` : `${count} ${unit} overdue`;
}
