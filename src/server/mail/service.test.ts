import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './service.ts';

const dir = path.join(os.tmpdir(), `outbox-test-${process.pid}`);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('mail without SMTP_URL', () => {
  it('writes each message as an .eml file to the outbox', async () => {
    const mailer = createMailer({ from: 'Store <no-reply@store.in>', outboxDir: dir });
    expect(mailer.outboxDir).toBe(dir);
    await mailer.send({
      to: 'asha@example.com',
      subject: 'Reset your password',
      text: 'Open https://x/reset?token=abc',
    });
    const files = await fs.readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/reset-your-password.*\.eml$/);
    const eml = await fs.readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: asha@example.com');
    expect(eml).toContain('Subject: Reset your password');
    expect(eml).toContain('reset?token=abc');
  });
});
