import type { AddressInput } from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts, deliveryZoneAreas, deliveryZones, employeeAddresses } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { type Actor, createAdmin, createCompany, createEmployee } from './helpers/factories.js';

/*
 * An employee's delivery address book (`/api/profile/addresses`): named addresses, oldest first, at
 * most 10, never none; a week day is the default of one address at most; each address says whether
 * the platform delivers there and in which zone. Onboarding's address is the first one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ smtp: false });
});
afterAll(() => t.close());

const api = testApi(() => t);

const onboarding = {
  address_line_1: '2 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  zip_code: '100271',
  lunch_time: '12:30 PM',
  allergies: [],
  medical_conditions: [],
  dietary_preferences: [],
};

const office: AddressInput = {
  label: 'Office',
  address_line_1: '5 Adeola Odeku Street',
  address_line_2: 'Floor 3',
  city: 'Lagos',
  area: 'Victoria Island',
  state: 'Lagos',
  phone_number: '+234 803 111 2222',
  instructions: 'Leave it at the front desk',
  default_for: ['WED'],
};

/** An employee who signed up and has not onboarded yet: no address (the factory gives one). */
async function signedUpEmployee(): Promise<Actor> {
  const company = await createCompany(t);
  const employee = await createEmployee(t, company.id, { onboarded: false });
  await t.db.delete(employeeAddresses).where(eq(employeeAddresses.employeeId, employee.id));
  return employee;
}

/** An employee who onboarded through the API (their first address, "Home", is the onboarding one). */
async function onboardedEmployee(options: { phoneNumber?: string } = {}): Promise<Actor> {
  const employee = await signedUpEmployee();
  if (options.phoneNumber) {
    await t.db.update(accounts).set({ phoneNumber: options.phoneNumber }).where(eq(accounts.id, employee.id));
  }
  const res = await api.post('/auth/onboard', { as: employee, body: onboarding });
  expect(res.statusCode).toBe(200);
  return employee;
}

const list = async (employee: Actor) => {
  const res = await api.get('/profile/addresses', { as: employee });
  expect(res.statusCode).toBe(200);
  return res.data;
};
const add = (employee: Actor, body: AddressInput) => api.post('/profile/addresses', { as: employee, body });
const addressRows = (employeeId: string) =>
  t.db.select().from(employeeAddresses).where(eq(employeeAddresses.employeeId, employeeId));

