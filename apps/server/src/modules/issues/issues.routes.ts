import { issuesEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../domain/audit/audit.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { listIssues, reportIssue, resolveIssue } from './issues.service.js';

/**
 * Problems with orders: the employee's report and the platform admin's list and resolution
 * (`issuesEndpoints`: roles, schemas and OpenAPI text are the table's).
 */
export function issuesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, issuesEndpoints, {
      'POST /orders/:id/issues': async (request, reply) =>
        reply
          .code(201)
          .send(
            ok(
              await reportIssue(ctx, signedIn(request).id, request.params.id, request.body),
              'Thanks: we will look into it',
            ),
          ),

      'GET /admin/issues': async (request) => ok(await listIssues(ctx, request.query)),

      'PATCH /admin/issues/:id': async (request) =>
        ok(
          await resolveIssue(ctx, request.params.id, request.body, actorOf(signedIn(request))),
          'Problem resolved',
        ),
    });
  };
}
