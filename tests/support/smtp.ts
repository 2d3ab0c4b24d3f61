/**
 * A local SMTP server (the `smtp-server` package) on 127.0.0.1 for mail tests: it keeps every message it receives,
 * and can be stopped and started again on the same port (mail down, mail back).
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../src/server/db/embedded.ts';

export type TestSmtp = {
  port: number;
  url: string;
  /** Raw messages received so far (soft line breaks of quoted-printable joined back). */
  messages: string[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function testSmtp(opts: { started?: boolean } = {}): Promise<TestSmtp> {
  const port = await freePort();
  const messages: string[] = [];
  let server: SMTPServer | null = null;
  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          let raw = '';
          stream.on('data', (d: Buffer) => (raw += String(d)));
          stream.on('end', () => {
            messages.push(raw.replace(/=\r?\n/g, ''));
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
  if (opts.started !== false) await smtp.start();
  return smtp;
}