describe('address book', () => {
  it('lists the onboarding address first, adds, edits and deletes', async () => {
    const employee = await onboardedEmployee();
    const [home] = await list(employee);
    expect(await list(employee)).toHaveLength(1);
    expect(home).toMatchObject({ label: 'Home', address_line_1: '2 Allen Avenue', area: 'Ikeja' });

    const added = await add(employee, office);
    expect(added.statusCode).toBe(200);
    expect(added.message).toBe('Address added');
    expect(added.data).toEqual({
      id: expect.any(String),
      ...office,
      phone_number: '+234 803 111 2222',
      served: true,
      zone: null,
      created_at: expect.any(String),
    });
    const gym = await add(employee, { ...office, label: 'Gym', default_for: [] });
    expect((await list(employee)).map((address) => address.label)).toEqual(['Home', 'Office', 'Gym']);

    const edited = await api.patch('/profile/addresses/:id', {
      as: employee,
      params: { id: added.data.id },
      body: { label: '  Head office ', address_line_2: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.message).toBe('Address saved');
    expect(edited.data).toEqual({ ...added.data, label: 'Head office', address_line_2: '' });

    const deleted = await api.delete('/profile/addresses/:id', { as: employee, params: { id: gym.data.id } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.message).toBe('Address deleted');
    expect((await list(employee)).map((address) => address.label)).toEqual(['Home', 'Head office']);
  });

  it('an edit changes only the fields sent', async () => {
    const employee = await onboardedEmployee();
    const added = await add(employee, { ...office, default_for: ['MON', 'WED'] });
    const res = await api.patch('/profile/addresses/:id', {
      as: employee,
      params: { id: added.data.id },
      body: { city: 'Eti-Osa' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ ...added.data, city: 'Eti-Osa' });
    const nothing = await api.patch('/profile/addresses/:id', {
      as: employee,
      params: { id: added.data.id },
      body: {},
    });
    expect(nothing.data).toEqual(res.data);
    expect((await list(employee))[1]).toEqual(res.data);
  });

  it('keeps at most 10 addresses: the 11th is refused with 409', async () => {
    const employee = await onboardedEmployee();
    for (let n = 2; n <= 10; n++) {
      expect((await add(employee, { ...office, label: `Place ${n}`, default_for: [] })).statusCode).toBe(200);
    }
    const res = await add(employee, { ...office, label: 'Place 11' });
    expect(res.statusCode).toBe(409);
    expect(res.message).toBe(
      'You can keep at most 10 delivery addresses. Delete one you no longer use to add another.',
    );
    expect(res.errors).toEqual([]);
    expect(await list(employee)).toHaveLength(10);
    // Office's Wednesday was not given to the refused address.
    expect((await list(employee)).filter((address) => address.default_for.includes('WED'))).toHaveLength(0);
  });

  it('writes of one employee run one at a time: two adds at the 10th, two deletes of the last two', async () => {
    const employee = await onboardedEmployee();
    for (let n = 2; n <= 9; n++) await add(employee, { ...office, label: `Place ${n}`, default_for: [] });
    const adds = await Promise.all([add(employee, office), add(employee, office)]);
    expect(adds.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await list(employee)).toHaveLength(10);

    const other = await onboardedEmployee();
    const second = await add(other, office);
    const [home] = await list(other);
    const deletes = await Promise.all(
      [home!.id, second.data.id].map((id) =>
        api.delete('/profile/addresses/:id', { as: other, params: { id } }),
      ),
    );
    expect(deletes.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await list(other)).toHaveLength(1);
  });

  it('refuses to delete the last address with 409, and deletes the first once there is another', async () => {
    const employee = await onboardedEmployee();
    const [home] = await list(employee);
    const refused = await api.delete('/profile/addresses/:id', { as: employee, params: { id: home!.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toBe(
      'Home is your only delivery address, so it cannot be deleted. Add another address first.',
    );
    expect(await list(employee)).toHaveLength(1);

    const added = await add(employee, office);
    const deleted = await api.delete('/profile/addresses/:id', { as: employee, params: { id: home!.id } });
    expect(deleted.statusCode).toBe(200);
    expect((await list(employee)).map((address) => address.id)).toEqual([added.data.id]);
    const last = await api.delete('/profile/addresses/:id', { as: employee, params: { id: added.data.id } });
    expect(last.statusCode).toBe(409);
  });

  it('a week day is the default of one address at most: saving days takes them from the others', async () => {
    const employee = await onboardedEmployee();
    const [home] = await list(employee);
    const homeDays = await api.patch('/profile/addresses/:id', {
      as: employee,
      params: { id: home!.id },
      body: { default_for: ['FRI', 'MON', 'WED'] },
    });
    // In week order.
    expect(homeDays.data.default_for).toEqual(['MON', 'WED', 'FRI']);

    const added = await add(employee, { ...office, default_for: ['WED', 'THU'] });
    expect(added.data.default_for).toEqual(['WED', 'THU']);
    const days = async () => (await list(employee)).map((address) => [address.label, address.default_for]);
    expect(await days()).toEqual([
      ['Home', ['MON', 'FRI']],
      ['Office', ['WED', 'THU']],
    ]);

    await api.patch('/profile/addresses/:id', {
      as: employee,
      params: { id: home!.id },
      body: { default_for: ['MON', 'THU', 'FRI'] },
    });
    expect(await days()).toEqual([
      ['Home', ['MON', 'THU', 'FRI']],
      ['Office', ['WED']],
    ]);

    // Another employee's days are theirs.
    const other = await onboardedEmployee();
    await add(other, { ...office, default_for: ['MON', 'WED'] });
    expect(await days()).toEqual([
      ['Home', ['MON', 'THU', 'FRI']],
      ['Office', ['WED']],
    ]);
  });

  it("another employee's address answers 404, and stays as it was", async () => {
    const owner = await onboardedEmployee();
    const stranger = await onboardedEmployee();
    const [theirs] = await list(owner);
    const params = { id: theirs!.id };
    const edit = await api.patch('/profile/addresses/:id', {
      as: stranger,
      params,
      body: { label: 'Mine now', default_for: ['MON'] },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.message).toBe('Address not found');
    const removal = await api.delete('/profile/addresses/:id', { as: stranger, params });
    expect(removal.statusCode).toBe(404);
    expect(removal.message).toBe('Address not found');
    // The answer is the same as for an id nobody has.
    const unknown = await api.delete('/profile/addresses/:id', {
      as: stranger,
      params: { id: '0195a3c2-7b1e-7c3d-9f00-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(removal.json());
    expect(await list(owner)).toEqual([theirs]);
    expect(await list(stranger)).not.toContainEqual(theirs);
  });

  it('answers 401 to an anonymous caller and 403 to a company admin or a platform admin', async () => {
    const employee = await onboardedEmployee();
    const [home] = await list(employee);
    const params = { id: home!.id };
    const company = await createCompany(t);
    const admin = await createAdmin(t);
    for (const as of [undefined, company, admin]) {
      const status = as ? 403 : 401;
      expect((await api.get('/profile/addresses', { as })).statusCode).toBe(status);
      expect((await api.post('/profile/addresses', { as, body: office })).statusCode).toBe(status);
      expect(
        (await api.patch('/profile/addresses/:id', { as, params, body: { label: 'X' } })).statusCode,
      ).toBe(status);
      expect((await api.delete('/profile/addresses/:id', { as, params })).statusCode).toBe(status);
    }
    expect(await list(employee)).toEqual([home]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const employee = await onboardedEmployee();
    const [home] = await list(employee);
    const { label: _label, ...withoutLabel } = office;
    const added: Array<[unknown, string, string]> = [
      [withoutLabel, 'label', 'Label is required'],
      [{ ...office, address_line_1: '   ' }, 'address_line_1', 'Address line 1 is required'],
      [{ ...office, area: '' }, 'area', 'Area is required'],
      [{ ...office, phone_number: 'call me' }, 'phone_number', expect.stringContaining('Phone number')],
      [{ ...office, default_for: ['WEDNESDAY'] }, 'default_for.0', expect.stringContaining('Days must be')],
      [{ ...office, label: 'x'.repeat(41) }, 'label', 'Label must be at most 40 characters'],
    ];
    for (const [body, path, message] of added) {
      const res = await api.post('/profile/addresses', { as: employee, unchecked: true, body });
      expect(res.statusCode, path).toBe(400);
      expect(res.errors, path).toContainEqual({ path, message });
    }
    const edit = await api.patch('/profile/addresses/:id', {
      as: employee,
      unchecked: true,
      params: { id: home!.id },
      body: { state: '' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.errors.map((error) => error.path)).toEqual(['state']);
    const badId = await api.patch('/profile/addresses/:id', {
      as: employee,
      unchecked: true,
      params: { id: 'not-an-id' },
      body: { label: 'Home' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.errors.map((error) => error.path)).toEqual(['id']);
    expect(await list(employee)).toEqual([home]);
  });
});

describe('whether the platform delivers to an address', () => {
  afterEach(async () => {
    await t.db.delete(deliveryZones);
  });

  /** A zone holding the areas given (their keys computed by the database's area_key). */
  async function zone(name: string, feeKobo: number, areas: Array<{ state: string; area: string }>) {
    const [row] = await t.db.insert(deliveryZones).values({ name, deliveryFeeKobo: feeKobo }).returning();
    for (const { state, area } of areas) {
      await t.db
        .insert(deliveryZoneAreas)
        .values({ zoneId: row!.id, state, area, areaKey: sql`area_key(${state}, ${area})` });
    }
    return row!;
  }

  it('without any zone every address is served, with no zone', async () => {
    const employee = await onboardedEmployee();
    const added = await add(employee, { ...office, area: 'Nowhere in particular', state: 'Kano' });
    expect(added.data).toMatchObject({ served: true, zone: null });
    expect((await list(employee)).map(({ served, zone }) => ({ served, zone }))).toEqual([
      { served: true, zone: null },
      { served: true, zone: null },
    ]);
  });

  it('an address in a zone is served with its zone and fee; one outside every zone is kept, not served', async () => {
    const mainland = await zone('Mainland', 1_500_00, [
      { state: 'Lagos', area: 'Ikeja' },
      { state: 'Lagos', area: 'Yaba' },
    ]);
    await zone('Island', 2_000_00, [{ state: 'Lagos', area: 'Victoria Island' }]);
    const employee = await onboardedEmployee();
    const [home] = await list(employee);
    expect(home).toMatchObject({
      area: 'Ikeja',
      served: true,
      zone: { id: mainland.id, name: 'Mainland', delivery_fee: '1500.00' },
    });

    const ajah = await add(employee, { ...office, label: 'Beach house', area: 'Ajah' });
    expect(ajah.statusCode).toBe(200);
    expect(ajah.data).toMatchObject({ label: 'Beach house', served: false, zone: null });

    // Moved to an area of a zone, it is served there.
    const moved = await api.patch('/profile/addresses/:id', {
      as: employee,
      params: { id: ajah.data.id },
      body: { area: 'Yaba' },
    });
    expect(moved.data).toMatchObject({ served: true, zone: { name: 'Mainland', delivery_fee: '1500.00' } });
    // The same area in another state is another place.
    const abroad = await api.patch('/profile/addresses/:id', {
      as: employee,
      params: { id: ajah.data.id },
      body: { state: 'Ogun' },
    });
    expect(abroad.data).toMatchObject({ served: false, zone: null });
    expect((await list(employee)).map(({ label, served }) => [label, served])).toEqual([
      ['Home', true],
      ['Beach house', false],
    ]);
  });

  it('matches areas whatever their accents, case and spaces', async () => {
    const mainland = await zone('Mainland', 1_000_00, [{ state: 'Lagos', area: 'Ìkẹjà' }]);
    const employee = await onboardedEmployee();
    const [home] = await list(employee);
    expect(home).toMatchObject({ area: 'Ikeja', served: true, zone: { id: mainland.id } });
    const spelt = await add(employee, { ...office, area: 'IKEJA', state: ' lagos ' });
    expect(spelt.data).toMatchObject({
      area: 'IKEJA',
      state: 'lagos',
      served: true,
      zone: { id: mainland.id },
    });

    await zone('Oyo', 500_00, [{ state: 'oyo', area: 'bodija' }]);
    const oyo = await add(employee, { ...office, area: 'Bódìjà', state: 'Ọ̀yọ́' });
    expect(oyo.data).toMatchObject({ served: true, zone: { name: 'Oyo', delivery_fee: '500.00' } });
    const near = await add(employee, { ...office, area: 'Bodija Estate', state: 'Oyo' });
    expect(near.data).toMatchObject({ served: false, zone: null });
  });
});

describe('the onboarding address is the first address', () => {
  it('onboarding creates "Home" with the account phone, then moves the first address', async () => {
    const employee = await onboardedEmployee({ phoneNumber: '8098765432' });
    const [home] = await list(employee);
    expect(home).toEqual({
      id: expect.any(String),
      label: 'Home',
      address_line_1: '2 Allen Avenue',
      address_line_2: '',
      city: 'Ikeja',
      area: 'Ikeja',
      state: 'Lagos',
      phone_number: '+2348098765432',
      instructions: '',
      default_for: [],
      served: true,
      zone: null,
      created_at: expect.any(String),
    });

    // The employee names it and adds another; onboarding again moves the first one only.
    await api.patch('/profile/addresses/:id', {
      as: employee,
      params: { id: home!.id },
      body: { label: "Mum's", area: 'Allen', default_for: ['MON'] },
    });
    const added = await add(employee, office);
    const again = await api.post('/auth/onboard', {
      as: employee,
      body: { ...onboarding, address_line_1: '14 Admiralty Way', address_line_2: 'Flat 2', city: 'Lekki' },
    });
    expect(again.statusCode).toBe(200);
    expect(await list(employee)).toEqual([
      {
        ...home,
        label: "Mum's",
        address_line_1: '14 Admiralty Way',
        address_line_2: 'Flat 2',
        city: 'Lekki',
        area: 'Allen',
        default_for: ['MON'],
      },
      added.data,
    ]);
    // The profile keeps the onboarding answers too.
    const profile = await api.get('/profile', { as: employee });
    expect(profile.data).toMatchObject({ address_line_1: '14 Admiralty Way', city: 'Lekki' });
  });

  it('an employee without a phone gets a first address without one; a failed onboarding adds none', async () => {
    const employee = await signedUpEmployee();
    const refused = await api.post('/auth/onboard', {
      as: employee,
      unchecked: true,
      body: { ...onboarding, lunch_time: '25:00' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await addressRows(employee.id)).toEqual([]);

    await api.post('/auth/onboard', { as: employee, body: onboarding });
    const addresses = await list(employee);
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatchObject({ label: 'Home', phone_number: '' });
  });
});
