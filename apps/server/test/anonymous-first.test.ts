import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/lib/roles.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createRestaurant,
  createRider,
} from './helpers/factories.js';
import { fillPath, type Operation, operationsOf } from './helpers/openapi.js';

/**
 * docs/api-rules.md: a route that needs a signed-in account checks the session before it reads the
 * body, the query or the path: an anonymous caller gets 401 whatever it sends, without field errors,
 * and a signed-in account of another role 403. Every operation of the OpenAPI document is either
 * public (below, with what it answers the malformed requests) or listed with its roles in ROLES:
 * a new route must be added to one of the two.
 */

type Variant = 'body' | 'url' | 'multipart';

/** The operations anyone may call, and what they answer an anonymous caller's malformed requests. */
const PUBLIC_OPERATIONS: Record<string, Partial<Record<Variant, number>>> = {
  // Load balancers' checks.
  'GET /api/health': { url: 200 },
  'GET /api/health/live': { url: 200 },
  'GET /api/health/ready': { url: 200 },
  // The privacy page's contact and consent text.
  'GET /api/privacy': { url: 200 },
  // Prometheus's scrape: a token of its own (METRICS_TOKEN), unset in this test: not found.
  'GET /metrics': { url: 404 },
  // Signing up and in, and the codes mailed for it: the body is read (and refused) at once.
  'POST /api/auth/signup': { body: 400, url: 400 },
  'POST /api/auth/confirm-email': { body: 400, url: 400 },
  'POST /api/auth/resend-verify-email': { body: 400, url: 400 },
  'POST /api/auth/login': { body: 400, url: 400 },
  'POST /api/auth/request-password-reset': { body: 400, url: 400 },
  'POST /api/auth/reset-password': { body: 400, url: 400 },
  // Paystack's webhook is signed, not signed in: refused for its signature ("Invalid signature").
  'POST /api/billings/webhook': { body: 401, url: 401 },
  // Menu images, public and immutable.
  'GET /uploads/{*}': { url: 404 },
  // The demo pages (loopback or DEMO_MODE=1, and an allowed Host).
  'GET /sandbox/checkout/{reference}': { url: 404 },
  'POST /sandbox/checkout/{reference}/pay': { body: 400, url: 404 },
  'POST /sandbox/checkout/{reference}/cancel': { body: 400, url: 404 },
  'GET /dev/mailbox': { url: 200 },
};

const ANYONE: Role[] = ['admin', 'company', 'employee', 'rider', 'restaurant'];
const RIDER: Role[] = ['rider'];
const RESTAURANT: Role[] = ['restaurant'];
const ADMIN_OR_RESTAURANT: Role[] = ['admin', 'restaurant'];
const ADMIN_EMPLOYEE_OR_RESTAURANT: Role[] = ['admin', 'employee', 'restaurant'];
const ADMIN_COMPANY_OR_EMPLOYEE: Role[] = ['admin', 'company', 'employee'];
const ADMIN: Role[] = ['admin'];
const COMPANY: Role[] = ['company'];
const EMPLOYEE: Role[] = ['employee'];
const ADMIN_OR_COMPANY: Role[] = ['admin', 'company'];
const ADMIN_OR_EMPLOYEE: Role[] = ['admin', 'employee'];
const COMPANY_OR_EMPLOYEE: Role[] = ['company', 'employee'];

