/**
 * What must never appear in a log, at any level: password hashes, passwords, session tokens, reset links, query
 * parameters (they carry all of these) and payment secrets. Used on the captured output of every store process the
 * suite starts (tests/support/server-process.ts, checked once at the end of the run by global-setup.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** A redacted value is fine: `"authToken":"[redacted]"`, `?token=[redacted]`. */
const VALUE = String.raw`(?!\[redacted\])`;

export const SECRET_PATTERNS: ReadonlyArray<{ name: string; re: RegExp }> = [
  { name: 'an argon2 password hash', re: /\$argon2(?:id|i|d)\$/ },
  { name: 'an authToken value', re: new RegExp(String.raw`authToken"?\s*[:=]\s*"?${VALUE}[A-Za-z0-9_-]{16,}`) },
  { name: 'a Bearer token', re: new RegExp(String.raw`Bearer\s+${VALUE}[A-Za-z0-9_-]{16,}`) },
  { name: 'a session cookie', re: new RegExp(String.raw`bb_session=${VALUE}[A-Za-z0-9_-]{16,}`) },
  { name: 'a password reset link', re: new RegExp(String.raw`reset-password\?token=${VALUE}[A-Za-z0-9_-]`) },
  {
    name: 'a password field',
    re: new RegExp(String.raw`"(?:password|confirmPassword|currentPassword|newPassword)"\s*:\s*"${VALUE}[^"]`),
  },
  { name: 'query parameters', re: /(?:^|\s|\\n)params: (?!\[redacted\])\S/m },
  { name: 'a failing row of PostgreSQL', re: /Failing row contains \((?!\[redacted\])/ },
  {
    name: 'a payment secret',
    re: new RegExp(String.raw`(?:key_secret|webhook_secret|KEY_SECRET)"?\s*[:=]\s*"?${VALUE}\w`),
  },
  {
    name: 'a storage secret key',
    re: new RegExp(String.raw`(?:secretAccessKey|SECRET_ACCESS_KEY)"?\s*[:=]\s*"?${VALUE}\w`),
  },
];

/** The names of the kinds of secret found in `text` (never the secrets themselves). */
export function secretsIn(text: string): string[] {
  return SECRET_PATTERNS.filter((p) => p.re.test(text)).map((p) => p.name);
}

/** Searches every captured log in `dir`; answers one line per file that leaks, naming the kinds found. */
export async function leaksInLogDir(dir: string): Promise<string[]> {
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const leaks: string[] = [];
  for (const file of files.sort()) {
    const found = secretsIn(await fs.readFile(path.join(dir, file), 'utf8'));
    if (found.length > 0) leaks.push(`${file}: ${found.join(', ')}`);
  }
  return leaks;
}
