import { listFeedbackWithSpeeches, listMoodEntriesSince, listSpeechMomentsSince } from '@rally/db';
import { personalisationInsights } from '@rally/domain';
import type { PersonalisationInsights } from '@rally/domain';
import type { AppDeps } from '../deps.ts';
import { ratedSpeech } from './feedback.ts';

/** Mood changes around speeches are looked for over this many recent days. */
export const INSIGHTS_MOOD_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function userInsights(
  deps: AppDeps,
  userId: string,
): Promise<PersonalisationInsights> {
  const since = new Date(deps.now().getTime() - INSIGHTS_MOOD_DAYS * DAY_MS);
  const [feedback, speeches, moods] = await Promise.all([
    listFeedbackWithSpeeches(deps.db, userId),
    listSpeechMomentsSince(deps.db, userId, since),
    listMoodEntriesSince(deps.db, userId, since),
  ]);
  return personalisationInsights({ feedback: feedback.map(ratedSpeech), speeches, moods });
}
