/**
 * `npm run admin:create -- --email owner@shop.in [--name "Meera Shah"] [--role owner|staff]`: creates an admin account
 * in the configured database (DATABASE_URL, or the embedded one in DATA_DIR: stop the running store first). The
 * password is asked for without echo, or taken from ADMIN_PASSWORD (CI, scripts). The first sign-in at /admin/login
 * enrols the account's authenticator app.
 */
import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { newStaffSchema } from '../src/shop/admin/auth.ts';
import { loadConfig } from '../src/server/config.ts';
import { createStaffDirectory } from '../src/server/accounts/staff.ts';
import { createAuditService } from '../src/server/audit/service.ts';
import { connectDatabase, runMigrations } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    out._writeToOutput = (s: string) => {
      if (s.startsWith(question)) out.output.write(s);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, phone: { type: 'string' } },
});
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email owner@example.com [--name "Your Name"] [--role owner|staff]');
  process.exit(2);
}
let password = process.env.ADMIN_PASSWORD;
if (!password) {
  if (!process.stdin.isTTY) {
    console.error('Set ADMIN_PASSWORD, or run this in a terminal to type the password.');
    process.exit(2);
  }
  password = await askHidden('Password (10 or more characters): ');
  if ((await askHidden('Password again: ')) !== password) {
    console.error('The passwords differ.');
    process.exit(2);
  }
}
const parsed = newStaffSchema.safeParse({
  email: values.email,
  name: values.name ?? 'Store Owner',
  role: values.role ?? 'owner',
  phone: values.phone ?? '',
  password,
});
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(2);
}

const config = loadConfig();
const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(config.dataDir);
const database = connectDatabase(config.DATABASE_URL ?? embedded!.url);
let code = 0;
try {
  await runMigrations(database);
  const staff = createStaffDirectory({ db: database.db, audit: createAuditService(database.db) });
  const member = await staff.create(parsed.data, null);
  console.log(
    `Created ${member.role} ${member.email}. Sign in at ${config.publicUrl}/admin/login; the first sign-in sets up the authenticator app.`,
  );
} catch (err) {
  console.error((err as Error).message);
  code = 1;
} finally {
  await database.close();
  await embedded?.stop();
}
process.exit(code);