/** Every other operation, and the roles it serves (any other role is answered 403). */
const ROLES: Record<string, Role[]> = {
  'GET /api/admin/jobs': ADMIN,
  'POST /api/admin/jobs/{id}/retry': ADMIN,
  'GET /api/auth/me': ANYONE,
  'POST /api/auth/onboard': COMPANY_OR_EMPLOYEE,
  'POST /api/auth/logout': ANYONE,
  'POST /api/invitations': COMPANY,
  'POST /api/invitations/bulk': COMPANY,
  'GET /api/invitations/list': COMPANY,
  'GET /api/food-menu': ADMIN_EMPLOYEE_OR_RESTAURANT,
  'PATCH /api/food-menu': ADMIN_OR_RESTAURANT,
  'GET /api/food-menu/{id}': ADMIN_EMPLOYEE_OR_RESTAURANT,
  'PATCH /api/food-menu/{id}': ADMIN_OR_RESTAURANT,
  'PUT /api/food-menu/{id}/favourite': EMPLOYEE,
  'DELETE /api/food-menu/{id}/favourite': EMPLOYEE,
  'GET /api/food-menu/{id}/comments': ADMIN_OR_RESTAURANT,
  'POST /api/food-menu/new': ADMIN_OR_RESTAURANT,
  'GET /api/users': ADMIN_OR_COMPANY,
  'PATCH /api/users/account-state': ADMIN,
  'GET /api/users/employees': COMPANY,
  'GET /api/users/employees/export': COMPANY,
  'PATCH /api/users/employees/{id}/budget': COMPANY,
  'PATCH /api/users/employees/{id}': COMPANY,
  'GET /api/company/departments': COMPANY,
  'POST /api/company/departments': COMPANY,
  'PATCH /api/company/departments/{id}': COMPANY,
  'DELETE /api/company/departments/{id}': COMPANY,
  'GET /api/company/profile': COMPANY,
  'PATCH /api/company/profile': COMPANY,
  'GET /api/company/settings': COMPANY,
  'PATCH /api/company/settings': COMPANY,
  'GET /api/company/members': COMPANY,
  'POST /api/company/members': COMPANY,
  'PATCH /api/company/members/{id}': COMPANY,
  'DELETE /api/company/members/{id}': COMPANY,
  'GET /api/company/audit': COMPANY,
  'GET /api/company/audit/export': COMPANY,
  'POST /api/billings/topup': COMPANY,
  'GET /api/billings/verify/{reference}': COMPANY,
  'GET /api/billings': ADMIN_OR_COMPANY,
  'POST /api/billings/virtual-account': COMPANY,
  'GET /api/billings/virtual-account': COMPANY,
  'POST /api/billings/virtual-account/simulate-transfer': COMPANY,
  'GET /api/admin/bank-transfers/unmatched': ADMIN,
  'GET /api/billings/statement': ADMIN_OR_COMPANY,
  'GET /api/billings/statement.pdf': ADMIN_OR_COMPANY,
  'GET /api/billings/statement.csv': ADMIN_OR_COMPANY,
  'GET /api/billings/invoices': ADMIN_OR_COMPANY,
  'GET /api/billings/invoices/{number}': ADMIN_OR_COMPANY,
  'GET /api/billings/invoices/{number}/pdf': ADMIN_OR_COMPANY,
  'POST /api/admin/invoices/issue': ADMIN,
  'GET /api/billings/auto-topup': COMPANY,
  'PATCH /api/billings/auto-topup': COMPANY,
  'POST /api/orders': EMPLOYEE,
  'GET /api/orders': ADMIN_OR_EMPLOYEE,
  'POST /api/orders/{id}/reorder': EMPLOYEE,
  'POST /api/orders/{id}/cancel': EMPLOYEE,
  'GET /api/orders/{id}/payment/verify': EMPLOYEE,
  'POST /api/orders/{id}/rating': EMPLOYEE,
  'PATCH /api/orders/update-status': ADMIN,
  'PATCH /api/orders/bulk-status': ADMIN,
  'GET /api/orders/events': ADMIN_OR_EMPLOYEE,
  'GET /api/admin/settings': ADMIN,
  'PATCH /api/admin/settings': ADMIN,
  'GET /api/orders/delivery-options': EMPLOYEE,
  'GET /api/profile/addresses': EMPLOYEE,
  'POST /api/profile/addresses': EMPLOYEE,
  'PATCH /api/profile/addresses/{id}': EMPLOYEE,
  'DELETE /api/profile/addresses/{id}': EMPLOYEE,
  'GET /api/admin/zones': ADMIN,
  'POST /api/admin/zones': ADMIN,
  'PATCH /api/admin/zones/{id}': ADMIN,
  'DELETE /api/admin/zones/{id}': ADMIN,
  'POST /api/orders/{id}/issues': EMPLOYEE,
  'GET /api/admin/issues': ADMIN,
  'PATCH /api/admin/issues/{id}': ADMIN,
  'GET /api/admin/riders': ADMIN,
  'POST /api/admin/riders': ADMIN,
  'PATCH /api/admin/riders/{id}': ADMIN,
  'GET /api/admin/dispatch': ADMIN,
  'GET /api/admin/dispatch/orders': ADMIN,
  'PATCH /api/admin/dispatch': ADMIN,
  'POST /api/admin/dispatch/auto': ADMIN,
  'GET /api/rider/runs': RIDER,
  'POST /api/rider/orders/{id}/picked-up': RIDER,
  'POST /api/rider/orders/{id}/delivered': RIDER,
  'POST /api/rider/orders/{id}/failed': RIDER,
  'GET /api/kitchen': ADMIN_OR_RESTAURANT,
  'GET /api/kitchen/csv': ADMIN_OR_RESTAURANT,
  'GET /api/kitchen/labels.pdf': ADMIN_OR_RESTAURANT,
  'GET /api/auto-order': EMPLOYEE,
  'PUT /api/auto-order': EMPLOYEE,
  'POST /api/admin/auto-orders/run': ADMIN,
  'GET /api/admin/auto-orders/runs/{date}': ADMIN,
  'GET /api/profile': EMPLOYEE,
  'PUT /api/profile/health-consent': EMPLOYEE,
  'DELETE /api/profile/health-consent': EMPLOYEE,
  'GET /api/profile/export': ANYONE,
  'DELETE /api/profile': ['company', 'employee', 'rider'],
  'DELETE /api/users/employees/{id}': COMPANY,
  'POST /api/meal/suggest': COMPANY_OR_EMPLOYEE,
  'GET /api/meal/suggestions': ADMIN,
  'GET /api/analytics/admin': ADMIN,
  'GET /api/analytics/admin/daily-orders': ADMIN,
  'GET /api/analytics/admin/today': ADMIN,
  'GET /api/analytics/company': COMPANY,
  'GET /api/analytics/company/daily-spend': COMPANY,
  'GET /api/analytics/employee': EMPLOYEE,
  'GET /api/admin/restaurants': ADMIN,
  'POST /api/admin/restaurants': ADMIN,
  'PATCH /api/admin/restaurants/{id}': ADMIN,
  'GET /api/restaurant/profile': RESTAURANT,
  'PATCH /api/restaurant/profile': RESTAURANT,
  'GET /api/restaurants': ADMIN_COMPANY_OR_EMPLOYEE,
  'GET /api/restaurant/tickets': RESTAURANT,
  'POST /api/restaurant/orders/{id}/accept': RESTAURANT,
  'POST /api/restaurant/orders/{id}/decline': RESTAURANT,
  'POST /api/restaurant/tickets/ready': RESTAURANT,
  'GET /api/restaurant/earnings': RESTAURANT,
  'GET /api/restaurant/payouts/{id}/statement.pdf': RESTAURANT,
  'GET /api/admin/payouts': ADMIN,
  'POST /api/admin/payouts/run': ADMIN,
  'GET /api/admin/reconciliation': ADMIN,
};

