import type { Db, NewSpeechAudio, SpeechAudio, VoiceProvider } from '../schema.ts';
import { isStoredId } from './ids.ts';

/** What one cached MP3 is stored for. */
export interface SpeechAudioKey {
  speechId: number;
  voice: string;
  provider: VoiceProvider;
  textHash: string;
}

export function findSpeechAudio(db: Db, key: SpeechAudioKey): Promise<SpeechAudio | undefined> {
  return db
    .selectFrom('speechAudio')
    .selectAll()
    .where('speechId', '=', key.speechId)
    .where('voice', '=', key.voice)
    .where('provider', '=', key.provider)
    .where('textHash', '=', key.textHash)
    .executeTakeFirst();
}

/** A stored MP3 of one of the user's speeches; undefined when it is someone else's or does not exist. */
export function findSpeechAudioOfUser(
  db: Db,
  userId: string,
  speechId: number,
  audioId: number,
): Promise<SpeechAudio | undefined> {
  if (!isStoredId(speechId) || !isStoredId(audioId)) return Promise.resolve(undefined);
  return db
    .selectFrom('speechAudio')
    .selectAll()
    .where('id', '=', audioId)
    .where('speechId', '=', speechId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/**
 * Records a stored MP3. Two requests that synthesised the same audio at once both land here; the
 * second replaces the first's details (they name the same storage key).
 */
export function saveSpeechAudio(db: Db, audio: NewSpeechAudio): Promise<SpeechAudio> {
  return db
    .insertInto('speechAudio')
    .values(audio)
    .onConflict((conflict) =>
      conflict.constraint('speech_audio_cache_key').doUpdateSet((excluded) => ({
        storageKey: excluded.ref('excluded.storageKey'),
        byteLength: excluded.ref('excluded.byteLength'),
        durationMs: excluded.ref('excluded.durationMs'),
        chunkDurationsMs: excluded.ref('excluded.chunkDurationsMs'),
        chunkTextEnds: excluded.ref('excluded.chunkTextEnds'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSpeechAudio(db: Db, audioId: number): Promise<void> {
  await db.deleteFrom('speechAudio').where('id', '=', audioId).execute();
}

export async function setSpeechAudioUrl(db: Db, speechId: number, audioUrl: string): Promise<void> {
  await db.updateTable('speeches').set({ audioUrl }).where('id', '=', speechId).execute();
}

/**
 * Claims the recording of `key` until `until`, unless another claim holds it past `now`. True when
 * this claim now holds it: the caller records the audio, renews the claim while it works, and
 * releases it at the end. Two servers claiming at once: the key's primary key lets one through.
 */
export async function claimAudioRecording(
  db: Db,
  key: SpeechAudioKey,
  claim: { claimId: string; now: Date; until: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('audioRecordings')
    .values({ ...key, claimId: claim.claimId, claimedUntil: claim.until })
    .onConflict((conflict) =>
      conflict
        .constraint('audio_recordings_key')
        .doUpdateSet((excluded) => ({
          claimId: excluded.ref('excluded.claimId'),
          claimedUntil: excluded.ref('excluded.claimedUntil'),
        }))
        .where('audioRecordings.claimedUntil', '<', claim.now),
    )
    .returning('claimId')
    .executeTakeFirst();
  return row?.claimId === claim.claimId;
}

/** Keeps this claim on its recording until `until`; false when it lapsed and another took it. */
export async function renewAudioRecording(db: Db, claimId: string, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('audioRecordings')
    .set({ claimedUntil: until })
    .where('claimId', '=', claimId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends this claim (recorded, failed or given up); another server's later claim is left alone. */
export async function releaseAudioRecording(db: Db, claimId: string): Promise<void> {
  await db.deleteFrom('audioRecordings').where('claimId', '=', claimId).execute();
}
