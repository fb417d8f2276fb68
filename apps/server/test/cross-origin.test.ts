import { HEALTH_CONSENT_VERSION } from '@lunch/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
  createRestaurant,
  createRider,
  PASSWORD,
} from './helpers/factories.js';

const APP_URL = 'https://lunch.example.com';
const CLIENT = 'https://other-client.example';

type Call = {
  /** Who calls: a bearer token, or nobody. */
  as: 'admin' | 'company' | 'employee' | 'rider' | 'restaurant' | 'anonymous' | 'leaving';
  body?: Record<string, unknown> | (() => Record<string, unknown>);
  headers?: Record<string, string>;
  /** The `{id}` in the path (default: the menu item). */
  id?: () => string;
  /** Sent as a multipart menu form. */
  multipart?: true;
  /** The answer a same-origin client gets for this call. */
  status: number;
};

/**
 * A client served from another origin (CORS_ORIGINS) with a bearer token, as a browser does it: a
 * preflight for every state-changing route, then the real call, whose answer it must be allowed to read.
 */
describe('a client on another origin', () => {
  let t: TestApp;
  const actors = {} as Record<Call['as'], Actor | undefined>;
  let orderId = '';
  let menuId = '';

  beforeAll(async () => {
    t = await buildTestApp({ smtp: false, env: { APP_URL, CORS_ORIGINS: CLIENT } });
    actors.admin = await createAdmin(t);
    actors.company = await createCompany(t, { walletKobo: 100_000_00 });
    actors.employee = await createEmployee(t, actors.company.id);
    actors.leaving = await createCompany(t);
    actors.rider = await createRider(t);
    actors.restaurant = await createRestaurant(t);
    menuId = (await createMenuItem(t)).id;
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: actors.employee.headers,
      payload: { foodItems: [{ food_menu: menuId, quantity: 1 }] },
    });
    orderId = order.json().data.id;
  }, 180_000);
  afterAll(() => t.close());

  const menuForm = () => {
    const boundary = 'crossoriginform';
    const fields = {
      name: 'Moi moi',
      description: 'Steamed bean pudding',
      price: '1500',
      categories: 'Sides',
    };
    return {
      boundary,
      payload: `${Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('')}--${boundary}--\r\n`,
    };
  };

  /** Every state-changing route of the API (the test below checks that none is missing). */
  const calls: Record<string, Call> = {
    'POST /api/auth/signup': {
      as: 'anonymous',
      body: {
        account_type: 'Company',
        email: 'cross-origin-signup@example.com',
        password: 'long-enough-password',
        name: 'Cross Origin Foods',
        website: 'https://example.com',
        phone_number: '8012345678',
      },
      status: 201,
    },
    'POST /api/auth/confirm-email': {
      as: 'anonymous',
      body: { email: 'cross-origin-signup@example.com', otp: '000000' },
      status: 400,
    },
    'POST /api/auth/resend-verify-email': {
      as: 'anonymous',
      body: { email: 'cross-origin-signup@example.com' },
      status: 200,
    },
    'POST /api/auth/login': {
      as: 'anonymous',
      body: () => ({ identifier: actors.company!.email, password: PASSWORD }),
      status: 200,
    },
    'POST /api/auth/onboard': { as: 'company', body: {}, status: 400 },
    'POST /api/auth/request-password-reset': {
      as: 'anonymous',
      body: () => ({ email: actors.company!.email }),
      status: 200,
    },
    'POST /api/auth/reset-password': {
      as: 'anonymous',
      body: () => ({ email: actors.company!.email, otp: '000000', password: 'another-long-password' }),
      status: 400,
    },
    'POST /api/auth/logout': { as: 'leaving', status: 200 },
    'POST /api/invitations': {
      as: 'company',
      body: { employee_work_email: 'cross-origin-hire@example.com' },
      status: 200,
    },
    'PATCH /api/company/profile': {
      as: 'company',
      body: { phone_number: '8098765432' },
      status: 200,
    },
    'PATCH /api/company/settings': {
      as: 'company',
      body: { max_spend_amount_per_employee: 60_000 },
      status: 200,
    },
    'POST /api/billings/topup': { as: 'company', body: { amount: 5000 }, status: 200 },
    'POST /api/billings/webhook': { as: 'anonymous', body: {}, status: 401 },
    // The sandbox's test account, then a simulated transfer into it.
    'POST /api/billings/virtual-account': { as: 'company', status: 200 },
    'POST /api/billings/virtual-account/simulate-transfer': {
      as: 'company',
      body: { amount: 1000 },
      status: 200,
    },
    // No card is kept: the refusal must be readable too.
    'PATCH /api/billings/auto-topup': { as: 'company', body: { enabled: true }, status: 409 },
    'POST /api/orders': {
      as: 'employee',
      body: () => ({ foodItems: [{ food_menu: menuId, quantity: 1 }] }),
      headers: { 'idempotency-key': 'cross-origin-order-1' },
      status: 200,
    },
    'PATCH /api/orders/update-status': {
      as: 'admin',
      body: () => ({ orderId, newStatus: 'CONFIRMED' }),
      status: 200,
    },
    'POST /api/meal/suggest': {
      as: 'employee',
      body: {
        name: 'Ofada rice',
        description: 'Local rice with ayamase sauce',
        reason_for_suggestion: 'A favourite in the team',
      },
      status: 200,
    },
    'POST /api/food-menu/new': { as: 'admin', multipart: true, status: 200 },
    'PATCH /api/food-menu/{id}': { as: 'admin', multipart: true, status: 200 },
    'PATCH /api/food-menu': {
      as: 'admin',
      body: () => ({ foodMenuId: menuId, available: false }),
      status: 200,
    },
    'PATCH /api/users/account-state': {
      as: 'admin',
      body: () => ({ userId: actors.employee!.id, account_state: 'ACTIVE' }),
      status: 200,
    },
    'PATCH /api/admin/settings': { as: 'admin', body: { max_days_ahead: 14 }, status: 200 },
    'PATCH /api/orders/bulk-status': {
      as: 'admin',
      body: () => ({ orderIds: [orderId], newStatus: 'CONFIRMED' }),
      status: 200,
    },
    'PATCH /api/users/employees/{id}/budget': {
      as: 'company',
      id: () => actors.employee!.id,
      body: { monthly_budget: 30_000 },
      status: 200,
    },
    'POST /api/admin/auto-orders/run': { as: 'admin', body: { date: 'not-a-date' }, status: 400 },
    'POST /api/invitations/bulk': {
      as: 'company',
      body: { emails: ['cross-origin-bulk@example.com'] },
      status: 200,
    },
    'POST /api/orders/{id}/cancel': { as: 'employee', id: () => orderId, status: 200 },
    'POST /api/orders/{id}/rating': { as: 'employee', id: () => orderId, body: { stars: 0 }, status: 400 },
    // The dish was switched off by PATCH /api/food-menu above: the refusal must be readable too.
    'POST /api/orders/{id}/reorder': { as: 'employee', id: () => orderId, status: 409 },
    'PUT /api/auto-order': {
      as: 'employee',
      body: { enabled: false, days: [], skip_dates: [], max_price: null, avoid_repeat_days: 0 },
      status: 200,
    },
    'PUT /api/food-menu/{id}/favourite': { as: 'employee', status: 200 },
    'DELETE /api/food-menu/{id}/favourite': { as: 'employee', status: 200 },
    // No job is failed here (the id is the menu item's): the 404 must be readable too.
    'POST /api/admin/jobs/{id}/retry': { as: 'admin', status: 404 },
    // No zone is added (a zone would leave the addresses outside it unserved): refusals, readable too.
    'POST /api/admin/zones': { as: 'admin', body: { name: 'Mainland' }, status: 400 },
    'PATCH /api/admin/zones/{id}': { as: 'admin', body: { delivery_fee: '500' }, status: 404 },
    'DELETE /api/admin/zones/{id}': { as: 'admin', status: 404 },
    // Riders and dispatch: refusals (no rider is invited, the ids are the menu item's), readable too.
    'POST /api/admin/riders': { as: 'admin', body: { email: 'not-an-email' }, status: 400 },
    'PATCH /api/admin/riders/{id}': { as: 'admin', body: { first_name: 'Rider' }, status: 404 },
    'PATCH /api/admin/dispatch': {
      as: 'admin',
      body: () => ({ orderIds: [menuId], riderId: null }),
      status: 200,
    },
    'POST /api/admin/dispatch/auto': { as: 'admin', body: { date: 'not-a-date' }, status: 400 },
    'POST /api/rider/orders/{id}/picked-up': { as: 'rider', status: 404 },
    'POST /api/rider/orders/{id}/delivered': { as: 'rider', body: { code: '1234' }, status: 404 },
    'POST /api/rider/orders/{id}/failed': { as: 'rider', body: { reason: 'Gate locked' }, status: 404 },
    'POST /api/orders/{id}/issues': { as: 'employee', body: { kind: 'late' }, status: 404 },
    'PATCH /api/admin/issues/{id}': {
      as: 'admin',
      body: { resolution: 'no_action', reply: 'Looked into it' },
      status: 404,
    },
    'POST /api/profile/addresses': {
      as: 'employee',
      body: {
        label: 'Office',
        address_line_1: '5 Adeola Odeku Street',
        city: 'Lagos',
        area: 'Victoria Island',
        state: 'Lagos',
      },
      status: 200,
    },
    'PATCH /api/profile/addresses/{id}': { as: 'employee', body: { label: 'Work' }, status: 404 },
    // Restaurants: a refusal and an unknown id (the menu item's), readable too; a restaurant's hours.
    'POST /api/admin/restaurants': { as: 'admin', body: { name: 'Mama Put' }, status: 400 },
    'PATCH /api/admin/restaurants/{id}': { as: 'admin', body: { address: 'Ikeja, Lagos' }, status: 404 },
    'PATCH /api/restaurant/profile': { as: 'restaurant', body: { slot_capacity: 20 }, status: 200 },
    // Tickets: unknown orders, and a slot with nothing to mark ready.
    'POST /api/restaurant/orders/{id}/accept': { as: 'restaurant', status: 404 },
    'POST /api/restaurant/orders/{id}/decline': { as: 'restaurant', body: { reason: 'No gas' }, status: 404 },
    'POST /api/restaurant/tickets/ready': {
      as: 'restaurant',
      body: { date: '2026-03-10', slot: '12:30' },
      status: 200,
    },
    // Payouts: a run with nothing owed.
    'POST /api/admin/payouts/run': { as: 'admin', status: 200 },
    // Invoices: a company that does not exist.
    'POST /api/admin/invoices/issue': {
      as: 'admin',
      body: { company_id: '0195a3c2-7b1e-7c3d-9f00-000000000000', month: '2026-01' },
      status: 404,
    },
    'DELETE /api/profile/addresses/{id}': { as: 'employee', status: 404 },
    // Health consent: given, then withdrawn.
    'PUT /api/profile/health-consent': {
      as: 'employee',
      body: { version: HEALTH_CONSENT_VERSION },
      status: 200,
    },
    'DELETE /api/profile/health-consent': { as: 'employee', status: 200 },
    // A company is a team: a teammate invited, a department made; unknown ids (the menu item's).
    'POST /api/company/members': {
      as: 'company',
      body: { email: 'teammate@example.com', role: 'viewer' },
      status: 201,
    },
    'PATCH /api/company/members/{id}': { as: 'company', body: { role: 'finance' }, status: 404 },
    'DELETE /api/company/members/{id}': { as: 'company', status: 404 },
    'POST /api/company/departments': { as: 'company', body: { name: 'Sales' }, status: 201 },
    'PATCH /api/company/departments/{id}': { as: 'company', body: { cost_centre: 'S-01' }, status: 404 },
    'DELETE /api/company/departments/{id}': { as: 'company', status: 404 },
    'PATCH /api/users/employees/{id}': { as: 'company', body: { department_id: null }, status: 404 },
    // A person's data: the company's only owner may not erase itself (409); no such employee (404).
    'DELETE /api/profile': { as: 'company', status: 409 },
    'DELETE /api/users/employees/{id}': { as: 'company', status: 404 },
  };

  it('the list above holds every state-changing route of the API', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.filter((route) => route.startsWith('POST /api') || route.includes(' /api')).sort()).toEqual(
      Object.keys(calls).sort(),
    );
  });

  for (const [route, call] of Object.entries(calls)) {
    it(`${route}: preflight allowed, then the real call is answered and readable`, async () => {
      const [method, path] = route.split(' ') as ['POST' | 'PATCH' | 'PUT' | 'DELETE', string];
      const url = path.replace('{id}', call.id?.() ?? menuId);
      const multipart = call.multipart ? menuForm() : undefined;
      const requested = ['authorization', 'content-type', ...Object.keys(call.headers ?? {})];

      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: CLIENT,
          'access-control-request-method': method,
          'access-control-request-headers': requested.join(','),
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(CLIENT);
      expect(String(preflight.headers['access-control-allow-methods']).split(/\s*,\s*/)).toContain(method);
      const allowed = String(preflight.headers['access-control-allow-headers'])
        .toLowerCase()
        .split(/\s*,\s*/);
      for (const header of requested) expect(allowed).toContain(header);

      const actor = call.as === 'anonymous' ? undefined : actors[call.as];
      const body = typeof call.body === 'function' ? call.body() : call.body;
      const res = await t.app.inject({
        method,
        url,
        headers: {
          origin: CLIENT,
          ...actor?.headers,
          ...call.headers,
          ...(multipart ? { 'content-type': `multipart/form-data; boundary=${multipart.boundary}` } : {}),
        },
        ...(multipart ? { payload: multipart.payload } : body ? { payload: body } : {}),
      });
      expect(res.statusCode, res.body).toBe(call.status);
      expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
    });
  }

  it('gets absolute URLs: the sandbox payment page, menu images and thumbnails', async () => {
    const topup = await t.app.inject({
      method: 'POST',
      url: '/api/billings/topup',
      headers: { origin: CLIENT, ...actors.company!.headers },
      payload: { amount: 2500 },
    });
    expect(topup.json().data).toMatch(new RegExp(`^${APP_URL}/sandbox/checkout/topup-[0-9a-f]+$`));

    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Akara', description: 'Bean fritters', price: '800' }))
      form.append(k, v);
    form.append('categories', 'Breakfast');
    form.append('food_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'akara.png');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/food-menu/new',
      headers: actors.admin!.headers,
      payload: form,
    });
    const item = (
      await t.app.inject({
        method: 'GET',
        url: `/api/food-menu/${created.json().data.id}`,
        headers: actors.admin!.headers,
      })
    ).json().data;
    expect(item.food_image).toMatch(new RegExp(`^${APP_URL}/uploads/menu/[0-9a-f]{64}-1280\\.webp$`));
    expect(item.thumbnail).toMatch(new RegExp(`^${APP_URL}/uploads/menu/[0-9a-f]{64}-800\\.webp$`));

    // An <img> on the other origin may load it.
    const image = await t.app.inject({
      method: 'GET',
      url: new URL(item.thumbnail).pathname,
      headers: { origin: CLIENT, 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
