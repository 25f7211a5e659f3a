import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

/**
 * The enum-like text columns hold only the values the domain names (packages/domain: TONES,
 * VOICE_STYLES, SPEECH_LENGTHS, GOAL_CATEGORIES, MOOD_CATEGORIES, VOICE_PROVIDERS, the paid tiers
 * and billing cycles). The lists are written out here, not imported: a migration is a record of
 * what it did, and must not change when the domain's lists do (a new value is a new migration).
 * schema.test.ts keeps the lists of this file and the domain's in step.
 */
export const ENUM_CHECKS = [
  {
    table: 'speeches',
    column: 'tone',
    values: ['encouraging', 'confident', 'gentle', 'energetic'],
  },
  { table: 'speeches', column: 'voice_style', values: ['warm', 'professional', 'soothing'] },
  { table: 'speeches', column: 'duration', values: ['short', 'medium', 'long', 'extended'] },
  {
    table: 'goals',
    column: 'category',
    values: ['job_interview', 'fitness', 'presentation', 'personal', 'career', 'health'],
  },
  {
    table: 'mood_entries',
    column: 'overall_mood',
    values: [
      'excellent',
      'great',
      'good',
      'balanced',
      'challenging',
      'overwhelmed',
      'struggling',
      'mixed',
    ],
  },
  { table: 'speech_audio', column: 'provider', values: ['openai', 'polly', 'local'] },
  { table: 'audio_recordings', column: 'provider', values: ['openai', 'polly', 'local'] },
  { table: 'billing_subscriptions', column: 'tier', values: ['starter', 'premium', 'pro'] },
  { table: 'billing_subscriptions', column: 'billing_cycle', values: ['monthly', 'yearly'] },
] as const;

const constraintName = (table: string, column: string) => `${table}_${column}_check`;

interface EnumCheck {
  table: string;
  column: string;
  values: readonly string[];
}

/** Adds a CHECK that `column` is one of `values`, for each list (migration 0010 adds more). */
export async function addEnumChecks(db: AnyDb, checks: readonly EnumCheck[]): Promise<void> {
  for (const { table, column, values } of checks) {
    // A null stays allowed where the column allows it (a speech's length is optional).
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(constraintName(table, column))} check (${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))}))`.execute(
      db,
    );
  }
}

export async function dropEnumChecks(db: AnyDb, checks: readonly EnumCheck[]): Promise<void> {
  for (const { table, column } of checks) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(constraintName(table, column))}`.execute(
      db,
    );
  }
}

export const up = (db: AnyDb): Promise<void> => addEnumChecks(db, ENUM_CHECKS);
export const down = (db: AnyDb): Promise<void> => dropEnumChecks(db, ENUM_CHECKS);
