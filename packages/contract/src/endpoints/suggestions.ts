import { PageQuerySchema, pageOf } from '../common.js';
import { SuggestionCreatedSchema, SuggestionInputSchema, SuggestionSchema } from '../suggestions.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

/** Meal suggestions: made by companies and employees, read by admins (server: modules/suggestions). */
export const suggestionsEndpoints = defineEndpoints({
  'POST /meal/suggest': {
    roles: ['company', 'employee'],
    companyRoles: MEMBERS_WHO.all,
    tags: ['suggestions'],
    body: SuggestionInputSchema,
    response: SuggestionCreatedSchema,
  },
  'GET /meal/suggestions': {
    roles: ['admin'],
    tags: ['suggestions'],
    query: PageQuerySchema,
    response: pageOf(SuggestionSchema),
  },
});
