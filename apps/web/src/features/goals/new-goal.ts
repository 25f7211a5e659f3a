import { GOAL_CATEGORIES, goalDescription } from '@rally/domain';
import type { GoalCategory } from '@rally/domain';
import type { RouterInputs } from '../../trpc.ts';

/** The new-goal dialog's fields as typed: the category is '' until one is chosen, the date '' when none. */
export interface NewGoalFields {
  title: string;
  category: string;
  targetDate: string;
}

export const EMPTY_NEW_GOAL: NewGoalFields = { title: '', category: '', targetDate: '' };

export type NewGoalInput = RouterInputs['goal']['create'];

/**
 * What the dialog sends, or null when the title (trimmed) or the category is missing, which the
 * spec answers with 'Invalid Input'. The description is the word Goal followed by the title.
 */
export function newGoalInput(fields: NewGoalFields): NewGoalInput | null {
  const title = fields.title.trim();
  const category = GOAL_CATEGORIES.find((each): each is GoalCategory => each === fields.category);
  if (title === '' || category === undefined) return null;
  return {
    title,
    category,
    description: goalDescription(title),
    targetDate: fields.targetDate === '' ? null : fields.targetDate,
  };
}
