import type { Database } from '@rally/db';
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { SESSION_TOKEN_HEADER } from '../src/auth/bearer.ts';
import { call, expectStatus, uniqueEmail } from './helpers.ts';

/** How much of the allowance the user has used: saved speeches and those being written. */
export async function speechesUsedOf(db: Kysely<Database>, userId: string): Promise<number> {
  const { speechesUsed } = await db
    .selectFrom('users')
    .select('speechesUsed')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return speechesUsed;
}

/** The user's reservations: speeches being written, or left by a generation that never ended. */
export function reservationsOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('speechReservations').selectAll().where('userId', '=', userId).execute();
}

/** How many speeches the user has saved. */
export async function savedSpeechCount(db: Kysely<Database>, userId: string): Promise<number> {
  const rows = await db.selectFrom('speeches').select('id').where('userId', '=', userId).execute();
  return rows.length;
}

/** A new account signed up from the native app: its bearer token. */
export async function nativeSignUp(app: FastifyInstance): Promise<string> {
  const response = await call(app, {
    method: 'POST',
    url: '/api/auth/signup',
    headers: {
      origin: 'https://localhost',
      'sec-fetch-site': 'cross-site',
      'x-rally-client': 'native',
    },
    payload: {
      email: uniqueEmail(),
      password: 'correct horse battery',
      firstName: 'Nia',
      lastName: 'Okafor',
    },
  });
  expectStatus(response, 201);
  return String(response.headers[SESSION_TOKEN_HEADER]);
}
