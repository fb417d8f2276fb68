import { healthConsentEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { giveHealthConsent, privacyNotice, withdrawHealthConsent } from './health-consent.service.js';

/** The privacy notice and the employee's health consent (`healthConsentEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function healthConsentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, healthConsentEndpoints, {
      'GET /privacy': async () => ok(await privacyNotice(ctx)),

      'PUT /profile/health-consent': async (request) =>
        ok(await giveHealthConsent(ctx, signedIn(request).id), 'Consent given'),

      'DELETE /profile/health-consent': async (request) =>
        ok(
          await withdrawHealthConsent(ctx, signedIn(request).id),
          'Consent withdrawn: your allergies, medical conditions and diets were erased',
        ),
    });
  };
}
