/**
 * The bare stack `pnpm bench:load` measures Rally against: Fastify, Kysely on a pg pool, PostgreSQL,
 * and nothing else. It answers Rally's `GET /api/speeches` and `GET /api/user` with the same database
 * work (the session looked up by the SHA-256 hash of the cookie's or bearer's token, with its user;
 * renewed past half its life; then the same rows, columns, order and limit) and the same JSON. What
 * it leaves out is what the comparison prices: Rally's plugins, hooks, checks and headers.
 *
 * Its statements are written out as text once, as Rally's hottest ones are (packages/db's
 * statement-text.ts), so that the reference is the fastest plain use of the stack, not a straw man.
 * They go through Kysely, which sends every statement unnamed; Rally's connections prepare theirs
 * (packages/db's prepared-statements.ts), which `pnpm bench:load --compare --unprepared` turns off.
 * They are written here on their own rather than imported, so a change to Rally's queries shows up
 * as a difference in the bench (which checks that both servers answer alike) instead of vanishing.
 *
 *   PORT=3601 DATABASE_URL=postgres://… node bench/bare-server.ts   (Node strips the types itself)
 */
import { createHash } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { setFlagsFromString } from 'node:v8';
import pg from 'pg';

// Rally's entry turns V8's allocation-site pretenuring off (apps/api/src/v8-flags.ts); so does the
// reference, so that the comparison prices code, not a V8 setting. (Here it changes nothing
// measurable: a start this small decides no site long-lived.)
setFlagsFromString('--no-allocation-site-pretenuring');

const SESSION_COOKIE = 'rally_session';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rally's sessions last 30 days and are renewed once less than half of that is left. */
const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Rally's default page of speeches (20), asked one row longer to learn whether another follows. */
const SPEECH_PAGE_SIZE = 20;
/** The latest speeches the profile carries. */
const PROFILE_RECENT_SPEECHES = 10;

// PostgreSQL's int8 (counts) as numbers and its date as 'YYYY-MM-DD' text, as Rally decodes them.
const INT8 = 20;
const DATE = 1082;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  types: {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8
        ? Number
        : oid === DATE
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  },
});
// No table types: every statement below is raw text, typed where it is run.
const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool }) });

function run<Row>(text: string, parameters: readonly unknown[]): Promise<Row[]> {
  return db
    .executeQuery(CompiledQuery.raw(text, [...parameters]) as CompiledQuery<Row>)
    .then((result) => result.rows);
}

const USER_COLUMNS = `users.id, users.email, users.first_name as "firstName",
  users.last_name as "lastName", users.profile_image_url as "profileImageUrl",
  users.subscription_status as "subscriptionStatus", users.subscription_tier as "subscriptionTier",
  users.speeches_used as "speechesUsed", users.speech_limit as "speechLimit",
  users.billing_cycle as "billingCycle", users.current_period_start as "currentPeriodStart",
  users.current_period_end as "currentPeriodEnd", users.is_demo as "isDemo",
  users.created_at as "createdAt"`;

const LIVE_SESSION = `select sessions.sid, sessions.expire, ${USER_COLUMNS}
  from sessions join users on users.id = sessions.user_id
  where sessions.sid = $1 and sessions.expire > $2`;

const RENEW_SESSION = 'update sessions set expire = $2 where sid = $1';

const SPEECH_SUMMARY_COLUMNS = `id, user_id as "userId", goal_id as "goalId", context, tone,
  voice_style as "voiceStyle", duration, word_count as "wordCount",
  estimated_duration as "estimatedDuration", audio_url as "audioUrl", name,
  is_favourite as "isFavourite", source, created_at as "createdAt"`;

const SPEECH_PAGE = `select ${SPEECH_SUMMARY_COLUMNS} from speeches where user_id = $1
  order by created_at desc, id desc limit $2`;

/** json_build_object of the speech summary columns of `recent`, keyed as the JSON answer names them. */
const RECENT_SPEECH_JSON = `json_build_object('id', recent.id, 'userId', recent.user_id,
  'goalId', recent.goal_id, 'context', recent.context, 'tone', recent.tone,
  'voiceStyle', recent.voice_style, 'duration', recent.duration, 'wordCount', recent.word_count,
  'estimatedDuration', recent.estimated_duration, 'audioUrl', recent.audio_url, 'name', recent.name,
  'isFavourite', recent.is_favourite, 'source', recent.source, 'createdAt', recent.created_at)`;

