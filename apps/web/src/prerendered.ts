import type { SessionUser } from './features/auth/use-auth.ts';
import type { RenderedTime } from './rendered-time.ts';

/** The attribute on #root of the landing page the build renders ahead of time (render-page.tsx). */
export const PRERENDERED_FOR_VISITOR = 'data-prerendered-for-visitor';

/** The attribute on #root of a signed-in user's first screen, rendered by the API per request. */
export const RENDERED_FOR_USER = 'data-rendered-for-user';

/** The id of the JSON script holding what the server rendered the signed-in first screen with. */
export const FIRST_SCREEN_DATA_ID = 'rally-first-screen';

/** A tRPC query by its path ('mood.history') and input. */
export interface FirstScreenQuery {
  path: string;
  input?: unknown;
}

/** A query the server answered for the first screen, as the browser would have received it. */
export interface AnsweredQuery extends FirstScreenQuery {
  data: unknown;
}

/**
 * Who the page was rendered for, known before the first render: nobody (the landing page) or a
 * signed-in user, with the time the page was written for and the answers it was written with.
 */
export type KnownVisitor =
  { user: null } | { user: SessionUser; time: RenderedTime; answers: AnsweredQuery[] };

/**
 * The attribute the app sets on <html> once React has taken the page over (the server-rendered
 * markup included): from then on every control answers. Tests and benches wait on it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
