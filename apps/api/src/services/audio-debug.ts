import { findSpeechOfUserByText, insertSpeech } from '@rally/db';
import type { Speech } from '@rally/db';
import {
  DEBUG_SPEECH,
  DEBUG_SPEECH_TEXT,
  countWords,
  estimatedDurationSeconds,
} from '@rally/domain';
import type { AppDeps } from '../deps.ts';

/**
 * The speech /audio-debug tests the voices with: the user's own, with the spec's debug values and a
 * fixed text. A diagnostic: no speech of the allowance is reserved or used, nothing is counted in the
 * stats and no writer is asked; the same speech is given again on later runs, so a user has one at
 * most (docs/decisions/audio-debug-diagnostic.md).
 */
export async function debugSpeech(deps: AppDeps, userId: string): Promise<Speech> {
  const found = await findSpeechOfUserByText(
    deps.db,
    userId,
    DEBUG_SPEECH.context,
    DEBUG_SPEECH_TEXT,
  );
  if (found) return found;
  const wordCount = countWords(DEBUG_SPEECH_TEXT);
  return insertSpeech(deps.db, {
    userId,
    goalId: null,
    ...DEBUG_SPEECH,
    content: DEBUG_SPEECH_TEXT,
    wordCount,
    estimatedDuration: estimatedDurationSeconds(wordCount),
    createdAt: deps.now(),
  });
}
