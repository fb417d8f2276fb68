import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { openPostgres } from '../src/db/client.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createAdmin, createCompany, createEmployee, PASSWORD } from './helpers/factories.js';
import { signupFlow } from './helpers/signup-flow.js';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(() => t.smtp.clear());

const { api, email, companyBody, lastCode, verifiedCompany } = signupFlow(() => t);
const login = (identifier: string, password: string) =>
  api.post('/auth/login', { body: { identifier, password } });

describe('onboarding', () => {
  const onboard = (actor: Actor | undefined, body: Record<string, unknown>) =>
    api.post('/auth/onboard', { as: actor, body });
  const companyProfile = {
    address_line_1: '1 Marina',
    address_line_2: 'Floor 2',
    city: 'Lagos',
    state: 'Lagos',
    country: 'Nigeria',
    zip_code: '100001',
    max_spend_amount_per_employee: '15000',
    size: 'Above100',
  };
  const employeeProfile = {
    address_line_1: '2 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    zip_code: '100271',
    lunch_time: '01:30 PM',
    allergies: [' Peanuts ', '', 'SHELLFISH'],
    medical_conditions: [],
    dietary_preferences: ['Vegetarian'],
    health_consent: true,
  };

  it('onboards a company and sets its monthly budget', async () => {
    const address = await verifiedCompany();
    const token = (await login(address, 'company-pass-1')).data.accessTokenHash;
    const res = await api.post('/auth/onboard', {
      headers: { authorization: `Bearer ${token}` },
      body: companyProfile,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { onboarded: true } });
    const relogin = await login(address, 'company-pass-1');
    expect(relogin.data.onboarded).toBe(true);
  });

  it('onboards an employee, trimming and lower-casing the health lists', async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id, { onboarded: false });
    const res = await onboard(employee, employeeProfile);
    expect(res.statusCode).toBe(200);
    const { employees } = await import('../src/db/schema.js');
    const [row] = await t.db.select().from(employees).where(eq(employees.accountId, employee.id));
    expect(row).toMatchObject({
      allergies: ['peanuts', 'shellfish'],
      dietaryPreferences: ['vegetarian'],
      lunchTimeMinutes: 13 * 60 + 30,
    });
  });

  it('checks the payload against the account type: a company sending an employee profile gets 400', async () => {
    const company = await createCompany(t);
    const res = await onboard(company, employeeProfile);
    expect(res.statusCode).toBe(400);
    expect(res.errors.map((e) => e.path)).toContain('max_spend_amount_per_employee');
  });

  it('refuses fields that set state the caller must not set', async () => {
    const company = await createCompany(t);
    const res = await onboard(company, { ...companyProfile, wallet_kobo: 10_000_000 });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an admin with 403 and a stranger with 401', async () => {
    const admin = await createAdmin(t);
    expect((await onboard(admin, companyProfile)).statusCode).toBe(403);
    expect((await onboard(undefined, companyProfile)).statusCode).toBe(401);
  });

  it('rejects a bad size and a bad lunch time naming the fields', async () => {
    const company = await createCompany(t);
    const res = await onboard(company, { ...companyProfile, size: '1-2' });
    expect(res.errors[0]?.path).toBe('size');
    const employee = await createEmployee(t, company.id);
    const bad = await onboard(employee, { ...employeeProfile, lunch_time: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors[0]?.path).toBe('lunch_time');
  });
});

