import { EmployeeProfileSchema } from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { registerReminders } from '../reminders/reminders.service.js';
import { employeeProfile } from './profile.service.js';

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The lunch reminder follows the profile's lunch time; it has no routes of its own.
    registerReminders(ctx);
    app.get(
      '/profile',
      {
        onRequest: requireAccount(ctx, 'Individual'),
        schema: { tags: ['profile'], response: answer(EmployeeProfileSchema) },
      },
      async (request) => ok(await employeeProfile(ctx, signedIn(request).id)),
    );
  };
}
