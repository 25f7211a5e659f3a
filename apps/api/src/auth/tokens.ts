import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the value that lives only in the cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token, so a leaked table signs nobody in. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
