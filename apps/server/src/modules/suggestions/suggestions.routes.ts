import { suggestionsEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { listSuggestions, suggestMeal } from './suggestions.service.js';

/** Meal suggestions (`suggestionsEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function suggestionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, suggestionsEndpoints, {
      'POST /meal/suggest': async (request) =>
        ok(await suggestMeal(ctx, signedIn(request).id, request.body), 'Suggestion successfully submitted!'),

      'GET /meal/suggestions': async (request) => ok(await listSuggestions(ctx, request.query)),
    });
  };
}
