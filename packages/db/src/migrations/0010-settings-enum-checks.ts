import type { Kysely } from 'kysely';
import { addEnumChecks, dropEnumChecks } from './0006-enum-checks.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * The enum-like columns migration 0006 left as plain text: the daily rally's speech choices, the
 * stats' most used tone, a rating's change requests and what learning stores of them (packages/domain:
 * TONES, VOICE_STYLES, SPEECH_LENGTHS, PREFERRED_LENGTHS, PREFERRED_TONES, LANGUAGE_STYLES,
 * REPETITION_RESPONSES). Written out, as in 0006: a migration records what it did.
 * user_preferences.preferred_length is left out: it holds the learned bias (shorter, perfect,
 * longer) or its default 'medium', which the learning reads as none.
 */
export const SETTINGS_ENUM_CHECKS = [
  {
    table: 'daily_rally_settings',
    column: 'tone',
    values: ['encouraging', 'confident', 'gentle', 'energetic'],
  },
  {
    table: 'daily_rally_settings',
    column: 'voice_style',
    values: ['warm', 'professional', 'soothing'],
  },
  {
    table: 'daily_rally_settings',
    column: 'duration',
    values: ['short', 'medium', 'long', 'extended'],
  },
  {
    table: 'user_stats',
    column: 'most_used_tone',
    values: ['encouraging', 'confident', 'gentle', 'energetic'],
  },
  {
    table: 'speech_feedback',
    column: 'preferred_length',
    values: ['shorter', 'perfect', 'longer'],
  },
  {
    table: 'speech_feedback',
    column: 'preferred_tone',
    values: ['same', 'more_energetic', 'calmer', 'more_confident', 'gentler'],
  },
  {
    table: 'user_preferences',
    column: 'preferred_voice_style',
    values: ['warm', 'professional', 'soothing'],
  },
  {
    table: 'user_preferences',
    column: 'language_style',
    values: ['conversational', 'calm', 'energetic', 'assertive', 'gentle'],
  },
  {
    table: 'user_preferences',
    column: 'response_to_repetition',
    values: ['low', 'moderate', 'high'],
  },
] as const;

export const up = (db: AnyDb): Promise<void> => addEnumChecks(db, SETTINGS_ENUM_CHECKS);
export const down = (db: AnyDb): Promise<void> => dropEnumChecks(db, SETTINGS_ENUM_CHECKS);
