/**
 * The mails a test store wrote to its outbox (DATA_DIR/outbox: no SMTP in tests), decoded: quoted-printable soft
 * line breaks joined, then =XX bytes read as UTF-8 (so "₹" and long lines read as sent). `outboxMessages` also
 * splits each mail into its recipient, subject (RFC 2047 encoded words decoded, as a mail client shows it) and body.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export function decodeQuotedPrintable(mail: string): string {
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

async function rawMails(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => []);
  return Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
}

export async function outboxMails(dataDir: string): Promise<string[]> {
  return (await rawMails(dataDir)).map(decodeQuotedPrintable);
}

/** A header's value as read: folded lines joined, encoded words ("=?UTF-8?Q?...?=", "=?UTF-8?B?...?=") decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n(?=[ \t])/g, '') // unfolding removes the line break only
    .trim()
    .replace(/(\?=)\s+(?==\?)/g, '$1') // whitespace between two encoded words is not part of the text
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      (encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
      ).toString('utf8'),
    );
}

export type OutboxMessage = { to: string; subject: string; text: string };

export async function outboxMessages(dataDir: string): Promise<OutboxMessage[]> {
  return (await rawMails(dataDir)).map((raw) => {
    const split = raw.search(/\r?\n\r?\n/);
    const head = raw.slice(0, split);
    const header = (name: string) => {
      const match = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
      return match ? decodeHeader(match[1]!) : '';
    };
    return {
      to: header('To'),
      subject: header('Subject'),
      text: decodeQuotedPrintable(raw.slice(split).replace(/^\r?\n\r?\n/, '')),
    };
  });
}
