import { trpc } from '../../trpc.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { authState, offlineCopyAction } from './auth-state.ts';
import type { AuthState } from './auth-state.ts';
import { useOfflineCopy, useOfflineRestore } from './use-offline-copy.ts';

export type SessionUser = NonNullable<RouterOutputs['auth']['user']>;

/**
 * The signed-in state: `auth.user` first, then `user.profile` only when the first found nobody.
 * Opened offline in the shell, the lookups wait for the answers this device saw last (the signed-in
 * user's offline copy), which then answer them.
 */
export function useAuth(): AuthState<SessionUser> {
  const utils = trpc.useUtils();
  // A page the server rendered arrives with the first lookup answered.
  const restoring = useOfflineRestore(
    () => utils.auth.user.getData() === undefined && !navigator.onLine,
  );
  const first = trpc.auth.user.useQuery(undefined, { enabled: !restoring });
  const firstFoundNobody = !first.isPending && !first.data;
  const second = trpc.user.profile.useQuery(undefined, { enabled: firstFoundNobody });
  const firstLookup = { pending: first.isPending, user: first.data };
  const secondLookup = { pending: second.isPending, user: second.data };
  useOfflineCopy(offlineCopyAction(firstLookup, secondLookup));
  return authState<SessionUser>(firstLookup, secondLookup);
}
