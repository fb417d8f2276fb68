import multipart from '@fastify/multipart';
import {
  BULK_INVITE_MAX_ROWS,
  BulkInviteJsonSchema,
  BulkInviteQuerySchema,
  BulkInviteResultSchema,
  InvitationSchema,
  InviteResultSchema,
  InviteSchema,
} from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { parseInput } from '../../lib/validation.js';
import { bulkInvite, jsonRows, readInviteCsv } from './bulk-invitations.js';
import { invite, listInvitations } from './invitations.service.js';

export function invitationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
    app.addHook('onRequest', requireAccount(ctx, 'company'));
    app.post(
      '/invitations',
      {
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
    app.post(
      '/invitations/bulk',
      {
        schema: {
          tags: ['company'],
          description:
            'Invites many people at once. Either multipart/form-data with a CSV `file` (at most 1 MB; header row ' +
            'with `email` and optionally `monthly_budget` in naira, which becomes the employee’s own budget when ' +
            `they join) or JSON \`{emails: [...]}\`; at most ${BULK_INVITE_MAX_ROWS} rows. Rows that cannot be ` +
            'invited are listed in `skipped` with their row (CSV: line in the file; JSON: position from 1) and ' +
            'reason: invalid_email, invalid_budget, duplicate_in_file, already_employee, existing_account, ' +
            'already_invited (a pending invitation, so a second upload of the same file invites nobody twice). ' +
            'An expired invitation is renewed. `?dry_run=true` answers the same without inviting anyone ' +
            '(tokens are null): the preview.',
          consumes: ['multipart/form-data', 'application/json'],
          querystring: BulkInviteQuerySchema,
          response: answer(BulkInviteResultSchema),
        },
      },
      async (request) => {
        const rows = request.isMultipart()
          ? await readInviteCsv(request)
          : jsonRows(parseInput(BulkInviteJsonSchema, request.body ?? {}).emails);
        const dryRun = request.query.dry_run;
        const result = await bulkInvite(ctx, signedIn(request).id, rows, dryRun);
        const message = dryRun
          ? `${result.invited.length} to invite, ${result.skipped.length} skipped`
          : `${result.invited.length} invited, ${result.skipped.length} skipped`;
        return ok(result, message);
      },
    );

    app.get(
      '/invitations/list',
      { schema: { tags: ['company'], response: answer(z.array(InvitationSchema)) } },
      async (request) => ok(await listInvitations(ctx, signedIn(request).id)),
    );
  };
}
