import {
  ConfirmEmailSchema,
  EmailOnlySchema,
  LoginResultSchema,
  LoginSchema,
  MeSchema,
  OnboardResultSchema,
  ResetPasswordSchema,
  SignupResultSchema,
  SignupSchema,
} from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireAccount, SESSION_COOKIE, signedIn } from '../../lib/auth-guard.js';
import { forbidden } from '../../lib/errors.js';
import { answer, ok } from '../../lib/reply.js';
import { parseInput } from '../../lib/validation.js';
import * as auth from './auth.service.js';
import { onboard } from './onboarding.service.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const codeLimit = { rateLimit: { max: 60, timeWindow: FIFTEEN_MINUTES } };

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const secureCookie = ctx.config.appUrl.startsWith('https://');

    app.post(
      '/auth/signup',
      {
        schema: {
          tags: ['auth'],
          body: z.looseObject({ account_type: z.string().optional() }),
          response: { 201: answer(SignupResultSchema)[200] },
        },
      },
      async (request, reply) => {
        if (request.body.account_type === 'Admin') throw forbidden('Admin accounts cannot sign up');
        const input = parseInput(SignupSchema, request.body);
        const account = await auth.signup(ctx, input);
        return reply
          .code(201)
          .send(ok(account, 'Signup successful. Check your email for a verification code.'));
      },
    );

    app.post(
      '/auth/confirm-email',
      {
        config: codeLimit,
        schema: { tags: ['auth'], body: ConfirmEmailSchema, response: answer(z.object({ id: z.string() })) },
      },
      async (request) =>
        ok(await auth.confirmEmail(ctx, request.body.email, request.body.otp), 'Email verified'),
    );

    app.post(
      '/auth/resend-verify-email',
      { config: codeLimit, schema: { tags: ['auth'], body: EmailOnlySchema, response: answer(z.null()) } },
      async (request) => {
        await auth.resendVerification(ctx, request.body.email);
        return ok(null, 'If the email belongs to an unverified account, a new code is on its way.');
      },
    );

    app.post(
      '/auth/login',
      {
        config: { rateLimit: { max: 100, timeWindow: FIFTEEN_MINUTES } },
        schema: { tags: ['auth'], body: LoginSchema, response: answer(LoginResultSchema) },
      },
      async (request, reply) => {
        const session = await auth.login(ctx, request.body);
        reply.setCookie(SESSION_COOKIE, session.token, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure: secureCookie,
          maxAge: ctx.config.sessionTtlHours * 3600,
        });
        return ok(
          {
            // The wire calls the session token `accessTokenHash`; it is the token itself.
            accessTokenHash: session.token,
            onboarded: session.onboarded,
            account_type: session.account_type,
          },
          'Login successful',
        );
      },
    );

    app.get(
      '/auth/me',
      { onRequest: requireAccount(ctx), schema: { tags: ['auth'], response: answer(MeSchema) } },
      async (request) => ok(await auth.me(ctx, signedIn(request).id)),
    );

    app.post(
      '/auth/onboard',
      {
        onRequest: requireAccount(ctx, 'company', 'employee'),
        schema: {
          tags: ['auth'],
          body: z.record(z.string(), z.unknown()),
          response: answer(OnboardResultSchema),
        },
      },
      async (request) => ok(await onboard(ctx, signedIn(request), request.body), 'Onboarding complete'),
    );

    app.post(
      '/auth/request-password-reset',
      { config: codeLimit, schema: { tags: ['auth'], body: EmailOnlySchema, response: answer(z.null()) } },
      async (request) => {
        await auth.requestPasswordReset(ctx, request.body.email);
        return ok(null, 'If the email belongs to an account, a reset code is on its way.');
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: codeLimit,
        schema: { tags: ['auth'], body: ResetPasswordSchema, response: answer(z.null()) },
      },
      async (request) => {
        await auth.resetPassword(ctx, request.body);
        return ok(null, 'Password changed. Sign in with your new password.');
      },
    );

    app.post(
      '/auth/logout',
      { onRequest: requireAccount(ctx), schema: { tags: ['auth'], response: answer(z.null()) } },
      async (request, reply) => {
        await auth.logout(ctx, signedIn(request).sessionId);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return ok(null, 'Signed out');
      },
    );
  };
}
