import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * Where each synthesised chunk ends in the speech's text (character offsets, in order), beside
 * `chunk_durations_ms`: the audio's timings then come from what was recorded, never from a new split
 * of the text. Older rows keep null (no timings); the two lists are the same length when present.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('speech_audio').addColumn('chunk_text_ends', 'jsonb').execute();
  // A CASE, so that the lengths are only taken of two lists (AND does not promise an order).
  await sql`alter table speech_audio add constraint speech_audio_chunk_text_ends_match check (
    case
      when chunk_text_ends is null then true
      when jsonb_typeof(chunk_text_ends) <> 'array'
        or jsonb_typeof(chunk_durations_ms) is distinct from 'array' then false
      else jsonb_array_length(chunk_text_ends) = jsonb_array_length(chunk_durations_ms)
    end)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('speech_audio').dropColumn('chunk_text_ends').execute();
}
