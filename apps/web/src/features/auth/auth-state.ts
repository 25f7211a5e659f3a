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