const PROFILE_PARTS = `select
  (select coalesce(json_agg(json_build_object('id', goals.id, 'userId', goals.user_id,
            'title', goals.title, 'description', goals.description, 'category', goals.category,
            'targetDate', goals.target_date, 'isCompleted', goals.is_completed,
            'createdAt', goals.created_at)
          order by goals.is_completed, goals.created_at desc, goals.id desc), '[]')
     from goals where goals.user_id = $1) as goals,
  (select coalesce(json_agg(${RECENT_SPEECH_JSON} order by recent.created_at desc, recent.id desc), '[]')
     from (select id, user_id, goal_id, context, tone, voice_style, duration, word_count,
                  estimated_duration, audio_url, name, is_favourite, source, created_at
             from speeches where speeches.user_id = $1
            order by speeches.created_at desc, speeches.id desc limit $2) as recent) as "recentSpeeches",
  (select json_build_object('userId', s.user_id, 'totalSpeeches', s.total_speeches,
            'speechesThisWeek', s.speeches_this_week, 'currentStreak', s.current_streak,
            'mostUsedTone', s.most_used_tone, 'toneStats', s.tone_stats,
            'lastSpeechDate', s.last_speech_date, 'updatedAt', s.updated_at)
     from user_stats s where s.user_id = $1) as stats`;

interface User {
  id: string;
  [column: string]: unknown;
}
interface SessionRow extends User {
  sid: string;
  expire: Date;
}
interface WithCreatedAt {
  id: number;
  createdAt: Date;
  [column: string]: unknown;
}
interface Stats {
  currentStreak: number;
  speechesThisWeek: number;
  lastSpeechDate: string | null;
  updatedAt: string | Date;
  [column: string]: unknown;
}
interface ProfileRow {
  goals: WithCreatedAt[];
  recentSpeeches: WithCreatedAt[];
  stats: Stats | null;
}

function tokenOf(req: FastifyRequest): string | undefined {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) return /^Bearer +([A-Za-z0-9_-]+)$/i.exec(authorization)?.[1];
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() === SESSION_COOKIE) return decodeURIComponent(pair.slice(at + 1));
  }
  return undefined;
}

/** The signed-in user, or undefined after answering 401. */
async function signedInUser(req: FastifyRequest, reply: FastifyReply): Promise<User | undefined> {
  const token = tokenOf(req);
  const now = new Date();
  const [session] = token
    ? await run<SessionRow>(LIVE_SESSION, [createHash('sha256').update(token).digest('hex'), now])
    : [];
  if (!session) {
    await reply.status(401).send({ message: 'Please sign in.' });
    return undefined;
  }
  if (session.expire.getTime() - now.getTime() < SESSION_LIFETIME_MS / 2) {
    await run(RENEW_SESSION, [session.sid, new Date(now.getTime() + SESSION_LIFETIME_MS)]);
  }
  const { sid: _sid, expire: _expire, ...user } = session;
  return user;
}

/** Timestamps inside JSON arrive as text; the answer carries them as Dates, as Rally's does. */
const withDate = (row: WithCreatedAt): WithCreatedAt => ({
  ...row,
  createdAt: new Date(row.createdAt),
});

const calendarDay = (at: Date) => at.toISOString().slice(0, 10);
const mondayOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return calendarDay(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS));
};

/** The stored stats as they read today: a broken streak reads 0, and so does last week's count. */
function statsToday(stats: Stats, now: Date): Stats {
  const today = calendarDay(now);
  const last = stats.lastSpeechDate;
  const gap =
    last === null ? Infinity : Math.round((Date.parse(today) - Date.parse(last)) / DAY_MS);
  return {
    ...stats,
    updatedAt: new Date(stats.updatedAt),
    currentStreak: gap === 0 || gap === 1 ? stats.currentStreak : 0,
    speechesThisWeek:
      last !== null && mondayOf(last) === mondayOf(today) ? stats.speechesThisWeek : 0,
  };
}

const app = Fastify({ logger: false });

app.get('/api/health', async () => ({ status: 'ok' }));

app.get('/api/speeches', async (req, reply) => {
  const user = await signedInUser(req, reply);
  if (!user) return reply;
  const rows = await run<WithCreatedAt>(SPEECH_PAGE, [user.id, SPEECH_PAGE_SIZE + 1]);
  const speeches = rows.slice(0, SPEECH_PAGE_SIZE);
  const last = speeches.at(-1);
  return {
    speeches,
    nextCursor:
      rows.length > SPEECH_PAGE_SIZE && last ? `${last.createdAt.getTime()}-${last.id}` : null,
  };
});

app.get('/api/user', async (req, reply) => {
  const user = await signedInUser(req, reply);
  if (!user) return reply;
  const [parts] = await run<ProfileRow>(PROFILE_PARTS, [user.id, PROFILE_RECENT_SPEECHES]);
  if (!parts) throw new Error('a select with no FROM answers one row');
  return {
    ...user,
    goals: parts.goals.map(withDate),
    recentSpeeches: parts.recentSpeeches.map(withDate),
    stats: parts.stats ? statsToday(parts.stats, new Date()) : null,
  };
});

process.once('SIGTERM', () => {
  void app.close().then(() => db.destroy());
});

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 3601) });
