import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { suggestionRoutes } from './suggestions.routes.js';

/** Meal suggestions (`/api/meal/…`). */
export function suggestionsModule(ctx: AppContext): ModuleManifest {
  return { name: 'suggestions', api: [suggestionRoutes(ctx)] };
}
