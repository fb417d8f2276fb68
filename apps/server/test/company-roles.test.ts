import { randomUUID } from 'node:crypto';
import {
  COMPANY_ROLES,
  type CompanyRole,
  type Endpoint,
  MEMBERS_WHO,
  type Method,
} from '@lunch/contract/endpoint';
import { endpoints } from '@lunch/contract/endpoints';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, employees } from '../src/db/schema.js';
import { injectOptions, testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { type Actor, createCompany, createEmployee, createMember } from './helpers/factories.js';

/*
 * Who of a company's members may call each company route (issue 32): every role × every route the
 * companies may call. The rule of each route is written down here, once more, from the issue: a
 * new company route fails this file until it is added below, and a route whose rule moves fails
 * until the table here says so.
 */

type Rule = keyof typeof MEMBERS_WHO;

/** Each company route → the members who may call it (`MEMBERS_WHO`), as the issue gives them. */
const EXPECTED_RULES: Record<string, Rule> = {
  // Employees, invitations, budgets, departments: people; everyone who reads reads them.
  'GET /users/employees': 'readPeople',
  'GET /users/employees/export': 'readPeople',
  'PATCH /users/employees/:id/budget': 'managePeople',
  'PATCH /users/employees/:id': 'managePeople',
  'DELETE /users/employees/:id': 'managePeople',
  'GET /users': 'readPeople',
  'POST /invitations': 'managePeople',
  'POST /invitations/bulk': 'managePeople',
  'GET /invitations/list': 'readPeople',
  'GET /company/departments': 'all',
  'POST /company/departments': 'managePeople',
  'PATCH /company/departments/:id': 'managePeople',
  'DELETE /company/departments/:id': 'managePeople',
  // Money: finance; everyone who reads reads it.
  'POST /billings/topup': 'manageMoney',
  'GET /billings/verify/:reference': 'manageMoney',
  'GET /billings': 'readMoney',
  'POST /billings/virtual-account': 'manageMoney',
  'GET /billings/virtual-account': 'readMoney',
  'POST /billings/virtual-account/simulate-transfer': 'manageMoney',
  'GET /billings/auto-topup': 'readMoney',
  'PATCH /billings/auto-topup': 'manageMoney',
  'GET /billings/statement': 'readMoney',
  'GET /billings/statement.pdf': 'readMoney',
  'GET /billings/statement.csv': 'readMoney',
  'GET /billings/invoices': 'readMoney',
  'GET /billings/invoices/:number': 'readMoney',
  'GET /billings/invoices/:number/pdf': 'readMoney',
  // The company itself and its members: owners.
  'PATCH /company/profile': 'runTheCompany',
  'POST /auth/onboard': 'runTheCompany',
  'POST /company/members': 'runTheCompany',
  'PATCH /company/members/:id': 'runTheCompany',
  'DELETE /company/members/:id': 'runTheCompany',
  // Settings mix people's rules and finance's alert and tax details (checked per field).
  'PATCH /company/settings': 'manageSettings',
  // Who did what.
  'GET /company/audit': 'readAudit',
  'GET /company/audit/export': 'readAudit',
  // Everyone: the overview, the profile and settings read, the team, suggestions, the session.
  'GET /company/profile': 'all',
  'GET /profile/export': 'all',
  'DELETE /profile': 'all',
  'GET /company/settings': 'all',
  'GET /company/members': 'all',
  'GET /analytics/company': 'all',
  'GET /analytics/company/daily-spend': 'all',
  'GET /auth/me': 'all',
  'POST /auth/logout': 'all',
  'POST /meal/suggest': 'all',
  'GET /restaurants': 'all',
};

type Entry = Endpoint & { key: string; method: Method; path: string };
const table = Object.values(endpoints) as Entry[];
const letsCompaniesIn = (entry: Entry) => entry.roles !== 'public' && entry.roles.includes('company');
const companyRoutes = table.filter(letsCompaniesIn);

/** How a 403 names a role: "an owner", "a finance member". */
const named = (role: CompanyRole) => (role === 'owner' ? 'an owner' : `a ${role} member`);
const sorted = (roles: readonly CompanyRole[]) => [...roles].sort();

/** A value for each path parameter the company routes have (a new name fails here: add it). */
function sampleParams(entry: Entry): Record<string, string> {
  const names = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const samples: Record<string, string> = {
    id: randomUUID(),
    reference: 'topup-no-such-reference',
    number: 'INV-999999',
  };
  return Object.fromEntries(
    names.map((name) => {
      if (!(name in samples)) throw new Error(`${entry.key}: no sample value for :${name}`);
      return [name, samples[name]!];
    }),
  );
}

/**
 * The request of a route, sent as a member who may not call it would send it: a body that is not
 * even JSON (and a query of nonsense), so an answer other than 403 shows the route read them first.
 */
function refusedRequest(entry: Entry, member: Actor): InjectOptions {
  const options = injectOptions(entry.method, entry.path, {
    as: member,
    params: sampleParams(entry),
    ...(entry.query ? { query: { page: 'minus-one', limit: 'lots', from: 'yesterday' } } : {}),
  });
  if (entry.method === 'GET') return options;
  return {
    ...options,
    headers: { ...options.headers, 'content-type': 'application/json' },
    payload: '{"this is": not json',
  };
}

/**
 * The request of a member who may call it: a body that is not JSON where the route has one
 * (answered 400, nothing changes), and none where it has none (a random id: 404).
 */
function allowedRequest(entry: Entry, member: Actor): InjectOptions {
  const options = injectOptions(entry.method, entry.path, { as: member, params: sampleParams(entry) });
  if (!entry.body && !entry.form) return options;
  return {
    ...options,
    headers: { ...options.headers, 'content-type': 'application/json' },
    payload: '{"this is": not json',
  };
}

describe('the rule of every company route', () => {
  it('every route companies may call says which members may, owners among them', () => {
    const missing = companyRoutes.filter((entry) => !entry.companyRoles?.length).map((entry) => entry.key);
    expect(missing).toEqual([]);
    for (const entry of companyRoutes) {
      expect(COMPANY_ROLES, entry.key).toEqual(expect.arrayContaining([...entry.companyRoles!]));
      expect(entry.companyRoles, `${entry.key}: an owner does everything`).toContain('owner');
    }
    // Members' roles mean nothing on a route companies may not call: none says any.
    const stray = table.filter((entry) => !letsCompaniesIn(entry) && entry.companyRoles !== undefined);
    expect(stray.map((entry) => entry.key)).toEqual([]);
  });

  it('the company routes are exactly the routes of the rules above (a new one is added there)', () => {
    expect(companyRoutes.map((entry) => entry.key).sort()).toEqual(Object.keys(EXPECTED_RULES).sort());
  });

  it.each(companyRoutes.map((entry) => [entry.key, entry] as const))('%s has its rule', (key, entry) => {
    const rule = EXPECTED_RULES[key];
    expect(rule, `${key}: add its rule to EXPECTED_RULES`).toBeDefined();
    expect(sorted(entry.companyRoles ?? []), `${key} should be MEMBERS_WHO.${rule}`).toEqual(
      sorted(MEMBERS_WHO[rule!]),
    );
  });
});

describe('every company route × every member role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(companyRoutes.map((entry) => [entry.key, entry] as const))('%s', async (key, entry) => {
    expect(t.app.hasRoute({ method: entry.method, url: `/api${entry.path}` }), `${key} is served`).toBe(true);
    // Members of their own (a fresh company per route: a logout ends its caller's session).
    const company = await createCompany(t);
    const allowed = entry.companyRoles!;
    for (const role of COMPANY_ROLES) {
      const member = await createMember(t, company, role);
      if (allowed.includes(role)) {
        const res = await t.app.inject(allowedRequest(entry, member));
        expect(res.statusCode, `${key} as ${role}: ${res.body}`).not.toBe(403);
        expect(res.statusCode, `${key} as ${role}: ${res.body}`).not.toBe(401);
        expect(res.statusCode, `${key} as ${role}: ${res.body}`).toBeLessThan(500);
      } else {
        const res = await t.app.inject(refusedRequest(entry, member));
        expect(res.statusCode, `${key} as ${role}: ${res.body}`).toBe(403);
        const { message, success } = res.json() as { message: string; success: boolean };
        expect(success).toBe(false);
        for (const may of allowed) expect(message, `${key} as ${role}`).toContain(named(may));
        expect(message, `${key} as ${role}`).not.toContain(named(role));
      }
    }
  });
});

