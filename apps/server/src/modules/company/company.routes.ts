import { companyEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../domain/audit/audit.js';
import { companyOf, signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { checkSettingsFields, companySettings, updateCompanySettings } from './company.service.js';
import { companyProfile, updateCompanyProfile } from './company-profile.service.js';

/** The company's profile and settings (`companyEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function companyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, companyEndpoints, {
      'GET /company/profile': async (request) => ok(await companyProfile(ctx, companyOf(request))),

      'PATCH /company/profile': async (request) =>
        ok(
          await updateCompanyProfile(ctx, companyOf(request), request.body, actorOf(signedIn(request))),
          'Profile saved',
        ),

      'GET /company/settings': async (request) => ok(await companySettings(ctx, companyOf(request))),

      // Each field sent is checked against the member's role before its value is (403 naming it).
      'PATCH /company/settings': {
        preValidation: checkSettingsFields,
        handler: async (request) =>
          ok(
            await updateCompanySettings(ctx, companyOf(request), request.body, actorOf(signedIn(request))),
            'Settings saved',
          ),
      },
    });
  };
}
