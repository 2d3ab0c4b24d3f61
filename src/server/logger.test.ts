import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  return { log: pino(loggerOptions('info'), stream), text: () => lines.join('') };
}

describe('logs carry no secrets', () => {
  it('redacts credentials, cookies and passwords', () => {
    const { log, text } = capture();
    log.info({
      req: { headers: { authorization: 'Bearer sekret-token', cookie: 'bb_session=sekret-cookie' } },
      body: { email: 'a@b.in', password: 'hunter22', newPassword: 'hunter33', authToken: 'tok-123' },
    });
    log.info({ storage: { credentials: { accessKeyId: 'AKID', secretAccessKey: 'wJalr-sekret' } } });
    log.info({ env: { AWS_SECRET_ACCESS_KEY: 'wJalr-sekret-2' } });
    const out = text();
    for (const secret of ['sekret-token', 'sekret-cookie', 'hunter22', 'hunter33', 'tok-123', 'wJalr-sekret']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
  });

  it('drops tokens from logged request URLs', () => {
    const { log, text } = capture();
    log.info({ req: { method: 'GET', url: '/reset-password?token=abc123&x=1', id: 'r1' } });
    expect(text()).not.toContain('abc123');
    expect(text()).toContain('/reset-password?token=[redacted]&x=1');
  });
});

describe('errors in logs', () => {
  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$caLgg6VpgT5XjwbYkc/Erg$Cc1fgZKZp/hT33CSCOyweJ5qQSY++J3OjHTQ9O5QUDI';
  /** What a failed insert into users throws: Drizzle's error (query, params) caused by PostgreSQL's (detail). */
  function failedInsert(): Error {
    const pgError = Object.assign(new Error('new row for relation "users" violates check constraint "users_phone"'), {
      name: 'error',
      code: '23514',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_phone',
      detail: `Failing row contains (6f1c, Asha Rao, asha@example.com, 9000000001, ${HASH}, customer).`,
    });
    return new DrizzleQueryError(
      'insert into "users" ("id", "name", "email", "phone", "password_hash") values (default, $1, $2, $3, $4)',
      ['Asha Rao', 'asha@example.com', '9000000001', HASH],
      pgError,
    );
  }

  const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

  it.each(levels)('keeps query parameters, the failing row and the hash out at level %s, however logged', (level) => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const log = pino(loggerOptions('trace'), stream);
    const err = failedInsert();
    log[level]({ err }, 'unhandled error');
    log[level](err);
    log[level]({ error: err, orderId: 'o1' }, 'order mail failed');
    log[level]({ context: { failure: err } }, 'nested');
    log[level](`raw message: ${err.message}`);
    log[level]({ url: 'postgres://store:s3cret-pw@127.0.0.1:5432/store' }, 'connecting');
    const out = lines.join('');
    expect(lines).toHaveLength(6);
    for (const secret of ['$argon2', 'caLgg6VpgT5XjwbYkc', 'asha@example.com', '9000000001', 's3cret-pw']) {
      expect(out).not.toContain(secret);
    }
    // What helps to debug stays: the query with its placeholders, the code, table and constraint.
    const first = JSON.parse(lines[0]!) as { err: Record<string, unknown> & { cause: Record<string, unknown> } };
    expect(first.err.query).toContain('insert into "users"');
    expect(first.err.cause).toMatchObject({ code: '23514', table: 'users', constraint: 'users_phone' });
    expect(String(first.err.cause.detail)).toBe('Failing row contains ([redacted]).');
    expect(first.err).not.toHaveProperty('params');
  });

  it('keeps a unique violation readable without its value', () => {
    const { log, text } = capture();
    const err = Object.assign(new Error('duplicate key value violates unique constraint "users_email_uq"'), {
      code: '23505',
      detail: 'Key (lower(email))=(asha@example.com) already exists.',
    });
    log.error({ err });
    expect(text()).not.toContain('asha@example.com');
    expect(text()).toContain('Key (lower(email))=([redacted]) already exists.');
  });

  it('drops tokens, reset links and session cookies from any message', () => {
    const { log, text } = capture();
    log.warn('mail failed for https://shop.example/reset-password?token=AbC123xyz_-tok');
    log.warn({ err: new Error('request with Bearer abcdefghijklmnopqrstuvwxyz012345 refused') });
    log.warn({ note: 'cookie bb_session=QWERTYUIOPASDFGHJKL1234567890 seen' });
    const out = text();
    for (const secret of ['AbC123xyz_-tok', 'abcdefghijklmnopqrstuvwxyz012345', 'QWERTYUIOPASDFGHJKL1234567890']) {
      expect(out).not.toContain(secret);
    }
  });
});
