import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane (argon2id is the
// library's default algorithm; a test checks the stored hash says so).
const ARGON2_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the email is unknown, so both cases take the same time.
const decoyHash = hashPassword('not-a-real-password-decoy');

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    const ok = await verify(passwordHash ?? (await decoyHash), password);
    return passwordHash !== null && ok;
  } catch {
    return false;
  }
}
