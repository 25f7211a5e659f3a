/**
 * What the voice benchmarks share: the real server in this process on an in-memory database with the
 * built-in voice, and the requests they time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// bench/ is not a workspace package, so our packages are imported by path.
import { IN_MEMORY, createDb, migrateToLatest } from '../packages/db/src/index.ts';
import type { SpeechLength } from '../packages/domain/src/index.ts';
import { loadEnv } from '../apps/api/src/env.ts';
import { createProviders } from '../apps/api/src/providers/index.ts';
import type { VoiceProviders } from '../apps/api/src/providers/voice/index.ts';
import { createServerMemory } from '../apps/api/src/server-memory.ts';
import { buildServer } from '../apps/api/src/server.ts';

export type VoiceBenchServer = Awaited<ReturnType<typeof startVoiceBenchServer>>;

type BenchDatabase = Awaited<ReturnType<typeof createDb>>;

/**
 * `voices` replaces the built-in voice (the provider benchmarks pass their adapters on mocks).
 * `database` is another server's (a restart on the same data): this server leaves it open.
 */
export async function startVoiceBenchServer(
  voices?: VoiceProviders,
  { database: shared }: { database?: BenchDatabase } = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rally-bench-voice-'));
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    // Every run starts ten demo accounts from this one address.
    DEMO_ACCOUNTS_PER_ADDRESS_PER_HOUR: '1000',
  });
  const database = shared ?? (await createDb({ dataDir: IN_MEMORY }));
  if (!shared) await migrateToLatest(database.db);
  const providers = createProviders(env, database.db);
  if (voices) providers.voices = voices;
  const deps = {
    env,
    db: database.db,
    dbDialect: database.dialect,
    providers,
    now: () => new Date(),
    memory: createServerMemory(),
  };
  const app = await buildServer(deps);
  await app.listen({ host: '127.0.0.1', port: 0 });
  // As serve() does: the voice warms up once the server listens.
  providers.voices.primary.warm?.();
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no port.');
  const origin = `http://127.0.0.1:${address.port}`;

  /** `name=value` of the session cookie a response set. */
  function sessionCookie(response: Response): string {
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.includes('rally_session='));
    if (cookie === undefined) throw new Error('no session cookie was set');
    return cookie.split(';')[0] ?? '';
  }

  return {
    app,
    deps,
    origin,
    providers,
    database,
    db: database.db,
    /** A new account with room for `speechLimit` speeches; its id and session cookie. */
    async signUp(email: string, speechLimit = 100) {
      const response = await fetch(`${origin}/api/auth/signup`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: 'correct horse battery',
          firstName: 'Bench',
          lastName: 'Mark',
        }),
      });
      if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
      const user = (await response.json()) as { id: string };
      await database.db
        .updateTable('users')
        .set({ speechLimit })
        .where('id', '=', user.id)
        .execute();
      return { userId: user.id, cookie: sessionCookie(response) };
    },
    /** A new demo account (it comes with one speech); its session cookie. */
    async demoLogin() {
      const response = await fetch(`${origin}/api/simple-demo-login`, {
        method: 'POST',
        headers: { origin },
      });
      if (!response.ok) throw new Error(`demo login: ${response.status} ${await response.text()}`);
      return sessionCookie(response);
    },
    async generateSpeech(cookie: string, duration: SpeechLength) {
      const response = await fetch(`${origin}/api/speeches/generate`, {
        method: 'POST',
        headers: { origin, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          context: 'I am running my first half marathon on Sunday and I doubt I can finish it.',
          tone: 'encouraging',
          voiceStyle: 'warm',
          duration,
        }),
      });
      if (!response.ok) throw new Error(`generate: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: number; wordCount: number };
    },
    async speechIds(cookie: string): Promise<number[]> {
      const response = await fetch(`${origin}/api/speeches`, { headers: { origin, cookie } });
      if (!response.ok) throw new Error(`speeches: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { id: number }[]).map((speech) => speech.id);
    },
    /**
     * Milliseconds from sending the request to the first body byte, and to the last (or only to the
     * first, leaving the rest unread, with `firstByteOnly`).
     */
    async timeAudio(
      cookie: string,
      speechId: number,
      voice: string,
      { signal, firstByteOnly = false }: { signal?: AbortSignal; firstByteOnly?: boolean } = {},
    ) {
      const started = performance.now();
      let firstByteAt: number | undefined;
      const response = await fetch(`${origin}/api/speeches/${speechId}/audio`, {
        method: 'POST',
        headers: { origin, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ voice }),
        signal,
      });
      if (!response.ok || response.body === null) {
        throw new Error(`audio: ${response.status} ${await response.text()}`);
      }
      let firstByteMs: number | undefined;
      let bytes = 0;
      for await (const chunk of response.body) {
        firstByteAt ??= performance.now();
        firstByteMs ??= firstByteAt - started;
        bytes += chunk.length;
        if (firstByteOnly) break;
      }
      if (bytes === 0 || firstByteMs === undefined || firstByteAt === undefined) {
        throw new Error('audio: empty answer');
      }
      return {
        /** performance.now() at the first body byte, to compare with a mock's own first byte. */
        firstByteAt,
        firstByteMs: Math.round(firstByteMs),
        totalMs: Math.round(performance.now() - started),
      };
    },
    async close() {
      await providers.voices.primary.close?.();
      await app.close();
      if (!shared) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
