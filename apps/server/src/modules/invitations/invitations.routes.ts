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
        onRequest: company,
        schema: {
          tags: ['company'],
          description:
            'Invites an email (a pending invitation gets a fresh code). At most 50 invitations per company an hour: 429 beyond.',
          body: InviteSchema,
          response: answer(InviteResultSchema),
        },
      },
      async (request) =>
        ok(
          await invite(ctx, signedIn(request).id, request.body.employee_work_email),
          'Invitation sent successfully!',
        ),
    );
    app.get(
      '/invitations/list',
      { onRequest: company, schema: { tags: ['company'], response: answer(z.array(InvitationSchema)) } },
      async (request) => ok(await listInvitations(ctx, signedIn(request).id)),
    );
  };
}
