import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { monthlySpend } from '../src/db/schema.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createAdmin, createCompany, createEmployee } from './helpers/factories.js';
import { signupFlow } from './helpers/signup-flow.js';

/*
 * The company's profile (`GET`/`PATCH /api/company/profile`): name, contact, address and time
 * zone, the company's clock; and the set-up gate: no top-up and no invitation before onboarding.
 */

const clock = testClock(new Date('2026-03-10T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(() => t.smtp.clear());

const { api, verifiedCompany } = signupFlow(() => t);

const onboarding = {
  address_line_1: '1 Marina',
  address_line_2: 'Floor 2',
  city: 'Lagos',
  state: 'Lagos',
  country: 'Nigeria',
  zip_code: '100001',
  max_spend_amount_per_employee: '15000',
  size: '50-100',
} as const;

/** A company that signed up (Acme Lunches, Africa/Lagos) and verified its email, signed in, not onboarded. */
async function newCompany(): Promise<Actor> {
  const email = await verifiedCompany();
  const login = await api.post('/auth/login', { body: { identifier: email, password: 'company-pass-1' } });
  const token = login.data.accessTokenHash;
  const me = await api.get('/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return { id: me.data.id, email, token, headers: { authorization: `Bearer ${token}` } };
}

const SET_UP_FIRST =
  'Finish your company set-up first: address, monthly budget per employee and size are missing. Go to Onboarding.';

describe('company profile', () => {
  it('shows what the company gave at signup, its login email and what set-up still misses', async () => {
    const company = await newCompany();
    const res = await api.get('/company/profile', { as: company });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      name: 'Acme Lunches',
      website: 'https://acme.example.com',
      email: company.email,
      dial_code: '+234',
      phone_number: '8012345678',
      address_line_1: '',
      address_line_2: '',
      city: '',
      state: '',
      country: '',
      zip_code: '',
      time_zone: 'Africa/Lagos',
      onboarded: false,
      setup_missing: ['address', 'monthly_budget', 'size'],
    });
  });

  it('changes only the fields sent, and answers the profile', async () => {
    const company = await createCompany(t, { name: 'Before Ltd' });
    const res = await api.patch('/company/profile', {
      as: company,
      body: { name: '  After Ltd ', phone_number: '8031112222', city: 'Abuja', time_zone: 'europe/london' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.message).toBe('Profile saved');
    expect(res.data).toMatchObject({
      name: 'After Ltd',
      website: 'https://example.com',
      phone_number: '8031112222',
      address_line_1: '1 Marina',
      city: 'Abuja',
      // Spelt as the zone database spells it.
      time_zone: 'Europe/London',
      onboarded: true,
      setup_missing: [],
    });
    expect((await api.get('/company/profile', { as: company })).data).toEqual(res.data);
    const me = await api.get('/auth/me', { as: company });
    expect(me.data).toMatchObject({ name: 'After Ltd', time_zone: 'Europe/London' });
    expect((await api.get('/company/settings', { as: company })).data.time_zone).toBe('Europe/London');
  });

  it("a new time zone is the company's clock from then on: the budget month follows it", async () => {
    // 23:30 on 31 March in UTC is already 00:30 on 1 April in Lagos.
    clock.set(new Date('2026-03-31T23:30:00Z'));
    try {
      const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 20_000_00 });
      const employee = await createEmployee(t, company.id);
      await t.db
        .insert(monthlySpend)
        .values({ employeeId: employee.id, monthKey: '2026-03', spentKobo: 5_000_00 });
      const spent = async () =>
        (await api.get('/users/employees', { as: company })).data.list[0]?.account_details;
      expect(await spent()).toMatchObject({ spent_this_month: '0.00' });

      const patch = await api.patch('/company/profile', { as: company, body: { time_zone: 'UTC' } });
      expect(patch.statusCode).toBe(200);
      expect(await spent()).toMatchObject({ spent_this_month: '5000.00' });
    } finally {
      clock.set(new Date('2026-03-10T09:00:00Z'));
    }
  });

  it('refuses bad input with 400 naming the field, with the messages of signup and onboarding', async () => {
    const company = await createCompany(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ time_zone: 42 }, 'time_zone'],
      [{ phone_number: 'call me' }, 'phone_number'],
      [{ dial_code: '+1' }, 'dial_code'],
      [{ name: '' }, 'name'],
      [{ website: 'x'.repeat(301) }, 'website'],
      [{ address_line_2: '   ' }, 'address_line_2'],
      [{ zip_code: 'z'.repeat(21) }, 'zip_code'],
    ];
    for (const [body, path] of cases) {
      const res = await api.patch('/company/profile', { as: company, unchecked: true, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.errors[0]?.path).toBe(path);
      expect(res.message).toContain(path);
    }
    // The same words as onboarding.
    const fresh = await newCompany();
    for (const body of [{ city: '' }, { address_line_2: '' }, { time_zone: 'Mars/Olympus' }]) {
      const patch = await api.patch('/company/profile', { as: company, unchecked: true, body });
      const onboard = await api.post('/auth/onboard', { as: fresh, body: { ...onboarding, ...body } });
      expect(onboard.statusCode).toBe(400);
      expect(patch.errors).toEqual(onboard.errors);
    }
    const empty = await api.patch('/company/profile', { as: company, unchecked: true, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.message).toBe('Send at least one field to change');
    // The login email is not the profile's to change.
    const email = await api.patch('/company/profile', {
      as: company,
      unchecked: true,
      body: { email: 'other@example.com' },
    });
    expect(email.statusCode).toBe(400);
    expect((await api.get('/company/profile', { as: company })).data.email).toBe(company.email);
  });

  it('is the signed-in company’s own: 401 anonymous, 403 other roles, and another company sees its own', async () => {
    const first = await createCompany(t, { name: 'First Ltd' });
    const second = await createCompany(t, { name: 'Second Ltd' });
    await api.patch('/company/profile', { as: first, body: { city: 'Kano' } });
    expect((await api.get('/company/profile', { as: second })).data).toMatchObject({
      name: 'Second Ltd',
      city: 'Lagos',
      email: second.email,
    });

    expect((await api.get('/company/profile')).statusCode).toBe(401);
    const anonymousPatch = await api.patch('/company/profile', { unchecked: true, body: { city: 'x' } });
    expect(anonymousPatch.statusCode).toBe(401);
    const employee = await createEmployee(t, first.id);
    const admin = await createAdmin(t);
    for (const actor of [employee, admin]) {
      expect((await api.get('/company/profile', { as: actor })).statusCode).toBe(403);
      const patch = await api.patch('/company/profile', { as: actor, body: { city: 'Ibadan' } });
      expect(patch.statusCode).toBe(403);
    }
    expect((await api.get('/company/profile', { as: first })).data.city).toBe('Kano');
  });
});

describe('onboarding chooses the time zone', () => {
  it('stores the zone chosen at onboarding; without one the signup zone stays', async () => {
    const chooser = await newCompany();
    const res = await api.post('/auth/onboard', {
      as: chooser,
      body: { ...onboarding, time_zone: 'America/New_York' },
    });
    expect(res.statusCode).toBe(200);
    expect((await api.get('/auth/me', { as: chooser })).data.time_zone).toBe('America/New_York');

    const keeper = await newCompany();
    expect((await api.post('/auth/onboard', { as: keeper, body: onboarding })).statusCode).toBe(200);
    expect((await api.get('/auth/me', { as: keeper })).data.time_zone).toBe('Africa/Lagos');
  });

  it('refuses an unknown zone with 400 naming time_zone', async () => {
    const company = await newCompany();
    const res = await api.post('/auth/onboard', {
      as: company,
      body: { ...onboarding, time_zone: 'Lagos' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.errors).toEqual([{ path: 'time_zone', message: 'Must be a valid IANA time zone' }]);
    expect((await api.get('/auth/me', { as: company })).data.onboarded).toBe(false);
  });
});

describe('no money moves before the company is set up', () => {
  const topUp = (as: Actor) => api.post('/billings/topup', { as, body: { amount: 5000 } });
  const invite = (as: Actor, email: string) =>
    api.post('/invitations', { as, body: { employee_work_email: email } });
  const bulk = (as: Actor, dryRun: boolean) =>
    api.post('/invitations/bulk', {
      as,
      query: { dry_run: dryRun ? 'true' : 'false' },
      body: { emails: [`bulk-${Date.now()}@example.com`] },
    });

  it('refuses a top-up and invitations with 409 saying what is missing, then takes them once onboarded', async () => {
    const company = await newCompany();
    for (const res of [
      await topUp(company),
      await invite(company, 'early-hire@example.com'),
      await bulk(company, false),
      await bulk(company, true),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.message).toBe(SET_UP_FIRST);
    }
    expect((await api.get('/billings', { as: company })).data.list).toEqual([]);
    expect((await api.get('/invitations/list', { as: company })).data).toEqual([]);

    expect((await api.post('/auth/onboard', { as: company, body: onboarding })).statusCode).toBe(200);
    expect((await api.get('/company/profile', { as: company })).data).toMatchObject({
      onboarded: true,
      setup_missing: [],
    });
    expect((await topUp(company)).statusCode).toBe(200);
    expect((await invite(company, 'early-hire@example.com')).statusCode).toBe(200);
    expect((await bulk(company, true)).statusCode).toBe(200);
    expect((await bulk(company, false)).statusCode).toBe(200);
  });

  it('names only what is still missing', async () => {
    const company = await newCompany();
    await api.patch('/company/profile', {
      as: company,
      body: {
        address_line_1: '3 Broad Street',
        address_line_2: 'Suite 4',
        city: 'Lagos',
        state: 'Lagos',
        country: 'Nigeria',
        zip_code: '100001',
      },
    });
    const profile = await api.get('/company/profile', { as: company });
    expect(profile.data).toMatchObject({ onboarded: false, setup_missing: ['monthly_budget', 'size'] });
    const res = await topUp(company);
    expect(res.statusCode).toBe(409);
    expect(res.message).toBe(
      'Finish your company set-up first: monthly budget per employee and size are missing. Go to Onboarding.',
    );
  });

  it('bad input is still 400 before the set-up is looked at', async () => {
    const company = await newCompany();
    const res = await api.post('/invitations', {
      as: company,
      unchecked: true,
      body: { employee_work_email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.errors[0]?.path).toBe('employee_work_email');
  });
});

// The factories' companies are onboarded (they top up and invite in every other test).
it('a company of the factories is set up', async () => {
  const company = await createCompany(t);
  expect((await api.get('/company/profile', { as: company })).data.setup_missing).toEqual([]);
});
