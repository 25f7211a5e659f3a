import { PROGRESS_CHART_DAYS } from './features/progress/chart-data.ts';
import {
  FAVOURITE_SPEECHES_INPUT,
  RECENT_SPEECHES_INPUT,
} from './features/speeches/list-inputs.ts';
import type { FirstScreenQuery } from './prerendered.ts';
import type { RouterInputs } from './trpc.ts';

/** 'mood.history' and its input, for every query the router has. */
type TypedQuery = {
  [Router in keyof RouterInputs]: {
    [Procedure in keyof RouterInputs[Router]]: undefined extends RouterInputs[Router][Procedure]
      ? {
          path: `${Router & string}.${Procedure & string}`;
          input?: RouterInputs[Router][Procedure];
        }
      : {
          path: `${Router & string}.${Procedure & string}`;
          input: RouterInputs[Router][Procedure];
        };
  }[keyof RouterInputs[Router]];
}[keyof RouterInputs];

/**
 * What the signed-in dashboard asks for on its first render, with the same inputs. The API answers
 * them while it renders the page and sends the answers with it, so the cards paint filled and the
 * browser asks nothing. A query missing here still works: the browser asks for it after the
 * takeover (a browser test checks that none is). Every list here is a bounded page, so the page's
 * size does not grow with the user's history (apps/api/test/first-screen.test.ts).
 */
export const FIRST_SCREEN_QUERIES = [
  { path: 'user.profile' },
  { path: 'speech.page', input: RECENT_SPEECHES_INPUT },
  { path: 'speech.page', input: FAVOURITE_SPEECHES_INPUT },
  { path: 'speech.activity', input: { days: PROGRESS_CHART_DAYS } },
  { path: 'goal.list' },
  { path: 'mood.recent' },
  { path: 'mood.history', input: { days: PROGRESS_CHART_DAYS } },
  { path: 'personalisation.insights' },
  // The header's bell: its dot on the first paint.
  { path: 'notification.list' },
] as const satisfies readonly TypedQuery[] satisfies readonly FirstScreenQuery[];
