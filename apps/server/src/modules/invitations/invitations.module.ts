import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { invitationRoutes } from './invitations.routes.js';

/** Employee invitations sent by a company (`/api/invitations…`). */
export function invitationsModule(ctx: AppContext): ModuleManifest {
  return { name: 'invitations', api: [invitationRoutes(ctx)] };
}
