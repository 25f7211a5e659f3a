import type {
  Db,
  NewSpeechFeedback,
  SpeechFeedback,
  SpeechLength,
  Tone,
  VoiceStyle,
} from '../schema.ts';
import { isStoredId } from './ids.ts';
import { builtOnce } from './statement-text.ts';

/**
 * Whether the speech is the user's own; inside a transaction it also keeps the speech from being
 * deleted until the transaction ends.
 */
export async function lockSpeechOfUser(db: Db, userId: string, speechId: number): Promise<boolean> {
  if (!isStoredId(speechId)) return false;
  const row = await db
    .selectFrom('speeches')
    .select('id')
    .where('id', '=', speechId)
    .where('userId', '=', userId)
    .forKeyShare()
    .executeTakeFirst();
  return row !== undefined;
}

/** Saves a rating; a second rating of the same speech by the same user replaces the first. */
export function upsertFeedback(db: Db, feedback: NewSpeechFeedback): Promise<SpeechFeedback> {
  const { userId: _userId, speechId: _speechId, ...answers } = feedback;
  return db
    .insertInto('speechFeedback')
    .values(feedback)
    .onConflict((oc) => oc.columns(['userId', 'speechId']).doUpdateSet(answers))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One of the user's ratings with what it rates: the speech's tone, voice style, length and time. */
export interface FeedbackWithSpeech extends Pick<
  SpeechFeedback,
  | 'speechId'
  | 'rating'
  | 'effectiveness'
  | 'emotionalResonance'
  | 'preferredLength'
  | 'preferredTone'
  | 'helpfulElements'
  | 'improvementSuggestions'
  | 'completedListening'
> {
  tone: Tone;
  voiceStyle: VoiceStyle;
  length: SpeechLength | null;
  speechCreatedAt: Date;
}

const FEEDBACK_WITH_SPEECHES = builtOnce((db, { userId }: { userId: string }) =>
  db
    .selectFrom('speechFeedback')
    .innerJoin('speeches', 'speeches.id', 'speechFeedback.speechId')
    .select([
      'speechFeedback.speechId',
      'speechFeedback.rating',
      'speechFeedback.effectiveness',
      'speechFeedback.emotionalResonance',
      'speechFeedback.preferredLength',
      'speechFeedback.preferredTone',
      'speechFeedback.helpfulElements',
      'speechFeedback.improvementSuggestions',
      'speechFeedback.completedListening',
      'speeches.tone',
      'speeches.voiceStyle',
      'speeches.duration as length',
      'speeches.createdAt as speechCreatedAt',
    ])
    .where('speechFeedback.userId', '=', userId)
    .orderBy('speeches.createdAt', 'asc')
    .orderBy('speeches.id', 'asc'),
);

/** All of the user's ratings, each with its speech. */
export function listFeedbackWithSpeeches(db: Db, userId: string): Promise<FeedbackWithSpeech[]> {
  return FEEDBACK_WITH_SPEECHES(db, { userId });
}
