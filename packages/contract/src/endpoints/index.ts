import { employeesEndpoints } from './employees.js';
import { invitationsEndpoints } from './invitations.js';

export * from './employees.js';
export * from './endpoint.js';
export * from './invitations.js';

/**
 * Every endpoint of the API, keyed `METHOD /path` (under /api). One table per area
 * (`endpoints/<area>.ts`); a new area's table is added here. Modules not moved to the table yet
 * declare their routes by hand (docs/architecture.md, "How to add or move an endpoint").
 */
export const endpoints = {
  ...employeesEndpoints,
  ...invitationsEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
