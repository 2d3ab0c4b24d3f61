/**
 * Admin sign-in for end-to-end specs. The demo owner (src/server/db/seed/demo-owner.ts) is enrolled once per run
 * through the API and its admin session kept in E2E_DATA_DIR/e2e-state (serve.ts clears it with the database). Each
 * spec then signs in as a fresh account of its own, made by the demo owner: a TOTP code is accepted once per account
 * and 30-second step, so specs never share one.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { DEMO_OWNER } from '../../src/server/db/seed/demo-owner.ts';

const STATE = path.join(E2E_DATA_DIR, 'e2e-state', 'demo-owner.json');
export const E2E_STAFF_PASSWORD = 'e2e-staff-password';

type Signed = { token: string; secret: string };

async function signInByApi(request: APIRequestContext, email: string, password: string): Promise<Signed> {
  const step1 = await request.post('/api/admin/auth/password', { data: { email, password } });
  if (step1.status() !== 200) throw new Error(`admin password step: ${step1.status()} ${await step1.text()}`);
  const { challenge, enrolment } = (await step1.json()) as { challenge: string; enrolment: { secret: string } | null };
  if (!enrolment) throw new Error(`${email} is enrolled already; sign in with its secret`);
  const code = await generate({ secret: enrolment.secret });
  const step2 = await request.post('/api/admin/auth/verify', { data: { challenge, code } });
  if (step2.status() !== 200) throw new Error(`admin code step: ${step2.status()} ${await step2.text()}`);
  return { token: ((await step2.json()) as { authToken: string }).authToken, secret: enrolment.secret };
}

/** The demo owner's admin session token (enrolled on first use in this run). */
export async function demoOwnerToken(request: APIRequestContext): Promise<string> {
  try {
    return (JSON.parse(await fs.readFile(STATE, 'utf8')) as Signed).token;
  } catch {
    const signed = await signInByApi(request, DEMO_OWNER.email, DEMO_OWNER.password);
    await fs.mkdir(path.dirname(STATE), { recursive: true });
    await fs.writeFile(STATE, JSON.stringify(signed));
    return signed.token;
  }
}

let counter = 0;

/** A new staff or owner account made by the demo owner (not signed in yet). */
export async function newAdminAccount(
  request: APIRequestContext,
  role: 'staff' | 'owner',
): Promise<{ email: string; password: string; name: string }> {
  counter += 1;
  const email = `e2e-${role}-${Date.now()}-${counter}@example.com`;
  const name = role === 'owner' ? `Owner ${counter}` : `Staff ${counter}`;
  const res = await request.post('/api/admin/staff', {
    headers: { authorization: `Bearer ${await demoOwnerToken(request)}` },
    data: { name, email, role, password: E2E_STAFF_PASSWORD },
  });
  if (res.status() !== 201) throw new Error(`creating ${role}: ${res.status()} ${await res.text()}`);
  return { email, password: E2E_STAFF_PASSWORD, name };
}

/**
 * Signs the page's browser into the admin as a fresh account with `role` (through the API: password, then TOTP) and
 * answers the account (its TOTP secret too). The UI sign-in itself is tested in admin-sign-in.spec.ts.
 */
export async function signInAdmin(page: Page, role: 'staff' | 'owner' = 'owner') {
  const account = await newAdminAccount(page.request, role);
  // page.request shares the browser context's cookies: the session cookie of step 2 signs the browser in.
  const signed = await signInByApi(page.request, account.email, account.password);
  return { ...account, ...signed };
}
