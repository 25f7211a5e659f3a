import type { Db, NewSpeechReport, SpeechReport, SpeechReportReason } from '../schema.ts';
import { isStoredId } from './ids.ts';

/**
 * Reports of speeches by their owners (migration 0013; docs/decisions/report-a-speech.md). A reported
 * speech is left out of its owner's lists (listSpeechSummaries) until the report is undone.
 */

/**
 * Takes the user's row for the rest of the transaction: two reports sent at once by the same user
 * are counted one after the other, so neither passes the bound unseen. False when there is no user.
 */
export async function lockUserForReports(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function countReportsOfUser(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('speechReports')
    .select((eb) => eb.fn.countAll<string>().as('reports'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.reports);
}

export function findReportOfSpeech(
  db: Db,
  userId: string,
  speechId: number,
): Promise<SpeechReport | undefined> {
  if (!isStoredId(speechId)) return Promise.resolve(undefined);
  return db
    .selectFrom('speechReports')
    .selectAll()
    .where('speechId', '=', speechId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Saves a report; reporting the same speech again replaces its reason and note. */
export function upsertSpeechReport(db: Db, report: NewSpeechReport): Promise<SpeechReport> {
  return db
    .insertInto('speechReports')
    .values(report)
    .onConflict((oc) =>
      oc.column('speechId').doUpdateSet({
        reason: report.reason,
        note: report.note ?? null,
        createdAt: report.createdAt ?? new Date(),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Undoes the user's report of a speech; false when there was none (or the speech is not theirs). */
export async function deleteSpeechReport(
  db: Db,
  userId: string,
  speechId: number,
): Promise<boolean> {
  if (!isStoredId(speechId)) return false;
  const result = await db
    .deleteFrom('speechReports')
    .where('speechId', '=', speechId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A report as its owner sees it: with what names the speech in a list. */
export interface ReportedSpeech {
  speechId: number;
  reason: SpeechReportReason;
  note: string | null;
  reportedAt: Date;
  name: string | null;
  context: string;
  speechCreatedAt: Date;
}

/** The user's reports, newest first (they are bounded per user, so this is too). */
export function listReportsOfUser(db: Db, userId: string): Promise<ReportedSpeech[]> {
  return db
    .selectFrom('speechReports')
    .innerJoin('speeches', 'speeches.id', 'speechReports.speechId')
    .select([
      'speechReports.speechId',
      'speechReports.reason',
      'speechReports.note',
      'speechReports.createdAt as reportedAt',
      'speeches.name',
      'speeches.context',
      'speeches.createdAt as speechCreatedAt',
    ])
    .where('speechReports.userId', '=', userId)
    .orderBy('speechReports.createdAt', 'desc')
    .orderBy('speechReports.speechId', 'desc')
    .execute();
}

/** A report as the operator reads it: the reason, the note and the start of the speech. */
export interface ReportForReview {
  speechId: number;
  userId: string;
  reason: SpeechReportReason;
  note: string | null;
  reportedAt: Date;
  excerpt: string;
}

/** The newest reports of every user, each with the first `excerptLength` characters of its speech. */
export function listRecentReports(
  db: Db,
  limit: number,
  excerptLength: number,
): Promise<ReportForReview[]> {
  return db
    .selectFrom('speechReports')
    .innerJoin('speeches', 'speeches.id', 'speechReports.speechId')
    .select((eb) => [
      'speechReports.speechId',
      'speechReports.userId',
      'speechReports.reason',
      'speechReports.note',
      'speechReports.createdAt as reportedAt',
      eb.fn<string>('left', ['speeches.content', eb.val(excerptLength)]).as('excerpt'),
    ])
    .orderBy('speechReports.createdAt', 'desc')
    .orderBy('speechReports.speechId', 'desc')
    .limit(limit)
    .execute();
}
