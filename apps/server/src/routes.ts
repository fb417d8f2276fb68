import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { invitationRoutes } from './modules/invitations/invitations.routes.js';
import { menuRoutes } from './modules/menu/menu.routes.js';

/** Every API module, registered under /api. Add one line per module. */
export async function registerRoutes(api: FastifyInstance, ctx: AppContext) {
  await api.register(authRoutes(ctx));
  await api.register(invitationRoutes(ctx));
  await api.register(menuRoutes(ctx));
}
