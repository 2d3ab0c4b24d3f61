import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first configuration: 19 MiB of memory, 2 iterations,
 * 1 lane (@node-rs/argon2's default algorithm is argon2id).
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when `password` matches `stored`; false for a wrong password or a stored value that is not a hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (!stored.startsWith('$argon2')) {
    // Not a hash (e.g. a demo reviewer that cannot sign in): refuse, in the time a real check takes.
    await verifyDummyPassword(password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Checks `password` against a hash nobody owns, taking as long as a real check: a login for an unknown email
 * then answers as slowly as one for a known email with a wrong password (no account enumeration by timing).
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-' + Math.random());
  await verifyPassword(await dummy, password);
}
