/** The admin sign-in (ADR 16): password, then the authenticator's code, then an admin session cookie. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCodeStepSchema, staffPasswordStepSchema } from '../../shop/admin/auth.ts';
import { isHttps, requestToken } from '../accounts/request-auth.ts';
import { clearSessionCookie, sessionCookie } from '../accounts/sessions.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['staff', 'owner']),
});

export const adminAuthApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { staffAuth, sessions } = services;
  const tags = ['admin'];

  app.post(
    '/api/admin/auth/password',
    {
      config: { adminPublic: true },
      schema: {
        tags,
        summary: 'Admin sign-in, step 1: email and password; answers a challenge (and the QR code to enrol)',
        body: staffPasswordStepSchema,
        response: {
          200: z.object({
            challenge: z.string(),
            enrolment: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }).nullable(),
          }),
        },
      },
    },
    async (request) => staffAuth.passwordStep(request.body, { ip: request.ip }),
  );

  app.post(
    '/api/admin/auth/verify',
    {
      config: { adminPublic: true },
      schema: {
        tags,
        summary: 'Admin sign-in, step 2: the authenticator code (or a recovery code); starts a 12-hour admin session',
        body: staffCodeStepSchema,
        response: {
          200: z.object({ user: adminUser, authToken: z.string(), recoveryCodes: z.array(z.string()).nullable() }),
        },
      },
    },
    async (request, reply) => {
      const { session, user, recoveryCodes } = await staffAuth.verifyStep(request.body);
      reply.header('set-cookie', sessionCookie(session, { secure: isHttps(request) }));
      return { user, authToken: session.token, recoveryCodes };
    },
  );

  app.post(
    '/api/admin/auth/logout',
    {
      ...adminRoute(services, 'staff'),
      schema: { tags, summary: 'Ends this admin session', response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (request, reply) => {
      await sessions.revoke(requestToken(request));
      reply.header('set-cookie', clearSessionCookie({ secure: isHttps(request) }));
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/me',
    {
      ...adminRoute(services, 'staff'),
      schema: {
        tags,
        summary: 'The signed-in admin and how many recovery codes they have left',
        response: { 200: z.object({ user: adminUser, recoveryCodesLeft: z.number() }) },
      },
    },
    async (request) => {
      const { id, name, email, role } = adminOf(request);
      return { user: { id, name, email, role }, recoveryCodesLeft: await staffAuth.recoveryCodesLeft(id) };
    },
  );

  app.post(
    '/api/admin/me/recovery-codes',
    {
      ...adminRoute(services, 'staff'),
      schema: {
        tags,
        summary: 'New recovery codes (the old ones stop working); shown once',
        response: { 200: z.object({ recoveryCodes: z.array(z.string()) }) },
      },
    },
    async (request) => ({ recoveryCodes: await staffAuth.regenerateRecoveryCodes(adminOf(request).id) }),
  );
};
