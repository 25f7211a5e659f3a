import { insertSpeech } from '@rally/db';
import type { Db } from '@rally/db';

/** Two chunks for every provider: the first is kept short so that playback starts early. */
export const SHORT_SPEECH = [
  'You have prepared for this moment. Walk in with your head high and your notes in your bag.',
  'Every answer you give comes from the hours you put in. Trust them, and trust yourself, because the work is already done.',
  'When the first question comes, pause, breathe, and begin. You know this material better than you think you do.',
  'If a question surprises you, say so, think it through out loud, and let them see how you work.',
  'Tonight, rest. Tomorrow, show them who you are.',
].join('\n\n');

/** A speech of the user's to record, stored as the writer would have saved it. */
export function insertSpeechToRecord(db: Db, userId: string, content = SHORT_SPEECH) {
  return insertSpeech(db, {
    userId,
    context: 'A job interview on Thursday',
    tone: 'confident',
    voiceStyle: 'warm',
    content,
    duration: 'short',
  });
}
