import { InvitationSchema, InviteResultSchema, InviteSchema } from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { invite, listInvitations } from './invitations.service.js';

export function invitationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const company = requireAccount(ctx, 'company');
    app.post(
      '/invitations',
      {
        preHandler: company,
        schema: { tags: ['company'], body: InviteSchema, response: answer(InviteResultSchema) },
      },
      async (request) =>
        ok(
          await invite(ctx, signedIn(request).id, request.body.employee_work_email),
          'Invitation sent successfully!',
        ),
    );
    app.get(
      '/invitations/list',
      { preHandler: company, schema: { tags: ['company'], response: answer(z.array(InvitationSchema)) } },
      async (request) => ok(await listInvitations(ctx, signedIn(request).id)),
    );
  };
}
