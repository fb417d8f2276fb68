import { HEALTH_CONSENT_TEXT, HEALTH_CONSENT_VERSION } from '@lunch/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, healthConsentRecords } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
  createRestaurant,
  createRider,
} from './helpers/factories.js';

const GIVEN_AT = '2026-03-10T09:00:00.000Z';

/** Issue 33: health data is kept only with the employee's explicit consent; the privacy page. */
describe('health consent and the privacy notice', () => {
  const clock = testClock(new Date(GIVEN_AT));
  let t: TestApp;
  let company: Actor;
  beforeAll(async () => {
    t = await buildTestApp({ clock, smtp: false });
    company = await createCompany(t);
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  const onboarding = {
    address_line_1: '2 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    zip_code: '100271',
    lunch_time: '01:30 PM',
  };
  const onboard = (employee: Actor, body: Record<string, unknown>) =>
    api.post('/auth/onboard', { as: employee, unchecked: true, body: { ...onboarding, ...body } });

  /** The employee's row: health lists, consent and lunch time. */
  const stored = async (employee: Actor) => {
    const [row] = await t.db.select().from(employees).where(eq(employees.accountId, employee.id));
    return {
      allergies: row!.allergies,
      medicalConditions: row!.medicalConditions,
      dietaryPreferences: row!.dietaryPreferences,
      version: row!.healthConsentVersion,
      at: row!.healthConsentAt?.toISOString() ?? null,
      lunchTimeMinutes: row!.lunchTimeMinutes,
    };
  };
  const history = (employee: Actor) =>
    t.db
      .select({
        action: healthConsentRecords.action,
        version: healthConsentRecords.version,
        at: healthConsentRecords.createdAt,
      })
      .from(healthConsentRecords)
      .where(eq(healthConsentRecords.employeeId, employee.id))
      .orderBy(asc(healthConsentRecords.createdAt));
  const consentOf = async (employee: Actor) =>
    (await api.get('/profile', { as: employee })).data.health_consent;

  it('gives consent for the current text, recorded with its time; giving it again changes nothing', async () => {
    const employee = await createEmployee(t, company.id);
    expect(await consentOf(employee)).toEqual({ given: false, version: null, given_at: null });

    const given = await api.put('/profile/health-consent', {
      as: employee,
      body: { version: HEALTH_CONSENT_VERSION },
    });
    expect(given.statusCode, given.body).toBe(200);
    const expected = { given: true, version: HEALTH_CONSENT_VERSION, given_at: GIVEN_AT };
    expect(given.data).toEqual(expected);
    expect(await consentOf(employee)).toEqual(expected);

    clock.advance(60_000);
    const again = await api.put('/profile/health-consent', {
      as: employee,
      body: { version: HEALTH_CONSENT_VERSION },
    });
    expect(again.data).toEqual(expected);
    expect(await history(employee)).toEqual([
      { action: 'given', version: HEALTH_CONSENT_VERSION, at: new Date(GIVEN_AT) },
    ]);
    clock.set(GIVEN_AT);
  });

  it('withdrawing erases the allergies, conditions and diets at once and records the withdrawal', async () => {
    const employee = await createEmployee(t, company.id);
    const saved = await onboard(employee, {
      allergies: ['Peanuts'],
      medical_conditions: ['diabetes'],
      dietary_preferences: ['halal'],
      health_consent: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    clock.set('2026-03-11T08:00:00Z');
    const withdrawn = await api.delete('/profile/health-consent', { as: employee });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.data).toEqual({ given: false, version: null, given_at: null });
    expect(withdrawn.message).toMatch(/erased/);
    expect(await stored(employee)).toMatchObject({
      allergies: [],
      medicalConditions: [],
      dietaryPreferences: [],
      version: null,
      at: null,
    });
    expect(await history(employee)).toEqual([
      { action: 'given', version: HEALTH_CONSENT_VERSION, at: new Date(GIVEN_AT) },
      { action: 'withdrawn', version: HEALTH_CONSENT_VERSION, at: new Date('2026-03-11T08:00:00Z') },
    ]);
    const profile = (await api.get('/profile', { as: employee })).data;
    expect(profile).toMatchObject({ allergies: [], medical_conditions: [], dietary_preferences: [] });

    // Withdrawing again: nothing to withdraw, nothing recorded.
    expect((await api.delete('/profile/health-consent', { as: employee })).statusCode).toBe(200);
    expect(await history(employee)).toHaveLength(2);
    clock.set(GIVEN_AT);
  });

  it('onboarding with consent stores the lists with the version and time of the consent', async () => {
    const employee = await createEmployee(t, company.id, { onboarded: false });
    const res = await onboard(employee, {
      allergies: [' Shellfish '],
      medical_conditions: [],
      dietary_preferences: 'Vegetarian',
      health_consent: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(employee)).toEqual({
      allergies: ['shellfish'],
      medicalConditions: [],
      dietaryPreferences: ['vegetarian'],
      version: HEALTH_CONSENT_VERSION,
      at: GIVEN_AT,
      lunchTimeMinutes: 13 * 60 + 30,
    });
    expect(await history(employee)).toEqual([
      { action: 'given', version: HEALTH_CONSENT_VERSION, at: new Date(GIVEN_AT) },
    ]);
  });

  it('onboarding without consent refuses any health list (400 naming health_consent) and stores nothing', async () => {
    const employee = await createEmployee(t, company.id, { onboarded: false, lunchTimeMinutes: null });
    for (const body of [
      { allergies: ['peanuts'] },
      { medical_conditions: 'diabetes', health_consent: false },
      { dietary_preferences: ['vegan'] },
    ]) {
      const res = await onboard(employee, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.errors).toEqual([{ path: 'health_consent', message: expect.stringMatching(/consent/) }]);
    }
    expect(await stored(employee)).toEqual({
      allergies: [],
      medicalConditions: [],
      dietaryPreferences: [],
      version: null,
      at: null,
      lunchTimeMinutes: null,
    });
    expect(await history(employee)).toEqual([]);

    // Without health data, onboarding goes through and no consent is recorded.
    const plain = await onboard(employee, { allergies: [], medical_conditions: '', dietary_preferences: [] });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await stored(employee)).toMatchObject({ version: null, lunchTimeMinutes: 13 * 60 + 30 });
    expect(await history(employee)).toEqual([]);
  });

  it('consent left out keeps it as it is: given, the lists are saved; withdrawn through onboarding, they are erased', async () => {
    const employee = await createEmployee(t, company.id);
    await onboard(employee, { allergies: ['peanuts'], health_consent: true });

    clock.set('2026-03-12T10:00:00Z');
    const edited = await onboard(employee, { allergies: ['fish'], dietary_preferences: ['keto'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored(employee)).toMatchObject({
      allergies: ['fish'],
      dietaryPreferences: ['keto'],
      version: HEALTH_CONSENT_VERSION,
      at: GIVEN_AT,
    });

    const withdrawn = await onboard(employee, { health_consent: false });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await stored(employee)).toMatchObject({
      allergies: [],
      dietaryPreferences: [],
      version: null,
      at: null,
    });
    expect((await history(employee)).map((row) => row.action)).toEqual(['given', 'withdrawn']);
    clock.set(GIVEN_AT);
  });

  it('health data kept from before consent was asked: kept and filtering until the employee gives consent or erases it', async () => {
    const tag = `legacy-${Date.now()}`;
    await createMenuItem(t, { name: `${tag} groundnut soup`, allergens: ['peanuts'] });
    await createMenuItem(t, { name: `${tag} plain rice`, allergens: [] });
    const names = async (employee: Actor) => {
      const res = await api.get('/food-menu', { as: employee, query: { limit: 50, query: tag } });
      expect(res.statusCode).toBe(200);
      return res.data.list.map((item) => item.name.replace(`${tag} `, '')).sort();
    };

    const legacy = await createEmployee(t, company.id, { allergies: ['peanuts'] });
    expect((await api.get('/profile', { as: legacy })).data).toMatchObject({
      allergies: ['peanuts'],
      health_consent: { given: false },
    });
    expect(await names(legacy)).toEqual(['plain rice']);

    // Saving the profile without consent and without the lists leaves them as they are.
    const saved = await onboard(legacy, { lunch_time: '12:00 PM' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stored(legacy)).toMatchObject({ allergies: ['peanuts'], lunchTimeMinutes: 12 * 60 });

    // Giving consent keeps them, now with consent.
    const kept = await createEmployee(t, company.id, { allergies: ['peanuts'] });
    await api.put('/profile/health-consent', { as: kept, body: { version: HEALTH_CONSENT_VERSION } });
    expect(await stored(kept)).toMatchObject({ allergies: ['peanuts'], version: HEALTH_CONSENT_VERSION });

    // Erasing them: nothing was given, so nothing is recorded as withdrawn.
    const erased = await api.delete('/profile/health-consent', { as: legacy });
    expect(erased.statusCode).toBe(200);
    expect(await stored(legacy)).toMatchObject({ allergies: [], version: null });
    expect(await history(legacy)).toEqual([]);
    expect(await names(legacy)).toEqual(['groundnut soup', 'plain rice']);
  });

  it('the menu of an employee who withdrew shows every meal at once', async () => {
    const tag = `withdrawn-${Date.now()}`;
    await createMenuItem(t, { name: `${tag} egusi with fish`, allergens: ['fish'] });
    await createMenuItem(t, { name: `${tag} moi moi`, allergens: [] });
    const names = async (employee: Actor) => {
      const res = await api.get('/food-menu', { as: employee, query: { limit: 50, query: tag } });
      expect(res.statusCode).toBe(200);
      return res.data.list.map((item) => item.name.replace(`${tag} `, '')).sort();
    };
    const employee = await createEmployee(t, company.id);
    await onboard(employee, { allergies: ['fish'], health_consent: true });
    expect(await names(employee)).not.toContain('egusi with fish');

    await api.delete('/profile/health-consent', { as: employee });
    expect(await names(employee)).toEqual(['egusi with fish', 'moi moi']);
  });

  it('GET /privacy: anyone reads the contact the platform admin set and the consent text', async () => {
    const admin = await createAdmin(t);
    const notice = await api.get('/privacy');
    expect(notice.statusCode).toBe(200);
    expect(notice.data).toEqual({
      contact_email: '',
      consent_version: HEALTH_CONSENT_VERSION,
      consent_text: HEALTH_CONSENT_TEXT,
    });

    const set = await api.patch('/admin/settings', {
      as: admin,
      body: { privacy_contact_email: ' Privacy@Lunch.example ' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.data.privacy_contact_email).toBe('privacy@lunch.example');
    expect((await api.get('/admin/settings', { as: admin })).data.privacy_contact_email).toBe(
      'privacy@lunch.example',
    );
    expect((await api.get('/privacy')).data.contact_email).toBe('privacy@lunch.example');

    const bad = await api.patch('/admin/settings', {
      as: admin,
      unchecked: true,
      body: { privacy_contact_email: 'not an email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors.map((error) => error.path)).toContain('privacy_contact_email');
    expect((await api.get('/privacy')).data.contact_email).toBe('privacy@lunch.example');

    const cleared = await api.patch('/admin/settings', { as: admin, body: { privacy_contact_email: '' } });
    expect(cleared.statusCode).toBe(200);
    expect((await api.get('/privacy')).data.contact_email).toBe('');

    const company = await createCompany(t);
    const byCompany = await api.patch('/admin/settings', {
      as: company,
      unchecked: true,
      body: { privacy_contact_email: 'company@example.com' },
    });
    expect(byCompany.statusCode).toBe(403);
    expect((await api.get('/privacy')).data.contact_email).toBe('');
  });

  it('consent is the employee’s own: 401 when signed out, 403 for every other role', async () => {
    const body = { version: HEALTH_CONSENT_VERSION } as const;
    expect((await api.put('/profile/health-consent', { body })).statusCode).toBe(401);
    expect((await api.delete('/profile/health-consent', {})).statusCode).toBe(401);
    const others = [company, await createAdmin(t), await createRider(t), await createRestaurant(t)];
    for (const other of others) {
      expect((await api.put('/profile/health-consent', { as: other, body })).statusCode).toBe(403);
      expect((await api.delete('/profile/health-consent', { as: other })).statusCode).toBe(403);
    }
  });

  it('bad input is refused with 400 naming the field, and changes nothing', async () => {
    const employee = await createEmployee(t, company.id);
    const give = (body: unknown) =>
      api.put('/profile/health-consent', { as: employee, unchecked: true, body });
    for (const [body, path] of [
      [{ version: '2020-01' }, 'version'],
      [{}, 'version'],
      [{ version: 2026 }, 'version'],
      [{ version: HEALTH_CONSENT_VERSION, given: true }, '(body)'],
    ] as const) {
      const res = await give(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.errors.map((error) => error.path)).toEqual([path]);
    }
    const yes = await onboard(employee, { allergies: ['peanuts'], health_consent: 'yes' });
    expect(yes.statusCode).toBe(400);
    expect(yes.errors.map((error) => error.path)).toContain('health_consent');
    expect(await stored(employee)).toMatchObject({ allergies: [], version: null });
    expect(await history(employee)).toEqual([]);
  });
});
