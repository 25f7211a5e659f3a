import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// A migration is frozen in time: it must not depend on today's `Database` type or on the domain's lists,
// so the value lists of the CHECK constraints are written out here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration interface takes Kysely<any>
type AnyDb = Kysely<any>;

const TIERS = ['free', 'starter', 'premium', 'pro'];
const BILLING_CYCLES = ['monthly', 'yearly'];
const SUBSCRIPTION_STATUSES = [
  'free',
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
];

const now = sql`now()`;
const emptyJsonList = sql`'[]'::jsonb`;
const emptyJsonObject = sql`'{}'::jsonb`;

function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

function between(column: string, min: number, max: number) {
  return sql`${sql.ref(column)} between ${sql.lit(min)} and ${sql.lit(max)}`;
}

function isFlag(column: string) {
  return sql`${sql.ref(column)} in (0, 1)`;
}

function ownedByUser(column: ColumnDefinitionBuilder) {
  return column.notNull().references('users.id').onDelete('cascade');
}

function defaultsToNow(column: ColumnDefinitionBuilder) {
  return column.notNull().defaultTo(now);
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('subscription_status', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('subscription_tier', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('speeches_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('speech_limit', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('billing_cycle', 'text', (c) => c.notNull().defaultTo('monthly'))
    .addColumn('current_period_start', 'timestamptz')
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('free_access_granted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', defaultsToNow)
    .addColumn('updated_at', 'timestamptz', defaultsToNow)
    .addCheckConstraint('users_email_lower_case', sql`email = lower(email)`)
    .addCheckConstraint('users_speeches_used_not_negative', sql`speeches_used >= 0`)
    .addCheckConstraint('users_speech_limit_not_negative', sql`speech_limit >= 0`)
    .addCheckConstraint(
      'users_subscription_status_known',
      oneOf('subscription_status', SUBSCRIPTION_STATUSES),
    )
    .addCheckConstraint('users_subscription_tier_known', oneOf('subscription_tier', TIERS))
    .addCheckConstraint('users_billing_cycle_known', oneOf('billing_cycle', BILLING_CYCLES))
    .execute();

  await db.schema
    .createTable('password_credentials')
    .addColumn('user_id', 'text', (c) => ownedByUser(c).primaryKey())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', defaultsToNow)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('sess', 'jsonb', (c) => c.notNull())
    .addColumn('expire', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'text', ownedByUser)
    .execute();
  await db.schema.createIndex('sessions_expire_index').on('sessions').column('expire').execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('goals')
    .addColumn('id', 'integer', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('user_id', 'text', ownedByUser)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('target_date', 'date')
    .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', defaultsToNow)
    .addCheckConstraint('goals_is_completed_flag', isFlag('is_completed'))
    .execute();
  await db.schema
    .createIndex('goals_user_id_created_at_index')
    .on('goals')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('speeches')
    .addColumn('id', 'integer', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('user_id', 'text', ownedByUser)
    .addColumn('goal_id', 'integer', (c) => c.references('goals.id').onDelete('set null'))
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('tone', 'text', (c) => c.notNull())
    .addColumn('voice_style', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('duration', 'text')
    .addColumn('word_count', 'integer')
    .addColumn('estimated_duration', 'integer')
    .addColumn('audio_url', 'text')
    .addColumn('name', 'text')
    .addColumn('is_favourite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', defaultsToNow)
    .addCheckConstraint('speeches_is_favourite_flag', isFlag('is_favourite'))
    .execute();
  await db.schema
    .createIndex('speeches_user_id_created_at_index')
    .on('speeches')
    .columns(['user_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('speeches_favourites_index')
    .on('speeches')
    .columns(['user_id', 'created_at desc'])
    .where(sql<boolean>`is_favourite = 1`)
    .execute();
  // Deleting a goal sets its speeches' goal_id to null; the index keeps that from scanning every speech.
  await db.schema.createIndex('speeches_goal_id_index').on('speeches').column('goal_id').execute();

  await db.schema
    .createTable('speech_audio')
    .addColumn('id', 'integer', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('speech_id', 'integer', (c) =>
      c.notNull().references('speeches.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', ownedByUser)
    .addColumn('voice', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('byte_length', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    .addColumn('chunk_durations_ms', 'jsonb')
    .addColumn('created_at', 'timestamptz', defaultsToNow)
    .addUniqueConstraint('speech_audio_cache_key', ['speech_id', 'voice', 'provider', 'text_hash'])
    .execute();
  await db.schema
    .createIndex('speech_audio_user_id_index')
    .on('speech_audio')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('user_stats')
    .addColumn('user_id', 'text', (c) => ownedByUser(c).primaryKey())
    .addColumn('total_speeches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('speeches_this_week', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('most_used_tone', 'text')
    .addColumn('tone_stats', 'jsonb', (c) => c.notNull().defaultTo(emptyJsonObject))
    .addColumn('last_speech_date', 'date')
    .addColumn('updated_at', 'timestamptz', defaultsToNow)
    .execute();

  await db.schema
    .createTable('mood_entries')
    .addColumn('id', 'integer', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('user_id', 'text', ownedByUser)
    .addColumn('energy', 'integer', (c) => c.notNull())
    .addColumn('confidence', 'integer', (c) => c.notNull())
    .addColumn('stress', 'integer', (c) => c.notNull())
    .addColumn('motivation', 'integer', (c) => c.notNull())
    .addColumn('overall_mood', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', defaultsToNow)
    .addCheckConstraint('mood_entries_energy_range', between('energy', 1, 10))
    .addCheckConstraint('mood_entries_confidence_range', between('confidence', 1, 10))
    .addCheckConstraint('mood_entries_stress_range', between('stress', 1, 10))
    .addCheckConstraint('mood_entries_motivation_range', between('motivation', 1, 10))
    .addCheckConstraint('mood_entries_notes_length', sql`char_length(notes) <= 200`)
    .execute();
  await db.schema
    .createIndex('mood_entries_user_id_created_at_index')
    .on('mood_entries')
    .columns(['user_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('speech_feedback')
    .addColumn('id', 'integer', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('user_id', 'text', ownedByUser)
    .addColumn('speech_id', 'integer', (c) =>
      c.notNull().references('speeches.id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('effectiveness', 'integer', (c) => c.notNull())
    .addColumn('emotional_resonance', 'integer', (c) => c.notNull())
    .addColumn('preferred_length', 'text')
    .addColumn('preferred_tone', 'text')
    .addColumn('helpful_elements', 'jsonb', (c) => c.notNull().defaultTo(emptyJsonList))
    .addColumn('improvement_suggestions', 'text')
    .addColumn('would_recommend', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('completed_listening', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('time_spent_listening', 'integer')
    .addColumn('created_at', 'timestamptz', defaultsToNow)
    .addCheckConstraint('speech_feedback_rating_range', between('rating', 1, 5))
    .addCheckConstraint('speech_feedback_effectiveness_range', between('effectiveness', 1, 5))
    .addCheckConstraint(
      'speech_feedback_emotional_resonance_range',
      between('emotional_resonance', 1, 5),
    )
    .addCheckConstraint('speech_feedback_would_recommend_flag', isFlag('would_recommend'))
    .addCheckConstraint('speech_feedback_completed_listening_flag', isFlag('completed_listening'))
    // A second rating of the same speech replaces the first.
    .addUniqueConstraint('speech_feedback_one_per_speech', ['user_id', 'speech_id'])
    .execute();
  await db.schema
    .createIndex('speech_feedback_speech_id_index')
    .on('speech_feedback')
    .column('speech_id')
    .execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'text', (c) => ownedByUser(c).primaryKey())
    .addColumn('preferred_tones', 'jsonb', (c) => c.notNull().defaultTo(emptyJsonList))
    .addColumn('preferred_length', 'text', (c) => c.notNull().defaultTo('medium'))
    .addColumn('preferred_voice_style', 'text', (c) => c.notNull().defaultTo('warm'))
    .addColumn('language_style', 'text', (c) => c.notNull().defaultTo('conversational'))
    .addColumn('motivation_triggers', 'jsonb', (c) => c.notNull().defaultTo(emptyJsonList))
    .addColumn('avoidance_patterns', 'jsonb', (c) => c.notNull().defaultTo(emptyJsonList))
    .addColumn('effective_elements', 'jsonb', (c) => c.notNull().defaultTo(emptyJsonObject))
    .addColumn('optimal_speech_timing', 'text')
    .addColumn('response_to_repetition', 'text', (c) => c.notNull().defaultTo('moderate'))
    .addColumn('preferred_complexity', 'text', (c) => c.notNull().defaultTo('balanced'))
    .addColumn('avg_rating', 'real')
    .addColumn('total_feedback_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_updated', 'timestamptz', defaultsToNow)
    .addColumn('created_at', 'timestamptz', defaultsToNow)
    .execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', defaultsToNow)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tablesChildrenFirst = [
    'billing_events',
    'user_preferences',
    'speech_feedback',
    'mood_entries',
    'user_stats',
    'speech_audio',
    'speeches',
    'goals',
    'sessions',
    'password_credentials',
    'users',
  ];
  for (const table of tablesChildrenFirst) {
    await db.schema.dropTable(table).execute();
  }
}
