/**
 * Outgoing mail. With SMTP_URL it goes through that server (nodemailer); without it, each message is written as an
 * .eml file to DATA_DIR/outbox, where a developer can read it (`ls data/outbox`, open any file in a mail client or
 * a text editor).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { send(message: MailMessage): Promise<void>; outboxDir: string | null };

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      outboxDir: null,
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir: opts.outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = message.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 40);
      const file = path.join(opts.outboxDir, `${stamp}-${slug}-${crypto.randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
    },
  };
}
