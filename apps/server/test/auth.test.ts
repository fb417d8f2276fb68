import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { openPostgres } from '../src/db/client.js';
import { accounts, invitations } from '../src/db/schema.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { createAdmin, createCompany, createEmployee, PASSWORD } from './helpers/factories.js';
import { codeIn } from './helpers/smtp.js';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(() => t.smtp.clear());

let n = 0;
const email = () => `new-user-${++n}-${Date.now()}@example.com`;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

const companyBody = (address: string) => ({
  account_type: 'Company',
  email: address,
  password: 'company-pass-1',
  name: 'Acme Lunches',
  website: 'https://acme.example.com',
  dial_code: '+234',
  phone_number: '8012345678',
  time_zone: 'Africa/Lagos',
});

async function lastCode(address: string, subject: string) {
  await t.flushJobs();
  const mails = t.smtp.to(address).filter((m) => m.subject.includes(subject));
  return codeIn(mails.at(-1));
}

async function verifiedCompany() {
  const address = email();
  await post('/auth/signup', companyBody(address));
  await post('/auth/confirm-email', { email: address, otp: await lastCode(address, 'verification code') });
  return address;
}

describe('signup', () => {
  it('creates a company account, answers 201 and mails a 6-digit verification code', async () => {
    const address = email();
    const res = await post('/auth/signup', companyBody(address.toUpperCase()));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { email: address } });
    expect(await lastCode(address, 'verification code')).toMatch(/^\d{6}$/);
  });

  it.each([
    ['email', { email: 'nope' }],
    ['password', { password: 'short' }],
    ['name', { name: '' }],
    ['website', { website: undefined }],
    ['phone_number', { phone_number: 'abc' }],
    ['time_zone', { time_zone: 'Mars/Olympus' }],
    ['dial_code', { dial_code: '+1' }],
  ])('rejects a bad %s with 400 naming the field and creates nothing', async (field, change) => {
    const address = email();
    const res = await post('/auth/signup', { ...companyBody(address), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    const rows = await t.db.select().from(accounts).where(eq(accounts.email, address));
    expect(rows).toHaveLength(0);
  });

  it('refuses a duplicate email in any letter case with 409', async () => {
    const address = email();
    expect((await post('/auth/signup', companyBody(address))).statusCode).toBe(201);
    const again = await post('/auth/signup', companyBody(address.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, data: null });
  });

  it('refuses admin self-signup with 403', async () => {
    const res = await post('/auth/signup', { ...companyBody(email()), account_type: 'Admin' });
    expect(res.statusCode).toBe(403);
  });

  describe('an employee with an invitation', () => {
    async function invited(address: string) {
      const company = await createCompany(t);
      const res = await post('/invitations', { employee_work_email: address }, company.headers);
      return { company, code: res.json().data.invitation_token as string };
    }
    const employeeBody = (address: string, code: string) => ({
      account_type: 'Individual',
      email: address,
      password: 'employee-pass-1',
      first_name: 'New',
      last_name: 'Employee',
      phone_number: '8098765432',
      invitation_code: code,
      dial_code: '+234',
    });

    it('joins the inviting company and the invitation becomes ACCEPTED', async () => {
      const address = email();
      const { company, code } = await invited(address);
      const res = await post('/auth/signup', employeeBody(address.toUpperCase(), code.toLowerCase()));
      expect(res.statusCode).toBe(201);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/invitations/list',
        headers: company.headers,
      });
      expect(list.json().data[0].status).toBe('ACCEPTED');
      const [account] = await t.db.select().from(accounts).where(eq(accounts.id, res.json().data.id));
      expect(account?.timeZone).toBe('Africa/Lagos');
    });

    it('refuses a code issued for another email, a wrong code, a used code and an expired one', async () => {
      const address = email();
      const { code } = await invited(address);
      const wrongEmail = await post('/auth/signup', employeeBody(email(), code));
      expect(wrongEmail.statusCode).toBe(400);
      expect(wrongEmail.json().message).toBe('Invalid or expired invitation code');
      expect((await post('/auth/signup', employeeBody(address, 'ZZZZZZZZ'))).statusCode).toBe(400);
      expect((await post('/auth/signup', employeeBody(address, code))).statusCode).toBe(201);
      expect((await post('/auth/signup', employeeBody(email(), code))).statusCode).toBe(400);

      const late = email();
      const expired = await invited(late);
      await t.db
        .update(invitations)
        .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
        .where(eq(invitations.token, expired.code));
      const res = await post('/auth/signup', employeeBody(late, expired.code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired invitation code');
    });
  });
});

