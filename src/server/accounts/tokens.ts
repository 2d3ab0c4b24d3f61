import crypto from 'node:crypto';

/** 256-bit random token, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