describe('password reset', () => {
  const requestReset = (address: string) =>
    api.post('/auth/request-password-reset', { body: { email: address } });
  const reset = (address: string, otp: string, password: string, confirmPassword = password) =>
    api.post('/auth/reset-password', { body: { email: address, otp, password, confirmPassword } });
  const me = (headers: Record<string, string>) => api.get('/auth/me', { headers });
  it('resets with the mailed code, revokes every session and mails a notice', async () => {
    const company = await createCompany(t);
    const other = await login(company.email, PASSWORD);
    expect(other.statusCode).toBe(200);
    const requested = await requestReset(company.email);
    expect(requested.statusCode).toBe(200);
    const otp = await lastCode(company.email, 'reset code');
    const res = await reset(company.email, otp, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect((await me(company.headers)).statusCode).toBe(401);
    const oldToken = other.data.accessTokenHash;
    expect((await me({ authorization: `Bearer ${oldToken}` })).statusCode).toBe(401);
    expect((await login(company.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(company.email, 'brand-new-pass')).statusCode).toBe(200);
    await t.flushJobs();
    expect(t.smtp.to(company.email).some((m) => m.subject === 'Your password was changed')).toBe(true);
  });

  it('answers an unknown email like a known one and sends nothing', async () => {
    const company = await createCompany(t);
    const known = await requestReset(company.email);
    const unknown = await requestReset('ghost@example.com');
    expect(unknown.json()).toEqual(known.json());
    await t.flushJobs();
    expect(t.smtp.to('ghost@example.com')).toHaveLength(0);
  });

  it('keeps verification and reset codes apart', async () => {
    const address = email();
    await api.post('/auth/signup', { body: companyBody(address) });
    const verifyCode = await lastCode(address, 'verification code');
    await requestReset(address);
    const res = await reset(address, verifyCode, 'brand-new-pass');
    expect(res.statusCode).toBe(400);
    const confirmed = await api.post('/auth/confirm-email', { body: { email: address, otp: verifyCode } });
    expect(confirmed.statusCode).toBe(200);
  });

  it('refuses mismatched passwords with "Passwords must match"', async () => {
    const res = await reset('a@example.com', '123456', 'brand-new-pass', 'other-pass-1');
    expect(res.statusCode).toBe(400);
    expect(res.message).toContain('Passwords must match');
  });
});

describe('the API shell', () => {
  it('answers unknown API paths with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: null });
  });

  it('reports health', async () => {
    const res = await api.get('/health');
    expect(res.json()).toEqual({ success: true, message: 'ok', data: { db: 'up' } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await api.post('/auth/login', {
      unchecked: true,
      body: '{"identifier":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/auth/login');
  });
});

describe('rate limits', () => {
  it('answers 429 after 100 sign-in attempts from one address in 15 minutes', async () => {
    const own = await buildTestApp({ smtp: false });
    try {
      const attempt = () =>
        testApi(own).post('/auth/login', { body: { identifier: 'nobody@example.com', password: 'x' } });
      for (let i = 0; i < 100; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, data: null });
    } finally {
      await own.close();
    }
  });

  const resend = (app: App) =>
    testApi({ app }).post('/auth/resend-verify-email', { body: { email: 'nobody@example.com' } });

  it('counts each route on its own, and starts a new window when the old one ends', async () => {
    const clock = testClock();
    const own = await buildTestApp({ smtp: false, clock });
    try {
      for (let i = 0; i < 60; i++) expect((await resend(own.app)).statusCode).toBe(200);
      expect((await resend(own.app)).statusCode).toBe(429);
      const otherRoute = await testApi(own).post('/auth/request-password-reset', {
        body: { email: 'nobody@example.com' },
      });
      expect(otherRoute.statusCode).toBe(200);

      clock.advance(15 * 60 * 1000 - 1000);
      expect((await resend(own.app)).statusCode).toBe(429);
      clock.advance(1000);
      expect((await resend(own.app)).statusCode).toBe(200);

      // Finished windows are deleted by the job poller after a day.
      const rows = async () =>
        (await own.database.rows<{ n: number }>(sql`select count(*)::int as n from rate_limits`))[0]?.n;
      await own.flushJobs();
      expect(await rows()).toBe(2);
      clock.advance(25 * 60 * 60 * 1000);
      await own.flushJobs();
      expect(await rows()).toBe(0);
    } finally {
      await own.close();
    }
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'is shared by every server process on the database (api-postgres only)',
    async () => {
      const own = await buildTestApp({ smtp: false });
      const database = await openPostgres(own.database.url!, 2);
      const second = await buildApp({ config: own.ctx.config, database, logger: false });
      try {
        for (let i = 0; i < 60; i++) expect((await resend(i % 2 ? own.app : second)).statusCode).toBe(200);
        expect((await resend(own.app)).statusCode).toBe(429);
        expect((await resend(second)).statusCode).toBe(429);
      } finally {
        await second.close();
        await database.close();
        await own.close();
      }
    },
  );
});