describe('a member acts for their own company, in their role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  it('a finance member may not read the employees: 403 naming who may, and Billings still answers', async () => {
    const company = await createCompany(t);
    await createEmployee(t, company.id);
    const finance = await createMember(t, company, 'finance');

    const res = await api.get('/users/employees', { as: finance });
    expect(res.statusCode).toBe(403);
    expect(res.message).toBe('Only an owner, a people member or a viewer member of the company may do this');
    expect((await api.get('/users/employees/export', { as: finance })).statusCode).toBe(403);
    expect((await api.get('/invitations/list', { as: finance })).statusCode).toBe(403);

    expect((await api.get('/billings', { as: finance })).statusCode).toBe(200);
    const people = await createMember(t, company, 'people');
    const list = await api.get('/users/employees', { as: people });
    expect(list.statusCode).toBe(200);
    expect(list.data.total).toBe(1);
  });

  it('a viewer reads but changes nothing: its PATCHes are refused and change nothing', async () => {
    const company = await createCompany(t, { monthlyBudgetKobo: 30_000_00 });
    const employee = await createEmployee(t, company.id);
    const viewer = await createMember(t, company, 'viewer');

    const budget = await api.patch('/users/employees/:id/budget', {
      as: viewer,
      params: { id: employee.id },
      body: { monthly_budget: '99000' },
    });
    expect(budget.statusCode).toBe(403);
    expect(budget.message).toBe('Only an owner or a people member of the company may do this');

    const settings = await api.patch('/company/settings', {
      as: viewer,
      body: { max_spend_amount_per_employee: '99000' },
    });
    expect(settings.statusCode).toBe(403);
    expect(settings.message).toBe(
      'Only an owner, a finance member or a people member of the company may do this',
    );

    const profile = await api.patch('/company/profile', { as: viewer, body: { name: 'Renamed' } });
    expect(profile.statusCode).toBe(403);
    expect(profile.message).toBe('Only an owner of the company may do this');

    const [row] = await t.db.select().from(companies).where(eq(companies.accountId, company.id));
    expect(row?.monthlyBudgetKobo).toBe(30_000_00);
    expect(row?.name).not.toBe('Renamed');
    const [staff] = await t.db.select().from(employees).where(eq(employees.accountId, employee.id));
    expect(staff?.monthlyBudgetKobo ?? null).toBeNull();

    // What a viewer may read, it reads: its own company's.
    const list = await api.get('/users/employees', { as: viewer });
    expect(list.statusCode).toBe(200);
    expect(list.data.list.map((user) => user.id)).toEqual([employee.id]);
  });

  it("a people member sets its own company's budgets; another company's employee is not found (404)", async () => {
    const company = await createCompany(t);
    const ours = await createEmployee(t, company.id);
    const other = await createCompany(t);
    const theirs = await createEmployee(t, other.id);
    const people = await createMember(t, company, 'people');

    const set = await api.patch('/users/employees/:id/budget', {
      as: people,
      params: { id: ours.id },
      body: { monthly_budget: '12000' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.data.account_details).toMatchObject({ monthly_budget: '12000.00', own_budget: true });

    const stranger = await api.patch('/users/employees/:id/budget', {
      as: people,
      params: { id: theirs.id },
      body: { monthly_budget: '12000' },
    });
    expect(stranger.statusCode).toBe(404);
    const [untouched] = await t.db.select().from(employees).where(eq(employees.accountId, theirs.id));
    expect(untouched?.monthlyBudgetKobo ?? null).toBeNull();

    // The department of another company's employee, when the route is served (issue 32).
    if (t.app.hasRoute({ method: 'PATCH', url: '/api/users/employees/:id' })) {
      const moved = await api.patch('/users/employees/:id', {
        as: people,
        params: { id: theirs.id },
        body: { department_id: null },
      });
      expect(moved.statusCode).toBe(404);
    }

    // Lists are of the member's own company only.
    const list = await api.get('/users/employees', { as: people });
    expect(list.data.list.map((user) => user.id)).toEqual([ours.id]);
  });

  it("another company's invoice is not found for a finance member (404), its own company's list answers", async () => {
    const company = await createCompany(t);
    const finance = await createMember(t, company, 'finance');
    const invoices = await api.get('/billings/invoices', { as: finance });
    expect(invoices.statusCode).toBe(200);
    expect(invoices.data.list).toEqual([]);
    const stranger = await api.get('/billings/invoices/:number', {
      as: finance,
      params: { number: 'INV-000001' },
    });
    expect(stranger.statusCode).toBe(404);
  });
});
