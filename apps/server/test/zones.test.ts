import type { ZoneInput } from '@lunch/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliveryZones } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { type Actor, createAdmin, createCompany, createEmployee } from './helpers/factories.js';

const MAINLAND = {
  name: 'Mainland',
  areas: [
    { state: 'Lagos', area: 'Ikeja' },
    { state: 'Lagos', area: 'Yaba' },
  ],
  delivery_fee: '1500',
};
const UNKNOWN_ID = '0195a3c2-7b1e-7c3d-9f00-000000000000';

describe('delivery zones (platform admin)', () => {
  let t: TestApp;
  let admin: Actor;
  let company: Actor;
  let employee: Actor;
  const api = testApi(() => t);
  const zones = async () => (await api.get('/admin/zones', { as: admin })).data;
  const create = (body: ZoneInput) => api.post('/admin/zones', { as: admin, body });

  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
    admin = await createAdmin(t);
    company = await createCompany(t);
    employee = await createEmployee(t, company.id);
  });
  afterEach(async () => {
    await t.db.delete(deliveryZones);
  });
  afterAll(() => t.close());

  it('adds, lists by name, edits only the fields sent and deletes a zone', async () => {
    expect(await zones()).toEqual([]);
    const added = await create({ ...MAINLAND, slots: ['13:00', '12:00'], order_cutoff: '10:00' });
    expect(added.statusCode).toBe(200);
    expect(added.message).toBe('Zone added');
    expect(added.data).toMatchObject({
      name: 'Mainland',
      areas: [
        { state: 'Lagos', area: 'Ikeja' },
        { state: 'Lagos', area: 'Yaba' },
      ],
      delivery_fee: '1500.00',
      slots: ['12:00', '13:00'],
      order_cutoff: '10:00',
    });
    const island = await create({
      name: 'island',
      areas: [{ state: 'Lagos', area: 'Lekki' }],
      delivery_fee: 0,
    });
    expect(island.data).toMatchObject({ delivery_fee: '0.00', slots: null, order_cutoff: null });
    expect((await zones()).map((zone) => zone.name)).toEqual(['island', 'Mainland']);

    // Only the fee sent: the name, areas, slots and cut-off stay.
    const id = added.data.id;
    const fee = await api.patch('/admin/zones/:id', {
      as: admin,
      params: { id },
      body: { delivery_fee: '2000.50' },
    });
    expect(fee.statusCode).toBe(200);
    expect(fee.data).toEqual({ ...added.data, delivery_fee: '2000.50', updated_at: fee.data.updated_at });
    // Back to the platform's slots and cut-off, said with null.
    const own = await api.patch('/admin/zones/:id', {
      as: admin,
      params: { id },
      body: { slots: null, order_cutoff: null, name: 'Mainland North' },
    });
    expect(own.data).toMatchObject({
      name: 'Mainland North',
      slots: null,
      order_cutoff: null,
      delivery_fee: '2000.50',
    });
    expect((await zones()).find((zone) => zone.id === id)).toEqual(own.data);

    const deleted = await api.delete('/admin/zones/:id', { as: admin, params: { id } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data).toBeNull();
    expect((await zones()).map((zone) => zone.name)).toEqual(['island']);
    // Its areas are free again.
    expect((await create({ ...MAINLAND, name: 'Mainland again' })).statusCode).toBe(200);
  });

  it('replaces the whole list of areas; an area a zone gave up may go to another', async () => {
    const { data: zone } = await create(MAINLAND);
    const replaced = await api.patch('/admin/zones/:id', {
      as: admin,
      params: { id: zone.id },
      body: {
        areas: [
          { state: 'Lagos', area: 'Surulere' },
          { state: 'lagos', area: 'IKEJA' },
        ],
      },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.data.areas).toEqual([
      { state: 'lagos', area: 'IKEJA' },
      { state: 'Lagos', area: 'Surulere' },
    ]);
    expect(replaced.data.delivery_fee).toBe('1500.00');
    const yaba = await create({
      name: 'Yaba',
      areas: [{ state: 'Lagos', area: 'Yaba' }],
      delivery_fee: '500',
    });
    expect(yaba.statusCode).toBe(200);
  });

  it('refuses an area another zone holds, 409 naming areas, the area and the zone; nothing changes', async () => {
    const { data: mainland } = await create(MAINLAND);
    const taken = await create({
      name: 'Central',
      areas: [
        { state: 'Lagos', area: 'Surulere' },
        { state: 'Lagos', area: 'Yaba' },
      ],
      delivery_fee: '700',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.errors).toEqual([
      {
        path: 'areas',
        message:
          'Yaba, Lagos already belongs to the zone "Mainland": an area belongs to one zone at most. Remove it from that zone first.',
      },
    ]);
    expect(taken.message).toBe(taken.errors[0]!.message);
    expect(await zones()).toEqual([mainland]);

    // An edit that would take it is refused whole: the fee sent with it is not saved either.
    const { data: central } = await create({
      name: 'Central',
      areas: [{ state: 'Lagos', area: 'Surulere' }],
      delivery_fee: '700',
    });
    const edit = await api.patch('/admin/zones/:id', {
      as: admin,
      params: { id: central.id },
      body: {
        delivery_fee: '900',
        areas: [
          { state: 'Lagos', area: 'Surulere' },
          { state: 'Lagos', area: 'Ikeja' },
        ],
      },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.errors[0]).toMatchObject({
      path: 'areas',
      message: expect.stringMatching(/^Ikeja, Lagos .*"Mainland"/),
    });
    expect(await zones()).toEqual([central, mainland]);
  });

  it('matches areas trimmed, case, accents and spaces aside: "Ìkẹjà, Lagos" is "ikeja, LAGOS"', async () => {
    const accented = await create({
      name: 'Mainland',
      areas: [{ state: 'Lagos', area: 'Ìkẹjà' }],
      delivery_fee: 1000,
    });
    expect(accented.statusCode).toBe(200);
    expect(accented.data.areas).toEqual([{ state: 'Lagos', area: 'Ìkẹjà' }]);
    const plain = await create({
      name: 'Other',
      areas: [{ state: ' LAGOS ', area: 'ikeja' }],
      delivery_fee: 1000,
    });
    expect(plain.statusCode).toBe(409);
    expect(plain.errors[0]).toMatchObject({
      path: 'areas',
      message: expect.stringMatching(/^ikeja, LAGOS already belongs to the zone "Mainland"/),
    });

    const spaced = await create({
      name: 'Island',
      areas: [
        { state: 'Lagos', area: 'Victoria  Island' },
        { state: 'Lagos', area: 'Lekki' },
      ],
      delivery_fee: 1000,
    });
    expect(spaced.statusCode).toBe(200);
    const again = await create({
      name: 'VI',
      areas: [{ state: 'lagos', area: 'VICTORIA ISLAND' }],
      delivery_fee: 1,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses two areas of one request that are the same area, naming areas; nothing is written', async () => {
    const res = await create({
      name: 'Mainland',
      areas: [
        { state: 'Lagos', area: 'Ìkẹjà' },
        { state: 'Lagos', area: 'Yaba' },
        { state: 'LAGOS', area: 'ikeja' },
      ],
      delivery_fee: '1500',
    });
    expect(res.statusCode).toBe(400);
    expect(res.errors).toEqual([
      {
        path: 'areas',
        message:
          '"Ìkẹjà, Lagos" and "ikeja, LAGOS" are the same area (case, accents and spaces aside): list it once.',
      },
    ]);
    expect(await zones()).toEqual([]);
  });

  it('refuses a name another zone has, case aside, 409 naming name; a zone keeps its own name', async () => {
    const { data: mainland } = await create(MAINLAND);
    const same = await create({
      name: 'MAINLAND',
      areas: [{ state: 'Lagos', area: 'Lekki' }],
      delivery_fee: '1',
    });
    expect(same.statusCode).toBe(409);
    expect(same.errors).toEqual([
      { path: 'name', message: 'Another zone is already named "Mainland": choose another name.' },
    ]);
    // Both taken: both fields are named at once.
    const both = await create({
      name: 'mainland',
      areas: [{ state: 'Lagos', area: 'Yaba' }],
      delivery_fee: '1',
    });
    expect(both.statusCode).toBe(409);
    expect(both.errors.map((error) => error.path)).toEqual(['name', 'areas']);
    const { data: island } = await create({
      name: 'Island',
      areas: [{ state: 'Lagos', area: 'Lekki' }],
      delivery_fee: '1',
    });
    const rename = await api.patch('/admin/zones/:id', {
      as: admin,
      params: { id: island.id },
      body: { name: 'mainland' },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.errors[0]?.path).toBe('name');
    const own = await api.patch('/admin/zones/:id', {
      as: admin,
      params: { id: mainland.id },
      body: { name: 'MAINLAND', areas: MAINLAND.areas },
    });
    expect(own.statusCode).toBe(200);
    expect(own.data.name).toBe('MAINLAND');
  });

  it("refuses own slots or cut-off that leave no slot orderable, naming the field (the platform's rule)", async () => {
    // The platform: cut-off 10:30, slots up to 13:00, 90 minutes' lead: ordering must close by 11:30.
    const late = await create({ ...MAINLAND, order_cutoff: '12:00' });
    expect(late.statusCode).toBe(409);
    expect(late.errors).toEqual([{ path: 'order_cutoff', message: late.message }]);
    expect(late.message).toBe(
      'An order_cutoff of 12:00 keeps ordering open when every slot is impossible: the last slot, 13:00, needs 90 minutes (min_lead_minutes) to be cooked and delivered, so ordering must close by 11:30. Choose an order_cutoff of 11:30 or earlier, a later slot or a shorter lead time.',
    );
    const early = await create({ ...MAINLAND, slots: ['11:00', '11:30'] });
    expect(early.statusCode).toBe(409);
    expect(early.errors[0]?.path).toBe('slots');
    expect(early.message).toMatch(
      /the last slot, 11:30, needs 90 minutes .* an order_cutoff of 10:00 or earlier/,
    );
    expect(await zones()).toEqual([]);

    // An evening slot makes a later cut-off possible; exactly the last slot less the lead is allowed.
    const evening = await create({ ...MAINLAND, slots: ['20:00', '12:00'], order_cutoff: '18:30' });
    expect(evening.statusCode).toBe(200);
    expect(evening.data).toMatchObject({ slots: ['12:00', '20:00'], order_cutoff: '18:30' });
    const id = evening.data.id;
    const later = await api.patch('/admin/zones/:id', {
      as: admin,
      params: { id },
      body: { order_cutoff: '18:31' },
    });
    expect(later.statusCode).toBe(409);
    expect(later.errors[0]?.path).toBe('order_cutoff');
    // Back to the platform's slots with the zone's 18:30: the slots sent are named.
    const platformSlots = await api.patch('/admin/zones/:id', {
      as: admin,
      params: { id },
      body: { slots: null },
    });
    expect(platformSlots.statusCode).toBe(409);
    expect(platformSlots.errors[0]?.path).toBe('slots');
    expect(await zones()).toEqual([evening.data]);
  });

  it('answers 404 for an unknown zone', async () => {
    const params = { id: UNKNOWN_ID };
    const edit = await api.patch('/admin/zones/:id', { as: admin, params, body: { delivery_fee: '1' } });
    expect(edit.statusCode).toBe(404);
    expect(edit.message).toBe('Zone not found');
    expect((await api.delete('/admin/zones/:id', { as: admin, params })).statusCode).toBe(404);
  });

  it('answers 401 to an anonymous caller and 403 to a company or an employee, before reading the body', async () => {
    const params = { id: UNKNOWN_ID };
    const calls = (as?: Actor) => [
      api.get('/admin/zones', { as }),
      api.post('/admin/zones', { as, unchecked: true, body: { nonsense: true } }),
      api.patch('/admin/zones/:id', { as, unchecked: true, params, body: { nonsense: true } }),
      api.delete('/admin/zones/:id', { as, params }),
    ];
    for (const res of await Promise.all(calls())) {
      expect(res.statusCode).toBe(401);
      expect(res.errors).toEqual([]);
    }
    for (const actor of [company, employee]) {
      for (const res of await Promise.all(calls(actor))) expect(res.statusCode).toBe(403);
    }
    expect(await zones()).toEqual([]);
  });

  it.each([
    [{ ...MAINLAND, name: undefined }, 'name'],
    [{ ...MAINLAND, name: '   ' }, 'name'],
    [{ ...MAINLAND, areas: [] }, 'areas'],
    [{ ...MAINLAND, areas: 'Ikeja' }, 'areas'],
    [{ ...MAINLAND, areas: [{ state: 'Lagos' }] }, 'areas.0.area'],
    [{ ...MAINLAND, areas: [{ state: 'Lagos', area: 'Ikeja', city: 'Ikeja' }] }, 'areas.0'],
    [{ ...MAINLAND, delivery_fee: '-1' }, 'delivery_fee'],
    [{ ...MAINLAND, delivery_fee: 'a lot' }, 'delivery_fee'],
    [{ ...MAINLAND, delivery_fee: undefined }, 'delivery_fee'],
    [{ ...MAINLAND, slots: [] }, 'slots'],
    [{ ...MAINLAND, slots: ['12:00', '25:00'] }, 'slots.1'],
    [{ ...MAINLAND, order_cutoff: '9:30' }, 'order_cutoff'],
    [{ ...MAINLAND, fee_kobo: 100 }, ''],
  ])('refuses %j with 400 naming the field, adding nothing', async (body, field) => {
    const res = await api.post('/admin/zones', { as: admin, unchecked: true, body });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.errors[0]?.path).toBe(field);
    expect(await zones()).toEqual([]);
  });

  it('refuses a bad edit with 400 naming the field', async () => {
    const { data: zone } = await create(MAINLAND);
    const params = { id: zone.id };
    for (const [body, field] of [
      [{ areas: [] }, 'areas'],
      [{ delivery_fee: -5 }, 'delivery_fee'],
      [{ name: '' }, 'name'],
    ] as const) {
      const res = await api.patch('/admin/zones/:id', { as: admin, unchecked: true, params, body });
      expect(res.statusCode).toBe(400);
      expect(res.errors[0]?.path).toBe(field);
    }
    expect(
      (
        await api.patch('/admin/zones/:id', {
          as: admin,
          unchecked: true,
          params: { id: 'zone-1' },
          body: {},
        })
      ).statusCode,
    ).toBe(400);
    expect(await zones()).toEqual([zone]);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'delivery zones written at once (runs in the api-postgres project only: PGlite takes one transaction at a time)',
  () => {
    let t: TestApp;
    let admin: Actor;
    const api = testApi(() => t);
    beforeAll(async () => {
      t = await buildTestApp({ smtp: false });
      admin = await createAdmin(t);
    });
    afterAll(() => t.close());

    it('two zones created at once with the same area: one is added, the other refused with 409 naming areas', async () => {
      for (let round = 0; round < 5; round++) {
        const [first, second] = await Promise.all([
          api.post('/admin/zones', {
            as: admin,
            body: {
              name: `North ${round}`,
              areas: [{ state: 'Lagos', area: `Ìkẹjà ${round}` }],
              delivery_fee: '500',
            },
          }),
          api.post('/admin/zones', {
            as: admin,
            body: {
              name: `South ${round}`,
              areas: [{ state: 'LAGOS', area: `ikeja ${round}` }],
              delivery_fee: '700',
            },
          }),
        ]);
        expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
        const refused = first.statusCode === 409 ? first : second;
        expect(refused.errors[0]?.path).toBe('areas');
        expect(refused.message).toMatch(/already belongs to the zone "(North|South) \d"/);
      }
      const listed = (await api.get('/admin/zones', { as: admin })).data;
      expect(listed).toHaveLength(5);

      // The same name at once: one zone, one 409 naming name.
      const named = await Promise.all(
        ['Central', 'CENTRAL'].map((name, index) =>
          api.post('/admin/zones', {
            as: admin,
            body: { name, areas: [{ state: 'Lagos', area: `Surulere ${index}` }], delivery_fee: '500' },
          }),
        ),
      );
      expect(named.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(named.find((res) => res.statusCode === 409)?.errors[0]?.path).toBe('name');
    });
  },
);
