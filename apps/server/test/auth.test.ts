import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, invitations, sessions } from '../src/db/schema.js';
import { DAY } from '../src/lib/clock.js';
import { purgeEndedSessions } from '../src/modules/auth/auth.service.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { createCompany } from './helpers/factories.js';
import { signupFlow } from './helpers/signup-flow.js';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(() => t.smtp.clear());

const { api, email, companyBody, lastCode, verifiedCompany } = signupFlow(() => t);

describe('signup', () => {
  it('creates a company account, answers 201 and mails a 6-digit verification code', async () => {
    const address = email();
    const res = await api.post('/auth/signup', { body: companyBody(address.toUpperCase()) });
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
    const res = await api.post('/auth/signup', { body: { ...companyBody(address), ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.errors.map((e) => e.path)).toContain(field);
    const rows = await t.db.select().from(accounts).where(eq(accounts.email, address));
    expect(rows).toHaveLength(0);
  });

  it('refuses a duplicate email in any letter case with 409', async () => {
    const address = email();
    expect((await api.post('/auth/signup', { body: companyBody(address) })).statusCode).toBe(201);
    const again = await api.post('/auth/signup', { body: companyBody(address.toUpperCase()) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, data: null });
  });

  it('refuses admin self-signup with 403', async () => {
    const res = await api.post('/auth/signup', { body: { ...companyBody(email()), account_type: 'Admin' } });
    expect(res.statusCode).toBe(403);
  });

  describe('an employee with an invitation', () => {
    async function invited(address: string) {
      const company = await createCompany(t);
      const res = await api.post('/invitations', { as: company, body: { employee_work_email: address } });
      return { company, code: res.data.invitation_token };
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
      const res = await api.post('/auth/signup', {
        body: employeeBody(address.toUpperCase(), code.toLowerCase()),
      });
      expect(res.statusCode).toBe(201);
      const list = await api.get('/invitations/list', { as: company });
      expect(list.data[0]?.status).toBe('ACCEPTED');
      const [account] = await t.db.select().from(accounts).where(eq(accounts.id, res.data.id));
      expect(account?.timeZone).toBe('Africa/Lagos');
    });

    it('refuses a code issued for another email, a wrong code, a used code and an expired one', async () => {
      const address = email();
      const { code } = await invited(address);
      const signup = (body: ReturnType<typeof employeeBody>) => api.post('/auth/signup', { body });
      const wrongEmail = await signup(employeeBody(email(), code));
      expect(wrongEmail.statusCode).toBe(400);
      expect(wrongEmail.message).toBe('Invalid or expired invitation code');
      expect((await signup(employeeBody(address, 'ZZZZZZZZ'))).statusCode).toBe(400);
      expect((await signup(employeeBody(address, code))).statusCode).toBe(201);
      expect((await signup(employeeBody(email(), code))).statusCode).toBe(400);

      const late = email();
      const expired = await invited(late);
      await t.db
        .update(invitations)
        .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
        .where(eq(invitations.token, expired.code));
      const res = await signup(employeeBody(late, expired.code));
      expect(res.statusCode).toBe(400);
      expect(res.message).toBe('Invalid or expired invitation code');
    });
  });
});

describe('email verification codes', () => {
  const signup = (address: string) => api.post('/auth/signup', { body: companyBody(address) });
  const confirm = (address: string, otp: string) =>
    api.post('/auth/confirm-email', { body: { email: address, otp } });
  const resend = (address: string) => api.post('/auth/resend-verify-email', { body: { email: address } });

  it('verifies with the mailed code, and the code cannot be used again', async () => {
    const address = email();
    await signup(address);
    const otp = await lastCode(address, 'verification code');
    const res = await confirm(address, otp);
    expect(res.statusCode).toBe(200);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.email, address));
    expect(account?.emailVerified).toBe(true);
    await t.flushJobs();
    expect(t.smtp.to(address).some((m) => m.subject.startsWith('Welcome'))).toBe(true);
    const reused = await confirm(address, otp);
    expect(reused.statusCode).toBe(400);
    expect(reused.message).toBe('Invalid or expired otp provided');
  });

  it('refuses a wrong code, an expired code, and voids the code after 5 wrong tries', async () => {
    const address = email();
    await signup(address);
    const otp = await lastCode(address, 'verification code');
    const wrong = otp === '000000' ? '111111' : '000000';
    expect((await confirm(address, wrong)).statusCode).toBe(400);
    for (let i = 0; i < 4; i++) await confirm(address, wrong);
    expect((await confirm(address, otp)).statusCode).toBe(400);

    await resend(address);
    const fresh = await lastCode(address, 'verification code');
    clock.advance(10 * 60 * 1000 + 1);
    expect((await confirm(address, fresh)).statusCode).toBe(400);
  });

  it('a new code voids the earlier one', async () => {
    const address = email();
    await signup(address);
    const first = await lastCode(address, 'verification code');
    await resend(address);
    const second = await lastCode(address, 'verification code');
    if (first !== second) expect((await confirm(address, first)).statusCode).toBe(400);
    expect((await confirm(address, second)).statusCode).toBe(200);
  });

  it('answers resend the same for an unknown email as for a known one, and mails only the known one', async () => {
    const address = email();
    await signup(address);
    const known = await resend(address);
    const unknown = await resend('nobody-here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await t.flushJobs();
    expect(t.smtp.to('nobody-here@example.com')).toHaveLength(0);
    expect(t.smtp.to(address)).toHaveLength(2);
  });

  it('rejects a malformed otp with 400 naming the field', async () => {
    const res = await confirm('someone@example.com', '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.errors[0]?.path).toBe('otp');
  });
});

describe('login and sessions', () => {
  const login = (identifier: string, password: string) =>
    api.post('/auth/login', { body: { identifier, password } });

  it('signs in, returns the token and sets an HttpOnly cookie; /auth/me works with either', async () => {
    const address = await verifiedCompany();
    const res = await login(address.toUpperCase(), 'company-pass-1');
    expect(res.statusCode).toBe(200);
    const { data } = res;
    expect(data).toMatchObject({ onboarded: false, account_type: 'Company' });
    const cookie = res.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ value: data.accessTokenHash, httpOnly: true, sameSite: 'Lax', path: '/' });

    const viaBearer = await api.get('/auth/me', {
      headers: { authorization: `Bearer ${data.accessTokenHash}` },
    });
    expect(viaBearer.data).toMatchObject({
      name: 'Acme Lunches',
      email: address,
      account_type: 'Company',
      account_state: 'ACTIVE',
      email_verified: true,
    });
    const viaCookie = await api.get('/auth/me', { headers: { cookie: `session=${data.accessTokenHash}` } });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.data).not.toHaveProperty('password_hash');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const address = await verifiedCompany();
    const wrong = await login(address, 'wrong-password');
    const unknown = await login('nobody@example.com', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.message).toBe('Invalid credentials');
  });

  it('refuses an unverified account with 403 and mails a fresh code', async () => {
    const address = email();
    await api.post('/auth/signup', { body: companyBody(address) });
    await t.flushJobs();
    t.smtp.clear();
    const res = await login(address, 'company-pass-1');
    expect(res.statusCode).toBe(403);
    expect(res.message).toBe('Please verify your email');
    expect(await lastCode(address, 'verification code')).toMatch(/^\d{6}$/);
  });

  it('locks an account for 15 minutes after 10 failed attempts, even with the right password', async () => {
    const address = await verifiedCompany();
    for (let i = 0; i < 10; i++) await login(address, 'wrong-password');
    const locked = await login(address, 'company-pass-1');
    expect(locked.statusCode).toBe(429);
    clock.advance(15 * 60 * 1000 + 1);
    expect((await login(address, 'company-pass-1')).statusCode).toBe(200);
  });

  it('revokes the session on logout', async () => {
    const company = await createCompany(t);
    expect((await api.post('/auth/logout', { as: company })).statusCode).toBe(200);
    const me = await api.get('/auth/me', { as: company });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ success: false, data: null });
  });

  it('refuses cookie-authenticated writes from another origin (CSRF)', async () => {
    const company = await createCompany(t);
    const cookie = `session=${company.token}`;
    const cross = await api.post('/auth/logout', { headers: { cookie, origin: 'https://evil.example.com' } });
    expect(cross.statusCode).toBe(403);
    const same = await api.post('/auth/logout', { headers: { cookie, origin: 'http://localhost:3000' } });
    expect(same.statusCode).toBe(200);
  });

  it('rejects a login without a password with 400 naming the field', async () => {
    const res = await api.post('/auth/login', {
      unchecked: true,
      body: { identifier: 'someone@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.errors[0]?.path).toBe('password');
  });
});

describe('ended sessions', () => {
  it('the hourly purge deletes sessions that ended more than 30 days ago and keeps the others', async () => {
    const company = await createCompany(t);
    const now = clock.now().getTime();
    const at = (days: number) => new Date(now + days * DAY);
    const rows = await t.db
      .insert(sessions)
      .values([
        { accountId: company.id, tokenHash: `purge-a-${now}`, expiresAt: at(-31) },
        { accountId: company.id, tokenHash: `purge-b-${now}`, expiresAt: at(5), revokedAt: at(-40) },
        { accountId: company.id, tokenHash: `purge-c-${now}`, expiresAt: at(-29) },
        { accountId: company.id, tokenHash: `purge-d-${now}`, expiresAt: at(5), revokedAt: at(-2) },
        { accountId: company.id, tokenHash: `purge-e-${now}`, expiresAt: at(5) },
      ])
      .returning({ id: sessions.id, tokenHash: sessions.tokenHash });
    await purgeEndedSessions(t.ctx);
    const left = await t.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.accountId, company.id));
    expect(
      left
        .map((row) => row.tokenHash)
        .filter((hash) => hash.startsWith('purge-'))
        .sort(),
    ).toEqual(
      rows
        .map((row) => row.tokenHash)
        .filter((hash) => /purge-[cde]-/.test(hash))
        .sort(),
    );
  });
});
