import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { invitationRoutes } from './modules/invitations/invitations.routes.js';
import { menuRoutes } from './modules/menu/menu.routes.js';
import { employeeAnalyticsRoutes } from './modules/analytics/employee.routes.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';

/** Every API module, registered under /api. Add one line per module. */
export async function registerRoutes(api: FastifyInstance, ctx: AppContext) {
  await api.register(authRoutes(ctx));
  await api.register(invitationRoutes(ctx));
  await api.register(menuRoutes(ctx));
  await api.register(orderRoutes(ctx));
  await api.register(employeeAnalyticsRoutes(ctx));
  await api.register(profileRoutes(ctx));
}