describe('email verification codes', () => {
  it('verifies with the mailed code, and the code cannot be used again', async () => {
    const address = email();
    await post('/auth/signup', companyBody(address));
    const otp = await lastCode(address, 'verification code');
    const res = await post('/auth/confirm-email', { email: address, otp });
    expect(res.statusCode).toBe(200);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.email, address));
    expect(account?.emailVerified).toBe(true);
    await t.flushJobs();
    expect(t.smtp.to(address).some((m) => m.subject.startsWith('Welcome'))).toBe(true);
    const reused = await post('/auth/confirm-email', { email: address, otp });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Invalid or expired otp provided');
  });

  it('refuses a wrong code, an expired code, and voids the code after 5 wrong tries', async () => {
    const address = email();
    await post('/auth/signup', companyBody(address));
    const otp = await lastCode(address, 'verification code');
    const wrong = otp === '000000' ? '111111' : '000000';
    expect((await post('/auth/confirm-email', { email: address, otp: wrong })).statusCode).toBe(400);
    for (let i = 0; i < 4; i++) await post('/auth/confirm-email', { email: address, otp: wrong });
    expect((await post('/auth/confirm-email', { email: address, otp })).statusCode).toBe(400);

    await post('/auth/resend-verify-email', { email: address });
    const fresh = await lastCode(address, 'verification code');
    clock.advance(10 * 60 * 1000 + 1);
    expect((await post('/auth/confirm-email', { email: address, otp: fresh })).statusCode).toBe(400);
  });

  it('a new code voids the earlier one', async () => {
    const address = email();
    await post('/auth/signup', companyBody(address));
    const first = await lastCode(address, 'verification code');
    await post('/auth/resend-verify-email', { email: address });
    const second = await lastCode(address, 'verification code');
    if (first !== second)
      expect((await post('/auth/confirm-email', { email: address, otp: first })).statusCode).toBe(400);
    expect((await post('/auth/confirm-email', { email: address, otp: second })).statusCode).toBe(200);
  });

  it('answers resend the same for an unknown email as for a known one, and mails only the known one', async () => {
    const address = email();
    await post('/auth/signup', companyBody(address));
    const known = await post('/auth/resend-verify-email', { email: address });
    const unknown = await post('/auth/resend-verify-email', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await t.flushJobs();
    expect(t.smtp.to('nobody-here@example.com')).toHaveLength(0);
    expect(t.smtp.to(address)).toHaveLength(2);
  });

  it('rejects a malformed otp with 400 naming the field', async () => {
    const res = await post('/auth/confirm-email', { email: 'someone@example.com', otp: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('otp');
  });
});

describe('login and sessions', () => {
  it('signs in, returns the token and sets an HttpOnly cookie; /auth/me works with either', async () => {
    const address = await verifiedCompany();
    const res = await post('/auth/login', { identifier: address.toUpperCase(), password: 'company-pass-1' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ onboarded: false, account_type: 'Company' });
    const cookie = res.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ value: data.accessTokenHash, httpOnly: true, sameSite: 'Lax', path: '/' });

    const viaBearer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${data.accessTokenHash}` },
    });
    expect(viaBearer.json().data).toMatchObject({
      name: 'Acme Lunches',
      email: address,
      account_type: 'Company',
      account_state: 'ACTIVE',
      email_verified: true,
    });
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { session: data.accessTokenHash },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().data).not.toHaveProperty('password_hash');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const address = await verifiedCompany();
    const wrong = await post('/auth/login', { identifier: address, password: 'wrong-password' });
    const unknown = await post('/auth/login', {
      identifier: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Invalid credentials');
  });

  it('refuses an unverified account with 403 and mails a fresh code', async () => {
    const address = email();
    await post('/auth/signup', companyBody(address));
    await t.flushJobs();
    t.smtp.clear();
    const res = await post('/auth/login', { identifier: address, password: 'company-pass-1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Please verify your email');
    expect(await lastCode(address, 'verification code')).toMatch(/^\d{6}$/);
  });

  it('locks an account for 15 minutes after 10 failed attempts, even with the right password', async () => {
    const address = await verifiedCompany();
    for (let i = 0; i < 10; i++)
      await post('/auth/login', { identifier: address, password: 'wrong-password' });
    const locked = await post('/auth/login', { identifier: address, password: 'company-pass-1' });
    expect(locked.statusCode).toBe(429);
    clock.advance(15 * 60 * 1000 + 1);
    expect((await post('/auth/login', { identifier: address, password: 'company-pass-1' })).statusCode).toBe(
      200,
    );
  });

  it('revokes the session on logout', async () => {
    const company = await createCompany(t);
    expect((await post('/auth/logout', {}, company.headers)).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: company.headers });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ success: false, data: null });
  });

  it('refuses cookie-authenticated writes from another origin (CSRF)', async () => {
    const company = await createCompany(t);
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { session: company.token },
      headers: { origin: 'https://evil.example.com' },
    });
    expect(cross.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { session: company.token },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('rejects a login without a password with 400 naming the field', async () => {
    const res = await post('/auth/login', { identifier: 'someone@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('password');
  });
});

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
