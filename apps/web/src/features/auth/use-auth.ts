import { trpc } from '../../trpc.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { authState } from './auth-state.ts';
import type { AuthState } from './auth-state.ts';

export type SessionUser = NonNullable<RouterOutputs['auth']['user']>;

/** The signed-in state: `auth.user` first, then `user.profile` only when the first found nobody. */
export function useAuth(): AuthState<SessionUser> {
  const first = trpc.auth.user.useQuery();
  const firstFoundNobody = !first.isPending && !first.data;
  const second = trpc.user.profile.useQuery(undefined, { enabled: firstFoundNobody });
  return authState<SessionUser>(
    { pending: first.isPending, user: first.data },
    { pending: second.isPending, user: second.data },
  );
}
