import type {
  ReportedSpeech,
  ReportForReview,
  ShareReportForReview,
  SpeechReport,
} from '@rally/db';
import {
  countReportsOfUser,
  deleteSpeechReport,
  findSpeechOfUser,
  listReportsOfUser,
  lockSpeechOfUser,
  lockUserForReports,
  stopSharesOfSpeech,
  upsertSpeechReport,
} from '@rally/db';
import {
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  SHARE_REPORT_REASON_LABELS,
  REPORTS_PER_USER_MAX,
  reportNote,
} from '@rally/domain';
import type { SpeechReportInput } from '@rally/domain';
import type { AppDeps } from '../deps.ts';
import { AppError, notFound } from './errors.ts';

/** What a user's reports are refused with past their bound. */
export const REPORT_LIMIT_CODE = 'REPORT_LIMIT_REACHED';

/**
 * Reports one of the user's own speeches (docs/decisions/report-a-speech.md): it is stored for the
 * operator and hidden from the user's lists, and its shared link stops. Reporting it again replaces the reason and note; a new
 * report past the user's bound is refused (409) and nothing is written.
 */
export function reportSpeech(
  deps: AppDeps,
  userId: string,
  speechId: number,
  input: SpeechReportInput,
): Promise<SpeechReport> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockUserForReports(trx, userId))) {
      throw new AppError('UNAUTHORIZED', 'Please sign in.');
    }
    if (!(await lockSpeechOfUser(trx, userId, speechId))) throw notFound('Speech');
    const existing = await trx
      .selectFrom('speechReports')
      .select('speechId')
      .where('speechId', '=', speechId)
      .executeTakeFirst();
    if (!existing && (await countReportsOfUser(trx, userId)) >= REPORTS_PER_USER_MAX) {
      throw new AppError('CONFLICT', REPORT_MESSAGES.limitReached, REPORT_LIMIT_CODE);
    }
    // A reported talk is no longer shared (docs/decisions/shared-talks.md); undoing does not share it again.
    await stopSharesOfSpeech(trx, speechId, deps.now());
    return upsertSpeechReport(trx, {
      speechId,
      userId,
      reason: input.reason,
      note: reportNote(input.note),
      createdAt: deps.now(),
    });
  });
}

/**
 * Undoes the user's report: the speech is back in their lists. Undoing a speech that has no report
 * changes nothing (a second tap on 'Undo'); a speech that is not theirs is not found.
 */
export async function undoSpeechReport(
  deps: AppDeps,
  userId: string,
  speechId: number,
): Promise<void> {
  if (await deleteSpeechReport(deps.db, userId, speechId)) return;
  if (!(await findSpeechOfUser(deps.db, userId, speechId))) throw notFound('Speech');
}

/** The user's reports, newest first, each naming its speech: where they see and undo them. */
export function reportsOfUser(deps: AppDeps, userId: string): Promise<ReportedSpeech[]> {
  return listReportsOfUser(deps.db, userId);
}

/** How much of a reported speech the operator's listing shows. */
export const REPORT_EXCERPT_LENGTH = 240;

/**
 * The operator's listing (`pnpm reports`): each report's date, reason, note and the start of its
 * speech, newest first. Only speech_reports is read: a crisis screen's record is never a report.
 */
export function describeReportsForOperator(reports: ReportForReview[]): string {
  if (reports.length === 0) return 'No reports.\n';
  const blocks = reports.map((report) => {
    const excerpt = report.excerpt.replace(/\s+/g, ' ').trim();
    const cut = report.excerpt.length >= REPORT_EXCERPT_LENGTH ? '…' : '';
    return [
      `${report.reportedAt.toISOString()}  ${REPORT_REASON_LABELS[report.reason]}  (speech ${report.speechId}, user ${report.userId})`,
      `  Note: ${report.note ?? '(none)'}`,
      `  Speech: "${excerpt}${cut}"`,
    ].join('\n');
  });
  return `${reports.length} most recent report${reports.length === 1 ? '' : 's'}, newest first:\n\n${blocks.join('\n\n')}\n`;
}

/** Visitors' reports of shared talks, for the same listing: the link's start names the share. */
export function describeShareReportsForOperator(reports: ShareReportForReview[]): string {
  if (reports.length === 0) return 'No reports of shared talks.\n';
  const blocks = reports.map((report) => {
    const excerpt = report.excerpt?.replace(/\s+/g, ' ').trim();
    return [
      `${report.reportedAt.toISOString()}  ${SHARE_REPORT_REASON_LABELS[report.reason]}  (shared link ${report.shareToken.slice(0, 8)}…)`,
      `  Note: ${report.note ?? '(none)'}`,
      `  Talk: ${excerpt === undefined ? '(deleted)' : `"${excerpt}${excerpt.length >= REPORT_EXCERPT_LENGTH ? '…' : ''}"`}`,
    ].join('\n');
  });
  return `${reports.length} most recent report${reports.length === 1 ? '' : 's'} of shared talks, by visitors:\n\n${blocks.join('\n\n')}\n`;
}
