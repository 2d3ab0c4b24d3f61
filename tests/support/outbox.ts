/**
 * The mails a test store wrote to its outbox (DATA_DIR/outbox: no SMTP in tests), decoded: quoted-printable soft
 * line breaks joined, then =XX bytes read as UTF-8 (so "₹" and long lines read as sent).
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export function decodeQuotedPrintable(mail: string): string {
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

export async function outboxMails(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => []);
  const mails = await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
  return mails.map(decodeQuotedPrintable);
}
