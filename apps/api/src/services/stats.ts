import type { Db } from '@rally/db';
import { lockUserStats, updateUserStats } from '@rally/db';
import { statsAfterSpeech } from '@rally/domain';
import type { Tone } from '@rally/domain';

/** Counts a new speech in the user's stats. Run it in the transaction that saves the speech. */
export async function recordSpeechInStats(
  db: Db,
  userId: string,
  tone: Tone,
  at: Date,
): Promise<void> {
  const previous = await lockUserStats(db, userId);
  const next = statsAfterSpeech(previous, tone, at);
  await updateUserStats(db, userId, {
    ...next,
    toneStats: JSON.stringify(next.toneStats),
    updatedAt: at,
  });
}
