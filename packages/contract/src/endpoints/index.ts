import {
  adminAnalyticsEndpoints,
  companyAnalyticsEndpoints,
  employeeAnalyticsEndpoints,
} from './analytics.js';
import { auditEndpoints } from './audit.js';
import { authEndpoints } from './auth.js';
import { autoOrderEndpoints } from './auto-order.js';
import { autoTopupEndpoints } from './auto-topup.js';
import { billingEndpoints } from './billing.js';
import { companyEndpoints } from './company.js';
import { customersEndpoints } from './customers.js';
import { deliveryEndpoints } from './delivery.js';
import { departmentsEndpoints } from './departments.js';
import { employeesEndpoints } from './employees.js';
import { invitationsEndpoints } from './invitations.js';
import { invoicesEndpoints } from './invoices.js';
import { issuesEndpoints } from './issues.js';
import { menuEndpoints } from './menu.js';
import { ordersEndpoints } from './orders.js';
import { payoutsEndpoints } from './payouts.js';
import { platformEndpoints } from './platform.js';
import { privacyEndpoints } from './privacy.js';
import { profileEndpoints } from './profile.js';
import { restaurantsEndpoints } from './restaurants.js';
import { ridersEndpoints } from './riders.js';
import { statementsEndpoints } from './statements.js';
import { suggestionsEndpoints } from './suggestions.js';
import { teamEndpoints } from './team.js';
import { ticketsEndpoints } from './tickets.js';
import { zonesEndpoints } from './zones.js';

export * from './analytics.js';
export * from './audit.js';
export * from './auth.js';
export * from './auto-order.js';
export * from './auto-topup.js';
export * from './billing.js';
export * from './company.js';
export * from './customers.js';
export * from './delivery.js';
export * from './departments.js';
export * from './employees.js';
export * from './endpoint.js';
export * from './invitations.js';
export * from './invoices.js';
export * from './issues.js';
export * from './menu.js';
export * from './orders.js';
export * from './payouts.js';
export * from './platform.js';
export * from './privacy.js';
export * from './profile.js';
export * from './restaurants.js';
export * from './riders.js';
export * from './statements.js';
export * from './suggestions.js';
export * from './team.js';
export * from './tickets.js';
export * from './zones.js';

/**
 * Every endpoint of the API, keyed `METHOD /path` (under /api). One table per area
 * (`endpoints/<area>.ts`); a new area's table is added here. Modules not moved to the table yet
 * declare their routes by hand (docs/architecture.md, "How to add or move an endpoint").
 */
export const endpoints = {
  ...employeesEndpoints,
  ...invitationsEndpoints,
  ...billingEndpoints,
  ...companyEndpoints,
  ...menuEndpoints,
  ...statementsEndpoints,
  ...ordersEndpoints,
  ...deliveryEndpoints,
  ...autoOrderEndpoints,
  ...adminAnalyticsEndpoints,
  ...companyAnalyticsEndpoints,
  ...employeeAnalyticsEndpoints,
  ...authEndpoints,
  ...customersEndpoints,
  ...platformEndpoints,
  ...profileEndpoints,
  ...suggestionsEndpoints,
  ...zonesEndpoints,
  ...ridersEndpoints,
  ...issuesEndpoints,
  ...restaurantsEndpoints,
  ...ticketsEndpoints,
  ...payoutsEndpoints,
  ...autoTopupEndpoints,
  ...invoicesEndpoints,
  ...teamEndpoints,
  ...departmentsEndpoints,
  ...auditEndpoints,
  ...privacyEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
