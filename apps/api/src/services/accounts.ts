import { randomBytes } from 'node:crypto';
import type { SignInInput, SignUpInput } from '@rally/domain';
import type { PublicUser } from '@rally/db';
import { findPasswordCredential, findPublicUser, insertAccount } from '@rally/db';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from './errors.ts';

/** 128 random bits in hex: no hyphen, so ids survive the spec's "part before the first hyphen" rule. */
export const newUserId = () => randomBytes(16).toString('hex');

const INVALID_CREDENTIALS = 'Invalid email or password';

export async function signUp(deps: AppDeps, input: SignUpInput): Promise<PublicUser> {
  const id = newUserId();
  const passwordHash = await hashPassword(input.password);
  const created = await deps.db.transaction().execute((trx) =>
    insertAccount(trx, {
      id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      isDemo: false,
      passwordHash,
    }),
  );
  if (!created) throw new AppError('CONFLICT', 'Email already registered');
  return requireUser(deps, id);
}

export async function signIn(deps: AppDeps, input: SignInInput): Promise<PublicUser> {
  const credential = await findPasswordCredential(deps.db, input.email);
  const ok = await verifyPassword(credential?.passwordHash ?? null, input.password);
  if (!credential || !ok) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  return requireUser(deps, credential.userId);
}

export async function requireUser(deps: AppDeps, userId: string): Promise<PublicUser> {
  const user = await findPublicUser(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in.');
  return user;
}
