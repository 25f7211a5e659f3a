import { sql } from 'kysely';
import type {
  Db,
  NewSpeech,
  Speech,
  SpeechLength,
  SpeechSummary,
  SpeechUpdate,
  Tone,
} from '../schema.ts';
import { isStoredId } from './ids.ts';
import { markedToPrepare } from '../prepared-statements.ts';
import { builtOnce, namedSelectList, runPrepared, runStatement } from './statement-text.ts';

/** Every column of a speech but its text: what lists carry. `satisfies` makes a new column a compile error here. */
export const SPEECH_SUMMARY_COLUMNS = Object.keys({
  id: true,
  userId: true,
  goalId: true,
  context: true,
  tone: true,
  voiceStyle: true,
  duration: true,
  wordCount: true,
  estimatedDuration: true,
  audioUrl: true,
  name: true,
  isFavourite: true,
  source: true,
  createdAt: true,
} satisfies Record<keyof SpeechSummary, true>) as (keyof SpeechSummary)[];

/**
 * Every column of a speech that leaves the database. Named one by one, never `select *`: the
 * table also holds `search_vector` (migration 0007), which is for searching, not for clients.
 */
export const SPEECH_COLUMNS: (keyof Speech)[] = [...SPEECH_SUMMARY_COLUMNS, 'content'];

export interface SpeechSummaryFilter {
  /** Rows strictly older than this (createdAt, id) position: the previous page's last row. */
  after?: { createdAt: Date; id: number } | null | undefined;
  /** A `to_tsquery` text (built by the domain from words only), matched against name, context and text. */
  search?: string | undefined;
  tone?: Tone | undefined;
  length?: SpeechLength | undefined;
  favourite?: boolean | undefined;
  /** Only the daily talks (true) or only the speeches asked for (false). */
  daily?: boolean | undefined;
  goalId?: number | undefined;
}

/**
 * The unfiltered list, every screen's first read, written out once (see statement-text.ts): $1 the
 * user, $2 the limit, and after a cursor $3 and $4 its (createdAt, id). Building it with Kysely
 * took 5 % of the server's CPU on `GET /api/speeches`; the filtered lists are rarer and built.
 */
const SPEECH_SUMMARIES_SQL = `
  select ${namedSelectList('speeches', SPEECH_SUMMARY_COLUMNS)}
    from speeches
   where speeches.user_id = $1
     and not exists (select 1 from speech_reports where speech_reports.speech_id = speeches.id)`;
const NEWEST_FIRST = `
   order by speeches.created_at desc, speeches.id desc
   limit $2`;
const FIRST_PAGE_SQL = markedToPrepare(SPEECH_SUMMARIES_SQL + NEWEST_FIRST);
const PAGE_AFTER_SQL = markedToPrepare(`${SPEECH_SUMMARIES_SQL}
     and (speeches.created_at, speeches.id) < ($3, $4)${NEWEST_FIRST}`);

/** The favourites card's page, on every first screen: `is_favourite = 1` written in, as built below. */
const FAVOURITES_FIRST_PAGE_SQL = markedToPrepare(`${SPEECH_SUMMARIES_SQL}
     and speeches.is_favourite = 1${NEWEST_FIRST}`);

const isUnfiltered = (filter: SpeechSummaryFilter) =>
  filter.search === undefined &&
  filter.tone === undefined &&
  filter.length === undefined &&
  filter.favourite === undefined &&
  filter.daily === undefined &&
  filter.goalId === undefined;

/**
 * Up to `limit` of the user's speeches without their text, newest first, narrowed by `filter`. A
 * speech its owner reported is left out until the report is undone (docs/decisions/report-a-speech.md).
 */
export function listSpeechSummaries(
  db: Db,
  userId: string,
  filter: SpeechSummaryFilter,
  limit: number,
): Promise<SpeechSummary[]> {
  if (isUnfiltered(filter)) {
    const { after } = filter;
    return after
      ? runStatement<SpeechSummary>(db, PAGE_AFTER_SQL, [userId, limit, after.createdAt, after.id])
      : runStatement<SpeechSummary>(db, FIRST_PAGE_SQL, [userId, limit]);
  }
  if (
    filter.favourite === true &&
    !filter.after &&
    isUnfiltered({ ...filter, favourite: undefined })
  ) {
    return runStatement<SpeechSummary>(db, FAVOURITES_FIRST_PAGE_SQL, [userId, limit]);
  }
  let matching = db
    .selectFrom('speeches')
    .select(SPEECH_SUMMARY_COLUMNS)
    .where('userId', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('speechReports')
            .select('speechReports.speechId')
            .whereRef('speechReports.speechId', '=', 'speeches.id'),
        ),
      ),
    );
  const { after, search, tone, length, favourite, daily, goalId } = filter;
  if (after) {
    matching = matching.where((eb) =>
      eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after.createdAt, after.id)),
    );
  }
  if (tone !== undefined) matching = matching.where('tone', '=', tone);
  if (length !== undefined) matching = matching.where('duration', '=', length);
  // Written into the statement, not sent as a value: the statement is prepared (runPrepared), and a
  // plan made for any value could not use the favourites' partial index (is_favourite = 1).
  if (favourite !== undefined) {
    matching = matching.where('isFavourite', '=', sql.lit(favourite ? 1 : 0));
  }
  if (daily !== undefined) matching = matching.where('source', daily ? '=' : '<>', 'daily');
  if (goalId !== undefined) {
    // An id past PostgreSQL's integer names no goal, so no speech.
    if (!isStoredId(goalId)) return Promise.resolve([]);
    matching = matching.where('goalId', '=', goalId);
  }
  // At most one text for each set of filters: a handful, the favourites' first page among them.
  if (search === undefined) {
    return runPrepared(
      db,
      matching.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit),
    );
  }
  // The matches first, through the GIN index, then the newest of them. Left to itself the planner
  // walks the user's speeches newest first and tests each one's words, since it cannot tell how
  // rare a prefix is: 40-100 ms for a rare word among 2,000 speeches (docs/decisions/speech-search.md).
  const found = matching.where(sql<boolean>`search_vector @@ to_tsquery('simple', ${search})`);
  return db
    .with(
      (cte) => cte('found').materialized(),
      () => found,
    )
    .selectFrom('found')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** What the built-in writer does not repeat of a recent speech: its sentences and its paragraph plan. */
