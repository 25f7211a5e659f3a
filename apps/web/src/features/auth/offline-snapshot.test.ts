import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isOfflineQuery, mergeSnapshots, ownerOf, trpcPathOf } from './offline-snapshot.ts';
import type { CachedQuery } from './offline-snapshot.ts';

type Dehydrated = DehydratedState['queries'][number];

function query(path: string[], data: unknown, input?: unknown): Dehydrated {
  const queryKey = [path, input === undefined ? { type: 'query' } : { input, type: 'query' }];
  return {
    queryHash: JSON.stringify(queryKey),
    queryKey,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: 1,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
    dehydratedAt: 1,
  };
}

const copy = (...queries: Dehydrated[]) => ({ clientState: { queries, mutations: [] } });

const ann = { id: 'ann', firstName: 'Ann' };
const bob = { id: 'bob', firstName: 'Bob' };
const annSignedIn = query(['auth', 'user'], ann);
const bobSignedIn = query(['auth', 'user'], bob);
const nobody = query(['auth', 'user'], null);

describe('trpcPathOf', () => {
  it.each([
    [[['speech', 'list'], { type: 'query' }], 'speech.list'],
    [[['audio', 'describe'], { input: { speechId: 1 }, type: 'query' }], 'audio.describe'],
    [['/api/voices'], null],
    [[], null],
  ])('%j is %s', (key, path) => {
    expect(trpcPathOf(key)).toBe(path);
  });
});

describe('isOfflineQuery', () => {
  const cached = (path: string[], status: CachedQuery['state']['status']): CachedQuery => ({
    queryKey: [path, { type: 'query' }],
    state: { status, data: status === 'success' ? {} : undefined },
  });

  it.each([
    [['auth', 'user'], 'success', true],
    [['user', 'profile'], 'success', true],
    [['speech', 'page'], 'success', true],
    [['speech', 'byId'], 'success', true],
    [['speech', 'activity'], 'success', true],
    [['goal', 'list'], 'success', true],
    [['mood', 'recent'], 'success', true],
    [['mood', 'history'], 'success', true],
    [['personalisation', 'insights'], 'success', true],
    [['audio', 'describe'], 'success', true],
    // The server's errors and unanswered queries are not kept.
    [['speech', 'page'], 'error', false],
    [['speech', 'page'], 'pending', false],
    // Public answers and what the dashboard does not show offline.
    [['voice', 'list'], 'success', false],
    [['subscription', 'tiers'], 'success', false],
    [['subscription', 'config'], 'success', false],
    [['account', 'export'], 'success', false],
    [['health', 'check'], 'success', false],
  ] as const)('%j %s: %s', (path, status, kept) => {
    expect(isOfflineQuery(cached([...path], status))).toBe(kept);
  });

  it('keeps no query that is not tRPC', () => {
    expect(isOfflineQuery({ queryKey: ['/api/voices'], state: { status: 'success' } })).toBe(false);
  });
});

describe('ownerOf', () => {
  it.each([
    ['the first lookup', copy(annSignedIn), 'ann'],
    [
      'the second lookup when the first found nobody',
      copy(nobody, query(['user', 'profile'], bob)),
      'bob',
    ],
    ['nobody signed in', copy(nobody, query(['user', 'profile'], null)), null],
    ['no lookup at all', copy(query(['speech', 'list'], [])), null],
  ])('%s', (_case, snapshot, owner) => {
    expect(ownerOf(snapshot.clientState)).toBe(owner);
  });
});

describe('mergeSnapshots', () => {
  const oldList = query(['speech', 'list'], [{ id: 1 }]);
  const newList = query(['speech', 'list'], [{ id: 2 }, { id: 1 }]);
  const audioOfOne = query(
    ['audio', 'describe'],
    { audioUrl: '/a/1' },
    { speechId: 1, voice: 'nova' },
  );

  it('starts a copy for the signed-in user', () => {
    const next = copy(annSignedIn, newList);
    expect(mergeSnapshots(undefined, next)).toEqual(next);
  });

  it("keeps the same user's answers that are no longer in memory, taking the newer of each", () => {
    const merged = mergeSnapshots(
      copy(annSignedIn, oldList, audioOfOne),
      copy(annSignedIn, newList),
    );
    expect(merged?.clientState.queries).toEqual([audioOfOne, annSignedIn, newList]);
  });

  it("replaces another user's copy whole", () => {
    const next = copy(bobSignedIn, newList);
    expect(mergeSnapshots(copy(annSignedIn, oldList, audioOfOne), next)).toEqual(next);
  });

  it('never stores a cache without a signed-in user', () => {
    const previous = copy(annSignedIn, oldList);
    expect(mergeSnapshots(previous, copy(nobody, newList))).toBe(previous);
    expect(mergeSnapshots(undefined, copy(newList))).toBeUndefined();
  });
});
