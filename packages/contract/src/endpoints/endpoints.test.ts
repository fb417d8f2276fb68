import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
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
import { defineEndpoints, fillPath, METHODS, type RequestInput, type ResponseOf } from './endpoint.js';
import { type Endpoints, endpoints } from './index.js';
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

const areas = [
  employeesEndpoints,
  invitationsEndpoints,
  billingEndpoints,
  companyEndpoints,
  menuEndpoints,
  statementsEndpoints,
  ordersEndpoints,
  deliveryEndpoints,
  autoOrderEndpoints,
  adminAnalyticsEndpoints,
  companyAnalyticsEndpoints,
  employeeAnalyticsEndpoints,
  authEndpoints,
  customersEndpoints,
  platformEndpoints,
  profileEndpoints,
  suggestionsEndpoints,
  zonesEndpoints,
  ridersEndpoints,
  issuesEndpoints,
  restaurantsEndpoints,
  ticketsEndpoints,
  payoutsEndpoints,
  autoTopupEndpoints,
  invoicesEndpoints,
  teamEndpoints,
  departmentsEndpoints,
  auditEndpoints,
  privacyEndpoints,
];
const Params = z.object({ id: z.string() });

describe('the endpoint table', () => {
  it('holds every area once: no key is served by two areas', () => {
    const keys = areas.flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(endpoints).sort()).toEqual(keys.sort());
  });

  it('gives each entry its key, method and path, and params for exactly the path’s :names', () => {
    for (const [key, entry] of Object.entries(endpoints)) {
      expect(`${entry.method} ${entry.path}`).toBe(key);
      expect(METHODS).toContain(entry.method);
      expect(entry.path).toMatch(/^\/[\w\-/:.]*$/);
      const names = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const params = 'params' in entry ? Object.keys((entry.params as z.ZodObject).shape).sort() : [];
      expect(params, key).toEqual(names);
    }
  });

  it('fills a path’s parameters, encoded, and refuses a missing one', () => {
    expect(fillPath('/orders/:id/rating', { id: 'a/b c' })).toBe('/orders/a%2Fb%20c/rating');
    expect(fillPath('/invitations/list')).toBe('/invitations/list');
    expect(() => fillPath('/orders/:id', {})).toThrow(/:id/);
  });

  it('types what callers send and get from the entry', () => {
    type Budget = Endpoints['PATCH /users/employees/:id/budget'];
    expectTypeOf<RequestInput<Budget>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RequestInput<Budget>['body']>().toEqualTypeOf<{ monthly_budget: string | number | null }>();
    expectTypeOf<ResponseOf<Budget>['account_state']>().toEqualTypeOf<'ACTIVE' | 'SUSPENDED'>();
    type Bulk = Endpoints['POST /invitations/bulk'];
    expectTypeOf<RequestInput<Bulk>['body']>().toEqualTypeOf<FormData | { emails: string[] }>();
    expectTypeOf<ResponseOf<Endpoints['GET /users/employees/export']>>().toBeUnknown();
  });

  it('refuses, at compile time, an entry whose params, body or key do not fit its path', () => {
    const check = () => [
      // @ts-expect-error the path has :id, so params are needed
      defineEndpoints({ 'GET /a/:id': { roles: ['admin'], tags: [] } }),
      // @ts-expect-error params for a path without parameters
      defineEndpoints({ 'GET /a': { roles: ['admin'], tags: [], params: Params } }),
      // @ts-expect-error params that are not the path's :names
      defineEndpoints({ 'GET /a/:key': { roles: ['admin'], tags: [], params: Params } }),
      // @ts-expect-error a GET with a body
      defineEndpoints({ 'GET /a': { roles: ['admin'], tags: [], body: Params } }),
      // @ts-expect-error not METHOD /path
      defineEndpoints({ 'FETCH /a': { roles: ['admin'], tags: [] } }),
      defineEndpoints({ 'PUT /a/:id': { roles: 'public', tags: [], params: Params, body: Params } }),
    ];
    expect(check).toBeTypeOf('function');
  });
});
