import { isTeamSignup, SignupSchema, TeamSignupSchema } from '@lunch/contract';
import { authEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { SESSION_COOKIE, signedIn } from '../../lib/auth-guard.js';
import { forbidden } from '../../lib/errors.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { parseInput } from '../../lib/validation.js';
import * as auth from './auth.service.js';
import { onboard } from './onboarding.service.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const codeLimit = { rateLimit: { max: 60, timeWindow: FIFTEEN_MINUTES } };

/** Sign-up, sign-in and sessions (`authEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const secureCookie = ctx.config.appUrl.startsWith('https://');

    serve(app, ctx, authEndpoints, {
      'POST /auth/signup': async (request, reply) => {
        if (request.body.account_type === 'Admin') throw forbidden('Admin accounts cannot sign up');
        // A company member invited by an owner signs up with its team code (issue 32).
        const input = isTeamSignup(request.body)
          ? parseInput(TeamSignupSchema, request.body)
          : parseInput(SignupSchema, request.body);
        const account = await auth.signup(ctx, input);
        // A restaurant's email is verified by its invitation code: it signs in at once.
        const next =
          input.account_type === 'Restaurant'
            ? 'Sign in to open your restaurant area.'
            : 'Check your email for a verification code.';
        return reply.code(201).send(ok(account, `Signup successful. ${next}`));
      },

      'POST /auth/confirm-email': {
        config: codeLimit,
        handler: async (request) =>
          ok(await auth.confirmEmail(ctx, request.body.email, request.body.otp), 'Email verified'),
      },

      'POST /auth/resend-verify-email': {
        config: codeLimit,
        handler: async (request) => {
          await auth.resendVerification(ctx, request.body.email);
          return ok(null, 'If the email belongs to an unverified account, a new code is on its way.');
        },
      },

      'POST /auth/login': {
        config: { rateLimit: { max: 100, timeWindow: FIFTEEN_MINUTES } },
        handler: async (request, reply) => {
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
      },

      'GET /auth/me': async (request) => ok(await auth.me(ctx, signedIn(request))),

      'POST /auth/onboard': async (request) =>
        ok(await onboard(ctx, signedIn(request), request.body), 'Onboarding complete'),

      'POST /auth/request-password-reset': {
        config: codeLimit,
        handler: async (request) => {
          await auth.requestPasswordReset(ctx, request.body.email);
          return ok(null, 'If the email belongs to an account, a reset code is on its way.');
        },
      },

      'POST /auth/reset-password': {
        config: codeLimit,
        handler: async (request) => {
          await auth.resetPassword(ctx, request.body);
          return ok(null, 'Password changed. Sign in with your new password.');
        },
      },

      'POST /auth/logout': async (request, reply) => {
        await auth.logout(ctx, signedIn(request).sessionId);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return ok(null, 'Signed out');
      },
    });
  };
}
