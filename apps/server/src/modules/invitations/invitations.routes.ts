import multipart from '@fastify/multipart';
import { BulkInviteJsonSchema } from '@lunch/contract';
import { invitationsEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../domain/audit/audit.js';
import { companyOf, signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { parseInput } from '../../lib/validation.js';
import { requireCompanySetUp } from '../company/company-profile.service.js';
import { bulkInvite, jsonRows, readInviteCsv } from './bulk-invitations.js';
import { invite, listInvitations } from './invitations.service.js';

/** Invitations (`invitationsEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function invitationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
    serve(app, ctx, invitationsEndpoints, {
      'POST /invitations': async (request) => {
        const companyId = companyOf(request);
        await requireCompanySetUp(ctx, companyId);
        return ok(
          await invite(
            ctx,
            companyId,
            request.body.employee_work_email,
            request.body.department_id ?? null,
            actorOf(signedIn(request)),
          ),
          'Invitation sent successfully!',
        );
      },

      'POST /invitations/bulk': async (request) => {
        const rows = request.isMultipart()
          ? await readInviteCsv(request)
          : jsonRows(parseInput(BulkInviteJsonSchema, request.body ?? {}).emails);
        const dryRun = request.query.dry_run;
        const companyId = companyOf(request);
        await requireCompanySetUp(ctx, companyId);
        const result = await bulkInvite(ctx, companyId, rows, dryRun, actorOf(signedIn(request)));
        const message = dryRun
          ? `${result.invited.length} to invite, ${result.skipped.length} skipped`
          : `${result.invited.length} invited, ${result.skipped.length} skipped`;
        return ok(result, message);
      },

      'GET /invitations/list': async (request) => ok(await listInvitations(ctx, companyOf(request))),
    });
  };
}