/** Answers that never end (a live stream): only sent where they are refused at once. */
const LIVE_STREAMS = new Set(['GET /api/orders/events']);
const SIGN_IN = { success: false, message: 'Please sign in', data: null };
const NOT_ALLOWED = { success: false, message: 'You are not allowed to do this', data: null };
const NOT_JSON = "Body is not valid JSON but content-type is set to 'application/json'";

/** Whether the answer is JSON equal to `expected`. */
function isEqual(res: LightMyRequestResponse, expected: object): boolean {
  return (
    String(res.headers['content-type']).startsWith('application/json') &&
    JSON.stringify(res.json()) === JSON.stringify(expected)
  );
}
const answer = (label: string, res: LightMyRequestResponse) =>
  `${label}: ${res.statusCode} ${res.body.slice(0, 120)}`;

/**
 * The malformed requests sent to an operation: a JSON body cut short (its path valid); without a
 * body, a path parameter that is no id and every query parameter (a page at least) set to -1; a
 * multipart body without a boundary.
 */
function malformed(operation: Operation): Array<{ variant: Variant; request: InjectOptions }> {
  const method = operation.method as InjectOptions['method'];
  const query = new URLSearchParams([...new Set(['page', ...operation.query])].map((name) => [name, '-1']));
  const url = {
    variant: 'url' as const,
    request: { method, url: `${fillPath(operation.path, 'not-a-uuid')}?${query}` },
  };
  if (!operation.readsBody) return [url];
  const body = (contentType: string, payload: string) => ({
    method,
    url: operation.url,
    headers: { 'content-type': contentType },
    payload,
  });
  return [
    { variant: 'body', request: body('application/json', '{"x":') },
    url,
    ...(operation.consumes.includes('multipart/form-data')
      ? [{ variant: 'multipart' as const, request: body('multipart/form-data', '--x\r\nbroken') }]
      : []),
  ];
}

