import { sql } from 'kysely';
import type { Expression } from 'kysely';
import type { Db, ShareReport, SpeechShare } from '../schema.ts';
import { isStoredId } from './ids.ts';

/** Shared talks' links and visitors' reports (migration 0015; docs/decisions/shared-talks.md). */

/** The speech's live link, if it is shared. */
export function findLiveShareOfSpeech(
  db: Db,
  userId: string,
  speechId: number,
): Promise<SpeechShare | undefined> {
  if (!isStoredId(speechId)) return Promise.resolve(undefined);
  return db
    .selectFrom('speechShares')
    .selectAll()
    .where('userId', '=', userId)
    .where('speechId', '=', speechId)
    .where('stoppedAt', 'is', null)
    .executeTakeFirst();
}

export async function countLiveSharesOfUser(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('speechShares')
    .select((eb) => eb.fn.countAll<string>().as('shares'))
    .where('userId', '=', userId)
    .where('stoppedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.shares);
}

export function insertShare(
  db: Db,
  share: {
    token: string;
    userId: string;
    speechId: number;
    audioId: number | null;
    createdAt: Date;
  },
): Promise<SpeechShare> {
  return db.insertInto('speechShares').values(share).returningAll().executeTakeFirstOrThrow();
}

/** Stops the speech's live link (the owner's, or every one when `userId` is undefined). */
export async function stopSharesOfSpeech(
  db: Db,
  speechId: number,
  at: Date,
  userId?: string,
): Promise<number> {
  if (!isStoredId(speechId)) return 0;
  let update = db
    .updateTable('speechShares')
    .set({ stoppedAt: at })
    .where('speechId', '=', speechId)
    .where('stoppedAt', 'is', null);
  if (userId !== undefined) update = update.where('userId', '=', userId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Forgets the user's stopped links past the newest `keep`: they answer 404 instead of 410. */
export async function forgetOldStoppedShares(db: Db, userId: string, keep: number): Promise<void> {
  const kept = db
    .selectFrom('speechShares')
    .select('token')
    .where('userId', '=', userId)
    .where('stoppedAt', 'is not', null)
    .orderBy('stoppedAt', 'desc')
    .limit(keep);
  await db
    .deleteFrom('speechShares')
    .where('userId', '=', userId)
    .where('stoppedAt', 'is not', null)
    .where('token', 'not in', kept)
    .execute();
}

/** The user's live links, newest first: which of their talks carry the 'shared' mark. */
export function listLiveSharesOfUser(
  db: Db,
  userId: string,
): Promise<{ speechId: number; token: string; createdAt: Date }[]> {
  return db
    .selectFrom('speechShares')
    .select(['token', 'createdAt', sql<number>`speech_id`.as('speechId')])
    .where('userId', '=', userId)
    .where('stoppedAt', 'is', null)
    .where('speechId', 'is not', null)
    .orderBy('createdAt', 'desc')
    .execute();
}

/** What a shared link shows: the text and, if one was shared, the recording. Nothing else. */
export interface SharedTalkRow {
  token: string;
  ownerId: string;
  stoppedAt: Date | null;
  speechId: number | null;
  content: string | null;
  audioId: number | null;
}

export function findSharedTalk(db: Db, token: string): Promise<SharedTalkRow | undefined> {
  return db
    .selectFrom('speechShares')
    .leftJoin('speeches', 'speeches.id', 'speechShares.speechId')
    .select([
      'speechShares.token',
      'speechShares.userId as ownerId',
      'speechShares.stoppedAt',
      'speechShares.speechId',
      'speechShares.audioId',
      'speeches.content',
    ])
    .where('speechShares.token', '=', token)
    .executeTakeFirst();
}

export async function countShareReports(db: Db, token: string): Promise<number> {
  const row = await db
    .selectFrom('shareReports')
    .select((eb) => eb.fn.countAll<string>().as('reports'))
    .where('shareToken', '=', token)
    .executeTakeFirstOrThrow();
  return Number(row.reports);
}

export function insertShareReport(
  db: Db,
  report: {
    shareToken: string;
    reason: ShareReport['reason'];
    note: string | null;
    createdAt: Date;
  },
): Promise<ShareReport> {
  return db.insertInto('shareReports').values(report).returningAll().executeTakeFirstOrThrow();
}

/** Locks a link's row for the rest of the transaction, so that its reports are counted in turn. */
export async function lockShare(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('speechShares')
    .select('token')
    .where('token', '=', token)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The speech's newest stored recording: what sharing makes public (none is made for visitors). */
export function findNewestAudioOfSpeech(
  db: Db,
  speechId: number,
): Promise<{ id: number; speechId: number; voice: string; durationMs: number | null } | undefined> {
  return db
    .selectFrom('speechAudio')
    .select(['id', 'speechId', 'voice', 'durationMs'])
    .where('speechId', '=', speechId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A visitor's report as the operator reads it: the link, the reason, the note and the talk's start. */
export interface ShareReportForReview {
  shareToken: string;
  reason: ShareReport['reason'];
  note: string | null;
  reportedAt: Date;
  excerpt: string | null;
}

/** The newest visitors' reports, each with the first `excerptLength` characters of the talk. */
export function listRecentShareReports(
  db: Db,
  limit: number,
  excerptLength: number,
): Promise<ShareReportForReview[]> {
  return db
    .selectFrom('shareReports')
    .innerJoin('speechShares', 'speechShares.token', 'shareReports.shareToken')
    .leftJoin('speeches', 'speeches.id', 'speechShares.speechId')
    .select((eb) => [
      'shareReports.shareToken',
      'shareReports.reason',
      'shareReports.note',
      'shareReports.createdAt as reportedAt',
      eb.fn<string | null>('left', ['speeches.content', eb.val(excerptLength)]).as('excerpt'),
    ])
    .orderBy('shareReports.createdAt', 'desc')
    .orderBy('shareReports.id', 'desc')
    .limit(limit)
    .execute();
}

/** The hex SHA-256 of a token's UTF-8, as `revoked_share_tokens` keeps it. */
const sha256Hex = (text: Expression<string>) =>
  sql<string>`encode(sha256(convert_to(${text}, 'UTF8')), 'hex')`;

/**
 * Keeps the hashes of every link of the user (live or stopped) before their account goes, so that the
 * links answer 410 once the rows are gone; nothing else of the account is kept.
 */
export async function revokeSharesOfUser(db: Db, userId: string): Promise<void> {
  await db
    .insertInto('revokedShareTokens')
    .columns(['tokenHash'])
    .expression(
      db
        .selectFrom('speechShares')
        .select(sha256Hex(sql.ref('token')).as('tokenHash'))
        .where('userId', '=', userId),
    )
    .onConflict((conflict) => conflict.column('tokenHash').doNothing())
    .execute();
}

/** The token was a link of a deleted account. */
export async function isRevokedShareToken(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('revokedShareTokens')
    .select('tokenHash')
    .where('tokenHash', '=', sha256Hex(sql.val(token)))
    .executeTakeFirst();
  return row !== undefined;
}
