/** Who a text shows a risk to: the writer (suicidal thoughts, self-harm) or other people. */
export type CrisisConcern = 'self-harm' | 'harm-others';

/** What the crisis screen found in a text; `concerns` is empty when nothing matched. */
export interface CrisisScreen {
  concerns: CrisisConcern[];
}
