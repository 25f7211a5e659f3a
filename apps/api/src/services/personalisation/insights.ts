import { findInsightParts } from '@rally/db';
import { insightsSince, personalisationInsights } from '@rally/domain';
import type { PersonalisationInsights } from '@rally/domain';
import type { AppDeps } from '../../deps.ts';
import { ratedSpeech } from '../feedback.ts';

export async function userInsights(
  deps: AppDeps,
  userId: string,
): Promise<PersonalisationInsights> {
  const since = insightsSince(deps.now());
  const { feedback, speeches, moods } = await findInsightParts(deps.db, userId, since);
  return personalisationInsights({ feedback: feedback.map(ratedSpeech), speeches, moods });
}
