import { listFeedbackWithSpeeches, listMoodEntriesSince, listSpeechMomentsSince } from '@rally/db';
import { insightsSince, personalisationInsights } from '@rally/domain';
import type { PersonalisationInsights } from '@rally/domain';
import type { AppDeps } from '../../deps.ts';
import { ratedSpeech } from '../feedback.ts';

export async function userInsights(
  deps: AppDeps,
  userId: string,
): Promise<PersonalisationInsights> {
  const since = insightsSince(deps.now());
  const [feedback, speeches, moods] = await Promise.all([
    listFeedbackWithSpeeches(deps.db, userId),
    listSpeechMomentsSince(deps.db, userId, since),
    listMoodEntriesSince(deps.db, userId, since),
  ]);
  return personalisationInsights({ feedback: feedback.map(ratedSpeech), speeches, moods });
}
