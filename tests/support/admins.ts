/**
 * Staff accounts for tests, signed in through the real admin sign-in (password, then a TOTP code made from the
 * enrolment's secret). Requests then carry `Authorization: Bearer <admin session>`; `cookie` is the same session as
 * a browser would hold it.
 */
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { AdminRole } from '../../src/shop/roles.ts';
import type { Services } from '../../src/server/services.ts';

export type TestAdmin = {
  id: string;
  email: string;
  password: string;
  role: AdminRole;
  /** The authenticator secret enrolled at the first sign-in. */
  secret: string;
  token: string;
  recoveryCodes: string[];
  auth: { authorization: string };
  cookie: { cookie: string };
};

let counter = 0;

export const STAFF_PASSWORD = 'staff-secret-123';

/** Starts step 1 of the admin sign-in; answers the parsed body. */
export async function passwordStep(app: FastifyInstance, email: string, password = STAFF_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/auth/password', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`admin password step failed: ${res.statusCode} ${res.body}`);
  return res.json() as { challenge: string; enrolment: { secret: string; otpauthUrl: string; qrSvg: string } | null };
}

/** A new member of staff (or owner), enrolled and signed in to the admin. */
export async function createAdmin(
  app: FastifyInstance,
  services: Services,
  role: AdminRole = 'staff',
  name = role === 'owner' ? 'Meera Owner' : 'Ravi Staff',
): Promise<TestAdmin> {
  counter += 1;
  const email = `${role}${counter}.${Date.now()}@example.com`;
  const member = await services.staff.create({ name, email, role, password: STAFF_PASSWORD }, null);
  const { challenge, enrolment } = await passwordStep(app, email);
  if (!enrolment) throw new Error('a new member of staff must enrol');
  const code = await generate({ secret: enrolment.secret });
  const res = await app.inject({ method: 'POST', url: '/api/admin/auth/verify', payload: { challenge, code } });
  if (res.statusCode !== 200) throw new Error(`admin code step failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { authToken: string; recoveryCodes: string[] };
  return {
    id: member.id,
    email,
    password: STAFF_PASSWORD,
    role,
    secret: enrolment.secret,
    token: body.authToken,
    recoveryCodes: body.recoveryCodes,
    auth: { authorization: `Bearer ${body.authToken}` },
    cookie: { cookie: `bb_session=${body.authToken}` },
  };
}