export interface RecentSpeechWriting {
  content: string;
  paragraphPlan: string | null;
}

/**
 * The texts and paragraph plans of the user's latest speeches, newest first: the built-in writer
 * leaves their sentences unsaid and follows other plans (docs/decisions/built-in-writer.md).
 * Served by the (user_id, created_at) index.
 */
export function listRecentSpeechWriting(
  db: Db,
  userId: string,
  limit: number,
): Promise<RecentSpeechWriting[]> {
  return db
    .selectFrom('speeches')
    .select(['content', 'paragraphPlan'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface DailySpeechCount {
  /** 'YYYY-MM-DD', in UTC. */
  day: string;
  speeches: number;
}

const SPEECHES_BY_DAY = builtOnce((db, { userId, since }: { userId: string; since: Date }) => {
  const day = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .selectFrom('speeches')
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('speeches')])
    .where('userId', '=', userId)
    .where('createdAt', '>=', since)
    .groupBy(day)
    .orderBy(day);
});

/** How many speeches the user wrote on each UTC day since `since`, oldest first; days without any are absent. */
export function countSpeechesByDay(
  db: Db,
  userId: string,
  since: Date,
): Promise<DailySpeechCount[]> {
  return SPEECHES_BY_DAY(db, { userId, since }).then((rows) =>
    rows.map((row) => ({ day: row.day, speeches: Number(row.speeches) })),
  );
}

/**
 * Deletes one of the user's own speeches (its audio rows, feedback and recordings go with it) and
 * answers the storage keys of its audio files, for the caller to delete; undefined when it is not theirs.
 */
export async function deleteSpeechOfUser(
  db: Db,
  userId: string,
  speechId: number,
): Promise<string[] | undefined> {
  if (!isStoredId(speechId)) return undefined;
  return db.transaction().execute(async (trx) => {
    // Locked first: audio saved meanwhile waits, then finds no speech, so no file is left behind.
    const speech = await trx
      .selectFrom('speeches')
      .select('id')
      .where('id', '=', speechId)
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!speech) return undefined;
    const audio = await trx
      .selectFrom('speechAudio')
      .select('storageKey')
      .where('speechId', '=', speechId)
      .execute();
    await trx.deleteFrom('speeches').where('id', '=', speechId).execute();
    return audio.map((row) => row.storageKey);
  });
}

export function insertSpeech(db: Db, speech: NewSpeech): Promise<Speech> {
  return db
    .insertInto('speeches')
    .values(speech)
    .returning(SPEECH_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The user's oldest speech with this context and text (the audio debug tool's speech), if any. */
export function findSpeechOfUserByText(
  db: Db,
  userId: string,
  context: string,
  content: string,
): Promise<Speech | undefined> {
  return db
    .selectFrom('speeches')
    .select(SPEECH_COLUMNS)
    .where('userId', '=', userId)
    .where('context', '=', context)
    .where('content', '=', content)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** One of the user's own speeches; undefined when it is someone else's or does not exist. */
export function findSpeechOfUser(
  db: Db,
  userId: string,
  speechId: number,
): Promise<Speech | undefined> {
  if (!isStoredId(speechId)) return Promise.resolve(undefined);
  return db
    .selectFrom('speeches')
    .select(SPEECH_COLUMNS)
    .where('id', '=', speechId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export type SpeechChanges = Pick<SpeechUpdate, 'name' | 'isFavourite'>;

/** Renames and/or (un)favourites one of the user's own speeches; undefined when it is not theirs. */
export async function updateSpeech(
  db: Db,
  userId: string,
  speechId: number,
  changes: SpeechChanges,
): Promise<Speech | undefined> {
  if (!isStoredId(speechId)) return undefined;
  return db
    .updateTable('speeches')
    .set(changes)
    .where('id', '=', speechId)
    .where('userId', '=', userId)
    .returning(SPEECH_COLUMNS)
    .executeTakeFirst();
}
