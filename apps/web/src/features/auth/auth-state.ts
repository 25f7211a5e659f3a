/** One of the two user lookups of spec section 4, as far as the decision needs it. */
export interface UserLookup<User> {
  /** True until the lookup has an answer; a lookup that has not been started yet is still pending. */
  pending: boolean;
  user: User | null | undefined;
}

export type AuthState<User> =
  { status: 'loading' } | { status: 'signed-in'; user: User } | { status: 'signed-out' };

/**
 * The user counts as signed in if either lookup returned a user. Loading lasts while the first
 * lookup is pending, or while the second is pending and the first returned nothing.
 */
export function authState<User>(
  first: UserLookup<User>,
  second: UserLookup<User>,
): AuthState<User> {
  if (first.pending) return { status: 'loading' };
  if (first.user) return { status: 'signed-in', user: first.user };
  if (second.pending) return { status: 'loading' };
  if (second.user) return { status: 'signed-in', user: second.user };
  return { status: 'signed-out' };
}

/** What the device does with its offline copy of the signed-in user's answers. */
export type OfflineCopyAction = 'keep' | 'forget' | 'leave';

/**
 * Kept while a user is signed in; forgotten once the server has answered that nobody is (signed
 * out elsewhere, session expired); left alone when a lookup failed or is still waiting, as it does
 * offline, where the copy is all there is.
 */
export function offlineCopyAction<User>(
  first: UserLookup<User>,
  second: UserLookup<User>,
): OfflineCopyAction {
  const state = authState(first, second);
  if (state.status === 'signed-in') return 'keep';
  if (state.status === 'signed-out' && first.user === null && second.user === null) return 'forget';
  return 'leave';
}
