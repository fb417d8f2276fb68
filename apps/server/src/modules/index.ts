import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { analyticsModule } from './analytics/analytics.module.js';
import { auditModule } from './audit/audit.module.js';
import { authModule } from './auth/auth.module.js';
import { autoOrderModule } from './auto-order/auto-order.module.js';
import { autoTopupModule } from './auto-topup/auto-topup.module.js';
import { billingModule } from './billing/billing.module.js';
import { companyModule } from './company/company.module.js';
import { customersModule } from './customers/customers.module.js';
import { deliveryModule } from './delivery/delivery.module.js';
import { departmentsModule } from './departments/departments.module.js';
import { devModule } from './dev/dev.module.js';
import { employeesModule } from './employees/employees.module.js';
import { healthConsentModule } from './health-consent/health-consent.module.js';
import { invitationsModule } from './invitations/invitations.module.js';
import { invoicesModule } from './invoices/invoices.module.js';
import { issuesModule } from './issues/issues.module.js';
import type { Module } from './manifest.js';
import { menuModule } from './menu/menu.module.js';
import { ordersModule } from './orders/orders.module.js';
import { payoutsModule } from './payouts/payouts.module.js';
import { personalDataModule } from './personal-data/personal-data.module.js';
import { platformModule } from './platform/platform.module.js';
import { profileModule } from './profile/profile.module.js';
import { remindersModule } from './reminders/reminders.module.js';
import { restaurantsModule } from './restaurants/restaurants.module.js';
import { ridersModule } from './riders/riders.module.js';
import { statementsModule } from './statements/statements.module.js';
import { suggestionsModule } from './suggestions/suggestions.module.js';
import { teamModule } from './team/team.module.js';
import { ticketsModule } from './tickets/tickets.module.js';
import { zonesModule } from './zones/zones.module.js';

/** Every module of the server. The README maps each URL prefix to its module. */
export const modules: Module[] = [
  platformModule,
  authModule,
  invitationsModule,
  menuModule,
  customersModule,
  employeesModule,
  departmentsModule,
  companyModule,
  teamModule,
  billingModule,
  autoTopupModule,
  statementsModule,
  invoicesModule,
  ordersModule,
  deliveryModule,
  zonesModule,
  ridersModule,
  restaurantsModule,
  ticketsModule,
  payoutsModule,
  issuesModule,
  autoOrderModule,
  profileModule,
  healthConsentModule,
  personalDataModule,
  remindersModule,
  suggestionsModule,
  analyticsModule,
  auditModule,
  devModule,
];

/**
 * Mounts every module's routes (API routes under /api, the others at the root) and gives its job
 * handlers and recurring tasks to the job queue. Nothing runs until `ctx.jobs.start()`.
 */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  const manifests = modules.map((module) => module(ctx));
  for (const manifest of manifests) {
    for (const [name, kind] of Object.entries(manifest.jobs ?? {})) ctx.jobs.register(name, kind);
    for (const task of manifest.recurring ?? []) ctx.jobs.every(task.name, task.everyMs, task.run);
  }
  await app.register(
    async (api) => {
      for (const manifest of manifests) for (const plugin of manifest.api ?? []) await api.register(plugin);
    },
    { prefix: '/api' },
  );
  for (const manifest of manifests) for (const plugin of manifest.root ?? []) await app.register(plugin);
}
