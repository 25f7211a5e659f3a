import { describe, expect, it } from 'vitest';
import { authState, offlineCopyAction } from './auth-state.ts';
import type { UserLookup } from './auth-state.ts';

type User = { firstName: string };

const ann: User = { firstName: 'Ann' };
const bob: User = { firstName: 'Bob' };

const pending: UserLookup<User> = { pending: true, user: undefined };
const none: UserLookup<User> = { pending: false, user: null };
const failed: UserLookup<User> = { pending: false, user: undefined };
const found = (user: User): UserLookup<User> => ({ pending: false, user });

describe('authState', () => {
  it.each([
    ['first pending, second not started', pending, pending, { status: 'loading' }],
    ['first pending even if second somehow has a user', pending, found(bob), { status: 'loading' }],
    [
      'first found a user, second never started',
      found(ann),
      pending,
      { status: 'signed-in', user: ann },
    ],
    [
      'first found a user, second found another',
      found(ann),
      found(bob),
      { status: 'signed-in', user: ann },
    ],
    ['first found nobody, second pending', none, pending, { status: 'loading' }],
    ['first failed, second pending', failed, pending, { status: 'loading' }],
    [
      'first found nobody, second found a user',
      none,
      found(bob),
      { status: 'signed-in', user: bob },
    ],
    ['first failed, second found a user', failed, found(bob), { status: 'signed-in', user: bob }],
    ['both found nobody', none, none, { status: 'signed-out' }],
    ['both failed', failed, failed, { status: 'signed-out' }],
  ])('%s', (_case, first, second, expected) => {
    expect(authState(first, second)).toEqual(expected);
  });
});

describe('offlineCopyAction', () => {
  it.each([
    ['signed in by the first lookup', found(ann), pending, 'keep'],
    ['signed in by the second lookup', none, found(bob), 'keep'],
    ['the server answered that nobody is signed in', none, none, 'forget'],
    // Offline, or the server cannot be reached: the copy is all there is.
    ['both lookups failed', failed, failed, 'leave'],
    ['the first failed, the second found nobody', failed, none, 'leave'],
    ['the first found nobody, the second failed', none, failed, 'leave'],
    ['still looking', pending, pending, 'leave'],
    ['the second still looking', none, pending, 'leave'],
  ])('%s', (_case, first, second, expected) => {
    expect(offlineCopyAction(first, second)).toBe(expected);
  });
});
