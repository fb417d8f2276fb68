import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { adminAnalyticsRoutes } from './modules/analytics/admin.routes.js';
import { companyAnalyticsRoutes } from './modules/analytics/company.routes.js';
import { employeeAnalyticsRoutes } from './modules/analytics/employee.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { customerRoutes } from './modules/customers/customers.routes.js';
import { employeeRoutes } from './modules/employees/employees.routes.js';
import { invitationRoutes } from './modules/invitations/invitations.routes.js';
import { menuRoutes } from './modules/menu/menu.routes.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { statementRoutes } from './modules/statements/statement.routes.js';
import { suggestionRoutes } from './modules/suggestions/suggestions.routes.js';

/** Every API module, registered under /api. Add one line per module. */
export async function registerRoutes(api: FastifyInstance, ctx: AppContext) {
  await api.register(authRoutes(ctx));
  await api.register(invitationRoutes(ctx));
  await api.register(menuRoutes(ctx));
  await api.register(customerRoutes(ctx));
  await api.register(adminAnalyticsRoutes(ctx));
  await api.register(billingRoutes(ctx));
  await api.register(employeeRoutes(ctx));
  await api.register(suggestionRoutes(ctx));
  await api.register(companyAnalyticsRoutes(ctx));
  await api.register(orderRoutes(ctx));
  await api.register(employeeAnalyticsRoutes(ctx));
  await api.register(profileRoutes(ctx));
  await api.register(statementRoutes(ctx));
}
