import { testDatabases } from '@rally/db/testing';
import { SPEECH_PAGE_MAX, SPEECH_PAGE_SIZE } from '@rally/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';

interface SummaryJson {
  id: number;
  name: string | null;
  tone: string;
  createdAt: string;
}
interface PageJson {
  speeches: SummaryJson[];
  nextCursor: string | null;
}

const START = Date.UTC(2026, 0, 1, 9);
const MINUTE_MS = 60_000;
const TONES = ['encouraging', 'confident', 'gentle', 'energetic'] as const;

describe.each(testDatabases())('the speech history on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => call(t.app, { method: 'GET', url, cookie });
  const page = async (url: string, cookie: string): Promise<PageJson> => {
    const response = await get(url, cookie);
    expectStatus(response, 200);
    return response.json() as PageJson;
  };
  const trpcQuery = (path: string, cookie: string, input: object) =>
    get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, cookie);

  /** `count` speeches a minute apart, the tones in turn; every fifth a favourite. */
  async function userWithSpeeches(count: number, extra: { goalId?: number } = {}) {
    const signedUp = await signUpUser(t.app);
    const rows = Array.from({ length: count }, (_, index) => ({
      userId: signedUp.user.id,
      goalId: index % 3 === 0 ? (extra.goalId ?? null) : null,
      context: `Practice number ${index} for the big day`,
      tone: TONES[index % TONES.length] ?? 'encouraging',
      voiceStyle: 'warm' as const,
      content: `You have trained for this, number ${index}.`,
      duration: index % 2 === 0 ? ('short' as const) : ('medium' as const),
      isFavourite: index % 5 === 0 ? (1 as const) : (0 as const),
      createdAt: new Date(START + index * MINUTE_MS),
    }));
    const ids = await t.deps.db.insertInto('speeches').values(rows).returning('id').execute();
    return { ...signedUp, ids: ids.map((row) => row.id) };
  }

  it('pages every speech newest first by its cursor, with no text and no repeats', async () => {
    const { cookie, ids } = await userWithSpeeches(45);
    const seen: number[] = [];
    let url = '/api/speeches';
    const sizes: number[] = [];
    for (;;) {
      const { speeches, nextCursor } = await page(url, cookie);
      sizes.push(speeches.length);
      seen.push(...speeches.map((speech) => speech.id));
      expect(speeches[0]).not.toHaveProperty('content');
      if (nextCursor === null) break;
      url = `/api/speeches?cursor=${encodeURIComponent(nextCursor)}`;
    }
    expect(sizes).toEqual([SPEECH_PAGE_SIZE, SPEECH_PAGE_SIZE, 5]);
    expect(seen).toEqual([...ids].reverse());
  });

  it('keeps speeches of the same moment apart by id', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const at = new Date(START);
    const same = Array.from({ length: 5 }, (_, index) => ({
      userId: user.id,
      context: `Same moment ${index}`,
      tone: 'gentle' as const,
      voiceStyle: 'warm' as const,
      content: 'Breathe.',
      createdAt: at,
    }));
    const ids = (await t.deps.db.insertInto('speeches').values(same).returning('id').execute()).map(
      (row) => row.id,
    );
    const first = await page('/api/speeches?limit=2', cookie);
    const second = await page(`/api/speeches?limit=2&cursor=${first.nextCursor}`, cookie);
    const third = await page(`/api/speeches?limit=2&cursor=${second.nextCursor}`, cookie);
    expect(
      [...first.speeches, ...second.speeches, ...third.speeches].map((speech) => speech.id),
    ).toEqual([...ids].reverse());
    expect(third.nextCursor).toBeNull();
  });

  it('searches the name, the context and the text, by word prefixes', async () => {
    const { cookie, ids } = await userWithSpeeches(6);
    const named = ids[2];
    await call(t.app, {
      method: 'PATCH',
      url: `/api/speeches/${named}`,
      cookie,
      payload: { name: 'Marathon wedding' },
    });
    const idsOf = async (q: string) =>
      (await page(`/api/speeches?q=${encodeURIComponent(q)}`, cookie)).speeches.map((s) => s.id);

    expect(await idsOf('marathon')).toEqual([named]);
    expect(await idsOf('MARA')).toEqual([named]);
    // Words are not stemmed: a stemmer would store 'wedding' as 'wed', which 'wedd' misses.
    expect(await idsOf('wedd')).toEqual([named]);
    expect(await idsOf('number 4')).toEqual([ids[4]]);
    expect(await idsOf('practice big')).toHaveLength(6);
    expect(await idsOf('trained')).toHaveLength(6);
    expect(await idsOf('nothing-like-this')).toEqual([]);
    // Punctuation and operators are no syntax: they are dropped, never an error.
    expect(await idsOf("marathon & | ! ( ' :*")).toEqual([named]);
    // No words at all searches nothing, so everything is listed.
    expect(await idsOf('&&&')).toHaveLength(6);
  });

  it('filters by tone, length, favourite and goal, on REST and tRPC alike', async () => {
    const { cookie } = await signUpUser(t.app);
    const goal = await call(t.app, {
      method: 'POST',
      url: '/api/goals',
      cookie,
      payload: { title: 'Run a 5k', category: 'fitness' },
    });
    const goalId = (goal.json() as { id: number }).id;
    // The fixture's goal is someone else's user: give the speeches to this user's goal.
    const { cookie: owner, ids } = await userWithSpeeches(12);
    await t.deps.db.updateTable('speeches').set({ goalId }).where('id', 'in', ids).execute();
    const idsOf = async (query: string, who = owner) =>
      (await page(`/api/speeches?${query}`, who)).speeches.map((s) => s.id).sort((a, b) => a - b);
    const expected = (keep: (index: number) => boolean) =>
      ids.filter((_, index) => keep(index)).sort((a, b) => a - b);

    expect(await idsOf('tone=gentle')).toEqual(expected((i) => i % 4 === 2));
    expect(await idsOf('length=medium')).toEqual(expected((i) => i % 2 === 1));
    expect(await idsOf('favourite=true')).toEqual(expected((i) => i % 5 === 0));
    expect(await idsOf('favourite=false&tone=encouraging')).toEqual(
      expected((i) => i % 5 !== 0 && i % 4 === 0),
    );
    // The goal is another user's: its id shows that user nothing of the speeches.
    expect(await idsOf(`goalId=${goalId}`, cookie)).toEqual([]);
    expect(await idsOf(`goalId=${goalId}`)).toEqual(expected(() => true));

    const viaTrpc = await trpcQuery('speech.page', owner, { tone: 'gentle', favourite: false });
    expectStatus(viaTrpc, 200);
    const rest = await page('/api/speeches?tone=gentle&favourite=false', owner);
    expect(viaTrpc.json().result.data).toEqual(rest);
  });

  it('filters the daily talks in or out, on REST and tRPC alike', async () => {
    const { cookie: owner, ids } = await userWithSpeeches(6);
    const daily = ids.filter((_, index) => index % 3 === 0);
    await t.deps.db
      .updateTable('speeches')
      .set({ source: 'daily' })
      .where('id', 'in', daily)
      .execute();
    const idsOf = async (query: string) =>
      (await page(`/api/speeches?${query}`, owner)).speeches.map((s) => s.id).sort((a, b) => a - b);

    expect(await idsOf('daily=true')).toEqual([...daily].sort((a, b) => a - b));
    expect(await idsOf('daily=false')).toEqual(
      ids.filter((id) => !daily.includes(id)).sort((a, b) => a - b),
    );
    expect((await idsOf('')).length).toBe(ids.length);
    const viaTrpc = await trpcQuery('speech.page', owner, { daily: true });
    expectStatus(viaTrpc, 200);
    expect(viaTrpc.json().result.data).toEqual(await page('/api/speeches?daily=true', owner));
  });

  it.each([
    ['a limit over the maximum', `limit=${SPEECH_PAGE_MAX + 1}`, 'limit must be at most 50'],
    ['a limit of zero', 'limit=0', 'limit must be at least 1'],
    ['a cursor of someone else making', 'cursor=abc', 'Invalid cursor'],
    ['a cursor past any id', 'cursor=1700000000000-99999999999', 'Invalid cursor'],
    ['an unknown tone', 'tone=angry', 'tone: Invalid option'],
    ['a favourite flag that is none', 'favourite=maybe', 'favourite: Expected true or false'],
    ['a daily flag that is none', 'daily=maybe', 'daily: Expected true or false'],
    ['a search too long', `q=${'a'.repeat(201)}`, 'at most 200 characters'],
    ['a goal id that is no number', 'goalId=abc', 'goalId'],
  ])('answers 400 to %s', async (_case, query, message) => {
    const { cookie } = await signUpUser(t.app);
    const response = await get(`/api/speeches?${query}`, cookie);
    expectStatus(response, 400);
    expect(response.json().message).toContain(message);
  });

  it('opens one speech with its text; another user gets 404', async () => {
    const { cookie, ids } = await userWithSpeeches(2);
    const other = await signUpUser(t.app);
    const opened = await get(`/api/speeches/${ids[1]}`, cookie);
    expectStatus(opened, 200);
    expect(opened.json()).toMatchObject({
      id: ids[1],
      content: expect.stringContaining('trained'),
    });
    expectStatus(await get(`/api/speeches/${ids[1]}`, other.cookie), 404);
    expectStatus(await get('/api/speeches/abc', cookie), 400);
  });

  it('deletes a speech with its audio files, and only the owner can', async () => {
    const { cookie, user, ids } = await userWithSpeeches(2);
    const other = await signUpUser(t.app);
    const [speechId = 0, keptId = 0] = ids;
    const storageKey = `speeches/${speechId}/local-nova-history.mp3`;
    await t.deps.providers.audioStore.put(storageKey, new Uint8Array([0xff, 0xfb, 0x90, 0x00]));
    await t.deps.db
      .insertInto('speechAudio')
      .values({
        speechId,
        userId: user.id,
        voice: 'nova',
        provider: 'local',
        textHash: 'history',
        storageKey,
        byteLength: 4,
      })
      .execute();
    const remove = (id: number, who: string) =>
      call(t.app, { method: 'DELETE', url: `/api/speeches/${id}`, cookie: who });

    expectStatus(await remove(speechId, other.cookie), 404);
    expect(await t.deps.providers.audioStore.read(storageKey)).not.toBeNull();

    const removed = await remove(speechId, cookie);
    expectStatus(removed, 204);
    expect(removed.body).toBe('');
    expect(await t.deps.providers.audioStore.read(storageKey)).toBeNull();
    expect((await page('/api/speeches', cookie)).speeches.map((s) => s.id)).toEqual([keptId]);
    expectStatus(await remove(speechId, cookie), 404);

    const viaTrpc = await call(t.app, {
      method: 'POST',
      url: '/trpc/speech.delete',
      cookie,
      payload: { id: keptId },
    });
    expectStatus(viaTrpc, 200);
    expect((await page('/api/speeches', cookie)).speeches).toEqual([]);
  });

  it('counts the speeches of each day for the chart', async () => {
    const { cookie } = await userWithSpeeches(3);
    t.setNow(new Date(START + 2 * 24 * 60 * MINUTE_MS));
    const response = await trpcQuery('speech.activity', cookie, { days: 7 });
    t.setNow(new Date());
    expectStatus(response, 200);
    expect(response.json().result.data).toEqual([{ day: '2026-01-01', speeches: 3 }]);
  });
});
