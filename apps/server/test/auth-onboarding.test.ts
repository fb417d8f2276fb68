import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { openPostgres } from '../src/db/client.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { createAdmin, createCompany, createEmployee, PASSWORD } from './helpers/factories.js';
import { signupFlow } from './helpers/signup-flow.js';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(() => t.smtp.clear());

const { email, post, companyBody, lastCode, verifiedCompany } = signupFlow(() => t);

describe('onboarding', () => {
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
  };

  it('onboards a company and sets its monthly budget', async () => {
    const address = await verifiedCompany();
    const token = (await post('/auth/login', { identifier: address, password: 'company-pass-1' })).json().data
      .accessTokenHash;
    const res = await post('/auth/onboard', companyProfile, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { onboarded: true } });
    const relogin = await post('/auth/login', { identifier: address, password: 'company-pass-1' });
    expect(relogin.json().data.onboarded).toBe(true);
  });

  it('onboards an employee, trimming and lower-casing the health lists', async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id, { onboarded: false });
    const res = await post('/auth/onboard', employeeProfile, employee.headers);
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
    const res = await post('/auth/onboard', employeeProfile, company.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('max_spend_amount_per_employee');
  });

  it('refuses fields that set state the caller must not set', async () => {
    const company = await createCompany(t);
    const res = await post('/auth/onboard', { ...companyProfile, wallet_kobo: 10_000_000 }, company.headers);
    expect(res.statusCode).toBe(400);
  });

  it('refuses an admin with 403 and a stranger with 401', async () => {
    const admin = await createAdmin(t);
    expect((await post('/auth/onboard', companyProfile, admin.headers)).statusCode).toBe(403);
    expect((await post('/auth/onboard', companyProfile)).statusCode).toBe(401);
  });

  it('rejects a bad size and a bad lunch time naming the fields', async () => {
    const company = await createCompany(t);
    const res = await post('/auth/onboard', { ...companyProfile, size: '1-2' }, company.headers);
    expect(res.json().errors[0].path).toBe('size');
    const employee = await createEmployee(t, company.id);
    const bad = await post('/auth/onboard', { ...employeeProfile, lunch_time: '25:00' }, employee.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('lunch_time');
  });
});

describe('password reset', () => {
  it('resets with the mailed code, revokes every session and mails a notice', async () => {
    const company = await createCompany(t);
    const other = await post('/auth/login', { identifier: company.email, password: PASSWORD });
    expect(other.statusCode).toBe(200);
    const requested = await post('/auth/request-password-reset', { email: company.email });
    expect(requested.statusCode).toBe(200);
    const otp = await lastCode(company.email, 'reset code');
    const res = await post('/auth/reset-password', {
      email: company.email,
      otp,
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: company.headers })).statusCode,
    ).toBe(401);
    const oldToken = other.json().data.accessTokenHash;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${oldToken}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await post('/auth/login', { identifier: company.email, password: PASSWORD })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/auth/login', { identifier: company.email, password: 'brand-new-pass' })).statusCode,
    ).toBe(200);
    await t.flushJobs();
    expect(t.smtp.to(company.email).some((m) => m.subject === 'Your password was changed')).toBe(true);
  });

  it('answers an unknown email like a known one and sends nothing', async () => {
    const company = await createCompany(t);
    const known = await post('/auth/request-password-reset', { email: company.email });
    const unknown = await post('/auth/request-password-reset', { email: 'ghost@example.com' });
    expect(unknown.json()).toEqual(known.json());
    await t.flushJobs();
    expect(t.smtp.to('ghost@example.com')).toHaveLength(0);
  });

  it('keeps verification and reset codes apart', async () => {
    const address = email();
    await post('/auth/signup', companyBody(address));
    const verifyCode = await lastCode(address, 'verification code');
    await post('/auth/request-password-reset', { email: address });
    const res = await post('/auth/reset-password', {
      email: address,
      otp: verifyCode,
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(400);
    expect((await post('/auth/confirm-email', { email: address, otp: verifyCode })).statusCode).toBe(200);
  });

  it('refuses mismatched passwords with "Passwords must match"', async () => {
    const res = await post('/auth/reset-password', {
      email: 'a@example.com',
      otp: '123456',
      password: 'brand-new-pass',
      confirmPassword: 'other-pass-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Passwords must match');
  });
});

describe('the API shell', () => {
  it('answers unknown API paths with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: null });
  });

  it('reports health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ success: true, message: 'ok', data: { db: 'up' } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"identifier":',
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
        own.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: 'nobody@example.com', password: 'x' },
        });
      for (let i = 0; i < 100; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, data: null });
    } finally {
      await own.close();
    }
  });

  const resend = (app: App) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/resend-verify-email',
      payload: { email: 'nobody@example.com' },
    });

  it('counts each route on its own, and starts a new window when the old one ends', async () => {
    const clock = testClock();
    const own = await buildTestApp({ smtp: false, clock });
    try {
      for (let i = 0; i < 60; i++) expect((await resend(own.app)).statusCode).toBe(200);
      expect((await resend(own.app)).statusCode).toBe(429);
      const otherRoute = await own.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: 'nobody@example.com' },
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
