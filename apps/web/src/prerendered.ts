import type { RenderedFor } from '@rally/domain';
import type { SessionUser } from './features/auth/use-auth.ts';

/**
 * Who the page was rendered for, known before the first render: nobody (the landing page) or a
 * signed-in user, with the time the page was written for and the answers it was written with
 * (the domain's first-screen contract).
 */
export type KnownVisitor = RenderedFor<SessionUser>;