describe('routes that need an account check the session before the body, query and path', () => {
  let t: TestApp;
  let operations: Operation[];
  let actors: Record<Role, Actor>;
  const send = ({ request }: { request: InjectOptions }, actor?: Actor) =>
    t.app.inject({ ...request, headers: { ...request.headers, ...actor?.headers } });
  const privateOperations = () => operations.filter((operation) => !(operation.label in PUBLIC_OPERATIONS));

  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
    const company = await createCompany(t);
    actors = {
      admin: await createAdmin(t),
      company,
      employee: await createEmployee(t, company.id),
      rider: await createRider(t),
      restaurant: await createRestaurant(t),
    };
    operations = operationsOf(t.app);
  }, 120_000);
  afterAll(() => t.close());

  it('every operation of the OpenAPI document is either public or listed with its roles', () => {
    const labels = operations.map((operation) => operation.label).sort();
    expect(labels.length).toBeGreaterThan(60);
    expect(labels).toEqual([...Object.keys(PUBLIC_OPERATIONS), ...Object.keys(ROLES)].sort());
  });

  it('an anonymous caller gets 401 without field errors, whatever it sends; public operations answer', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const expected = PUBLIC_OPERATIONS[operation.label];
      for (const request of malformed(operation)) {
        const res = await send(request);
        const refused = res.statusCode === 401 && isEqual(res, SIGN_IN);
        const answered = expected
          ? res.statusCode === expected[request.variant] && !isEqual(res, SIGN_IN)
          : refused;
        if (!answered) wrong.push(answer(`${operation.label} (${request.variant})`, res));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a signed-in account of another role gets 403 without field errors, whatever it sends', async () => {
    const wrong: string[] = [];
    for (const operation of privateOperations()) {
      for (const role of ANYONE.filter((role) => !ROLES[operation.label]?.includes(role))) {
        for (const request of malformed(operation)) {
          const res = await send(request, actors[role]);
          if (res.statusCode !== 403 || !isEqual(res, NOT_ALLOWED)) {
            wrong.push(answer(`${operation.label} (${request.variant}) as ${role}`, res));
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('an account of a listed role is let through to the body and the query (the roles above are exact)', async () => {
    const wrong: string[] = [];
    for (const operation of privateOperations()) {
      if (LIVE_STREAMS.has(operation.label)) continue;
      for (const role of ROLES[operation.label] ?? []) {
        // Only what changes nothing: a body cut short is refused before any handler runs.
        const [request] = malformed(operation);
        const res = await send(request!, actors[role]);
        const through = operation.readsBody
          ? res.statusCode === 400 && res.json().message === NOT_JSON
          : ![401, 403].includes(res.statusCode) && res.statusCode < 500;
        if (!through) wrong.push(answer(`${operation.label} (${request!.variant}) as ${role}`, res));
      }
    }
    expect(wrong).toEqual([]);
    // POST /auth/logout was among them: the sessions still work.
    for (const actor of Object.values(actors)) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: actor.headers });
      expect(me.statusCode).toBe(200);
    }
  });
});
