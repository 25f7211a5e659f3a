import type { Db, FeedbackWithSpeech, SpeechFeedback } from '@rally/db';
import {
  listFeedbackWithSpeeches,
  lockSpeechOfUser,
  lockUserPreferences,
  saveLearnedPreferences,
  upsertFeedback,
} from '@rally/db';
import { learnPreferences } from '@rally/domain';
import type { FeedbackInput, RatedSpeech } from '@rally/domain';
import type { AppDeps } from '../deps.ts';
import { notFound } from './errors.ts';

const flag = (value: boolean) => (value ? 1 : 0);

/** A stored rating as the learning rules read it. */
export function ratedSpeech(row: FeedbackWithSpeech): RatedSpeech {
  return { ...row, completedListening: row.completedListening === 1 };
}

/**
 * Saves the user's rating of one of their own speeches (replacing an earlier rating of it) and
 * relearns their preferences from all their ratings, in one transaction: both or neither.
 */
export function submitFeedback(
  deps: AppDeps,
  userId: string,
  input: FeedbackInput,
): Promise<SpeechFeedback> {
  const speechId = Number(input.speechId);
  const at = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockSpeechOfUser(trx, userId, speechId))) throw notFound('Speech');
    // Taken before the rating is written, so a concurrent rating by the same user waits for this
    // transaction and then learns from this rating too.
    await lockUserPreferences(trx, userId);
    const feedback = await upsertFeedback(trx, {
      userId,
      speechId,
      rating: input.rating,
      effectiveness: input.effectiveness,
      emotionalResonance: input.emotionalResonance,
      preferredLength: input.preferredLength ?? null,
      preferredTone: input.preferredTone ?? null,
      helpfulElements: JSON.stringify(input.helpfulElements),
      improvementSuggestions: input.improvementSuggestions?.trim() || null,
      wouldRecommend: flag(input.wouldRecommend),
      completedListening: flag(input.completedListening),
      timeSpentListening:
        input.timeSpentListening === undefined ? null : Math.round(input.timeSpentListening),
      createdAt: at,
    });
    await relearnPreferences(trx, userId, at);
    return feedback;
  });
}

/** Recomputes the user's preferences from all their ratings. Run it where the rating was written. */
async function relearnPreferences(db: Db, userId: string, at: Date): Promise<void> {
  const rows = await listFeedbackWithSpeeches(db, userId);
  await saveLearnedPreferences(db, userId, learnPreferences(rows.map(ratedSpeech)), at);
}
