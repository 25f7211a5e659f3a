import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { insertAccount } from '@rally/db';
import type { DbHandle } from '@rally/db';
import { createTestDb } from '@rally/db/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import type { AppDeps } from '../src/deps.ts';
import { loadEnv } from '../src/env.ts';
import { createProviders } from '../src/providers/index.ts';
import { createServerMemory } from '../src/server-memory.ts';
import { buildServer } from '../src/server.ts';
import { call, expectStatus, sessionCookieOf, uniqueEmail } from './helpers.ts';

const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/** True when something answers on Redis's port, so the test can run without REDIS_URL set. */
function localRedisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379, timeout: 500 });
    const finish = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
    socket.once('timeout', () => finish(false));
  });
}

const redisUrl =
  process.env.REDIS_URL ?? ((await localRedisAnswers()) ? LOCAL_REDIS_URL : undefined);
if (!redisUrl) {
  console.warn(
    'rate-limit-redis.test.ts skipped: set REDIS_URL or run Redis on 127.0.0.1:6379 to test the shared rate-limit store.',
  );
}

describe.skipIf(!redisUrl)(
  'sign-in throttle shared through Redis (needs Redis: REDIS_URL or one on 127.0.0.1:6379)',
  () => {
    const url = redisUrl ?? LOCAL_REDIS_URL;
    // A prefix of its own, so parallel runs never count each other's attempts.
    const namespace = `rally-test-${randomUUID()}:`;
    const password = 'correct horse battery';
    let database: DbHandle;
    let redis: Redis;
    const servers: FastifyInstance[] = [];

    async function server(env: Record<string, string>): Promise<FastifyInstance> {
      const appEnv = loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        ...env,
      });
      const deps: AppDeps = {
        env: appEnv,
        db: database.db,
        dbDialect: database.dialect,
        providers: createProviders(appEnv, database.db),
        now: () => new Date(),
        memory: createServerMemory(),
      };
      const app = await buildServer(deps, { rateLimitNamespace: namespace });
      servers.push(app);
      return app;
    }

    async function deleteTestKeys() {
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length > 0) await redis.del(...keys);
    }

    beforeAll(async () => {
      database = await createTestDb('pglite');
      redis = new Redis(url);
    });
    afterAll(async () => {
      for (const app of servers) await app.close();
      await deleteTestKeys();
      await redis.quit();
      await database.close();
    });

    it('refuses the sixth wrong password across two servers with 429', async () => {
      const email = uniqueEmail();
      await insertAccount(database.db, {
        id: randomUUID(),
        email,
        firstName: 'Ada',
        lastName: null,
        isDemo: false,
        passwordHash: await hashPassword(password),
      });
      const first = await server({ REDIS_URL: url });
      const second = await server({ REDIS_URL: url });
      const signIn = (app: FastifyInstance, attempt: string) =>
        call(app, {
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email, password: attempt },
        });

      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const app = attempt % 2 === 0 ? second : first;
        expectStatus(await signIn(app, `wrong password ${attempt}`), 401);
      }
      expectStatus(await signIn(second, 'wrong password 6'), 429);
      // Even the right password waits: the count is per email, not per failure.
      expectStatus(await signIn(first, password), 429);
      expect((await redis.keys(`${namespace}*`)).length).toBeGreaterThan(0);

      // A server counting in its own memory has seen none of those attempts.
      const alone = await server({});
      expectStatus(await signIn(alone, password), 200);
    });

    it('counts demo accounts and discount codes of one address across servers', async () => {
      const first = await server({ REDIS_URL: url, BETA_DISCOUNT_CODE: 'RALLY-BETA-TESTING-2026' });
      const second = await server({
        REDIS_URL: url,
        BETA_DISCOUNT_CODE: 'RALLY-BETA-TESTING-2026',
      });
      const remoteAddress = '198.18.0.7';
      const demo = (app: FastifyInstance) =>
        call(app, { method: 'POST', url: '/api/simple-demo-login', remoteAddress });
      const cookies: string[] = [];
      for (let index = 0; index < 10; index += 1) {
        const response = await demo(index % 2 === 0 ? first : second);
        expectStatus(response, 200);
        cookies.push(sessionCookieOf(response));
      }
      const refused = await demo(first);
      expectStatus(refused, 429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // Two demo accounts, ten codes each, half on each server: the address's twenty are used up.
      for (const [index, cookie] of cookies.slice(0, 2).entries()) {
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const response = await call(attempt % 2 === 0 ? first : second, {
            method: 'POST',
            url: '/api/create-subscription',
            remoteAddress,
            cookie,
            payload: { discountCode: `RALLY-${index}-${attempt}` },
          });
          expectStatus(response, 200);
        }
      }
      const third = await call(second, {
        method: 'POST',
        url: '/api/create-subscription',
        remoteAddress,
        cookie: cookies[2],
        payload: { discountCode: 'RALLY-BETA-TESTING-2026' },
      });
      expectStatus(third, 429);
    });
  },
);
