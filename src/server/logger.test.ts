import { Writable } from 'node:stream';
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
    const out = text();
    for (const secret of ['sekret-token', 'sekret-cookie', 'hunter22', 'hunter33', 'tok-123']) {
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
