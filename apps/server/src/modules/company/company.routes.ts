import { companyEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { companyOf } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { companySettings, updateCompanySettings } from './company.service.js';
import { companyProfile, updateCompanyProfile } from './company-profile.service.js';

/** The company's profile and settings (`companyEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function companyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, companyEndpoints, {
      'GET /company/profile': async (request) => ok(await companyProfile(ctx, companyOf(request))),

      'PATCH /company/profile': async (request) =>
        ok(await updateCompanyProfile(ctx, companyOf(request), request.body), 'Profile saved'),

      'GET /company/settings': async (request) => ok(await companySettings(ctx, companyOf(request))),

      'PATCH /company/settings': async (request) =>
        ok(await updateCompanySettings(ctx, companyOf(request), request.body), 'Settings saved'),
    });
  };
}
