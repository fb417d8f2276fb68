import { PageQuerySchema, pageOf, SuggestionInputSchema, SuggestionSchema } from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { listSuggestions, suggestMeal } from './suggestions.service.js';

export function suggestionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/meal/suggest',
      {
        onRequest: requireAccount(ctx, 'company', 'employee'),
        schema: {
          tags: ['suggestions'],
          body: SuggestionInputSchema,
          response: answer(z.object({ id: z.string() })),
        },
      },
      async (request) =>
        ok(await suggestMeal(ctx, signedIn(request).id, request.body), 'Suggestion successfully submitted!'),
    );

    app.get(
      '/meal/suggestions',
      {
        onRequest: requireAccount(ctx, 'admin'),
        schema: {
          tags: ['suggestions'],
          querystring: PageQuerySchema,
          response: answer(pageOf(SuggestionSchema)),
        },
      },
      async (request) => ok(await listSuggestions(ctx, request.query)),
    );
  };
}
