/**
 * The demo store's owner (issue 11), for the local demo only: seeded with the demo catalogue (SEED_DEMO), never
 * otherwise. The README states these credentials; the first sign-in at /admin/login enrols an authenticator app.
 * A real store creates its owner with `npm run admin:create`.
 */
import { hashPassword } from '../../accounts/passwords.ts';
import { users } from '../../accounts/tables.ts';
import type { Tx } from '../client.ts';

export const DEMO_OWNER = {
  name: 'Demo Owner',
  email: 'owner@bindass.example',
  password: 'bindass-demo-owner',
} as const;

/** Adds the demo owner unless an account with that email exists. */
export async function upsertDemoOwner(tx: Tx): Promise<void> {
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  await tx
    .insert(users)
    .values({ name: DEMO_OWNER.name, email: DEMO_OWNER.email, phone: '', role: 'owner', passwordHash })
    // The only unique key of users is lower(email): an existing account with this email stays as it is.
    .onConflictDoNothing();
}
