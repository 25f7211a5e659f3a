// Reporting a speech (issue 36, point 7; docs/decisions/report-a-speech.md). Google Play's
// AI-generated content policy asks for an in-app way to flag offensive output; a report also hides
// the speech from its owner's lists until they undo it.

/** Why a speech is reported, in the order the dialog offers them. */
export const REPORT_REASONS = ['offensive', 'harmful', 'false_facts', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  offensive: 'Offensive',
  harmful: 'Harmful or unsafe',
  false_facts: 'Wrong or made-up facts about me',
  other: 'Other',
};

/** A report's optional note: a few sentences, like a rating's suggestions. */
export const REPORT_NOTE_MAX = 1000;

/**
 * Reports one user may hold at once. Each hides a speech, so this bounds what the lists skip and
 * what an operator reads; undoing a report, or deleting the speech, frees its place.
 */
export const REPORTS_PER_USER_MAX = 500;

export const REPORT_MESSAGES = {
  limitReached: `You have ${REPORTS_PER_USER_MAX} reported speeches, the most Rally keeps. Undo a report or delete a reported speech to report another.`,
  reported: {
    title: 'Speech reported',
    message: 'Thank you. It is hidden from your lists; you can undo this from History.',
  },
  undone: { title: 'Report undone', message: 'The speech is back in your lists.' },
  failed: { title: 'Report not sent', message: 'The report could not be sent. Please try again.' },
} as const;

/** The note as stored: trimmed, and none when nothing but spaces was written. */
export function reportNote(note: string | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
