import { teamEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../domain/audit/audit.js';
import { companyOf, signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { changeMemberRole, inviteMember, listMembers, removeMember } from './team.service.js';

/** The members who run a company's account (`teamEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function teamRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, teamEndpoints, {
      'GET /company/members': async (request) => ok(await listMembers(ctx, companyOf(request))),

      'POST /company/members': async (request, reply) => {
        const member = await inviteMember(ctx, companyOf(request), actorOf(signedIn(request)), request.body);
        return reply.code(201).send(ok(member, `Invitation sent to ${member.email}`));
      },

      'PATCH /company/members/:id': async (request) => {
        const member = await changeMemberRole(
          ctx,
          companyOf(request),
          actorOf(signedIn(request)),
          request.params.id,
          request.body.role,
        );
        return ok(
          member,
          `${member.name || member.email} is now ${member.role === 'owner' ? 'an' : 'a'} ${member.role}`,
        );
      },

      'DELETE /company/members/:id': async (request) => {
        const { withdrawn, member } = await removeMember(
          ctx,
          companyOf(request),
          actorOf(signedIn(request)),
          request.params.id,
        );
        return ok(
          null,
          withdrawn
            ? `Invitation to ${member.email} withdrawn`
            : `${member.name || member.email} was removed from the team`,
        );
      },
    });
  };
}
