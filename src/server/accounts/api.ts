import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  resetPasswordSchema,
  signupSchema,
} from '../../shop/accounts.ts';
import type { Services } from '../services.ts';
import { callerOf, isHttps, requestToken, signedIn } from './request-auth.ts';
import { clearSessionCookie, sessionCookie, type NewSession } from './sessions.ts';

/** Exactly the fields a customer may see of their account. */
export const userResponse = z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() });
const authResponse = z.object({ user: userResponse, authToken: z.string() });
const messageResponse = z.object({ success: z.literal(true), message: z.string() });

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this email, we have sent a link to reset the password. The link works once and expires in 1 hour.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Please log in with your new password.';

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: NewSession): void {
  reply.header('set-cookie', sessionCookie(session, { secure: isHttps(request) }));
}

export const accountsApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { accounts, sessions } = services;
  const bearer = [{ bearer: [] }];
  const onRequest = signedIn(sessions);

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create a customer account; answers the user and a session token (also set as a cookie)',
        body: signupSchema,
        response: { 201: authResponse },
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.register(request.body, { ip: request.ip });
      setSessionCookie(request, reply, session);
      return reply.status(201).send({ user, authToken: session.token });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in; rememberMe chooses a 30-day session instead of a browser session',
        body: loginSchema,
        response: { 200: authResponse },
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.login(request.body, { ip: request.ip });
      setSessionCookie(request, reply, session);
      return { user, authToken: session.token };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the current session on the server and clear the cookie',
        security: bearer,
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      await accounts.logout(requestToken(request));
      reply.header('set-cookie', clearSessionCookie({ secure: isHttps(request) }));
      return { success: true as const, message: 'Logged out' };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a single-use reset link (1 hour); the answer is the same whether or not the account exists',
        body: forgotPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email, { ip: request.ip });
      return { success: true as const, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset token; ends every session of the customer',
        body: resetPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.body, { ip: request.ip });
      reply.header('set-cookie', clearSessionCookie({ secure: isHttps(request) }));
      return { success: true as const, message: PASSWORD_RESET_DONE };
    },
  );

  app.get(
    '/api/customer/profile',
    {
      onRequest,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in customer',
        security: bearer,
        response: { 200: z.object({ user: userResponse }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      reply.header('cache-control', 'private, no-store');
      return { user: await accounts.getProfile(caller.user.id) };
    },
  );

  app.put(
    '/api/customer/profile',
    {
      onRequest,
      schema: {
        tags: ['accounts'],
        summary: 'Update name and phone (the email is read-only: a sent email is ignored)',
        security: bearer,
        body: profileSchema,
        response: { 200: z.object({ user: userResponse }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { user: await accounts.updateProfile(caller.user.id, request.body) };
    },
  );

  app.put(
    '/api/customer/change-password',
    {
      onRequest,
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; every other session of the customer ends',
        security: bearer,
        body: changePasswordSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await accounts.changePassword(caller.user.id, caller.sessionId, request.body);
      return { message: 'Password updated successfully' };
    },
  );
};
