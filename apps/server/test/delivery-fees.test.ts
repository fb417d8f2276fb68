import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { employeeAddresses } from '../src/db/schema.js';
import type { TestApp } from './helpers/app.js';
import { deliveryTestbed } from './helpers/delivery-testbed.js';
import { type Actor, createEmployee, walletAndLedger } from './helpers/factories.js';
import { setStatus } from './orders-helpers.js';

/**
 * Lunch to the door (issue 29): an order goes to one of the employee's addresses and keeps a copy of
 * it; an address in a delivery zone pays the zone's fee (once per employee, day, slot and address,
 * from the company wallet, not the budget), refunded when the last order sharing it is; an address
 * outside every zone is refused while the platform has zones. The clock: Tuesday 10 March 2026,
 * 10:00 in Lagos (ordering for today's 12:30 is open until 11:00; the cut-off is 10:30).
 */
describe('delivery addresses, zones and fees', () => {
  const { api, order, staffed, app } = deliveryTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = app());
  });
  beforeEach(async () => {
    await t.database.rows(sql`delete from delivery_zones`);
  });

  /** A zone of `areas` ([state, area]), inserted as the admin's zone screen stores it. */
  async function zone(
    name: string,
    feeKobo: number,
    areas: [string, string][],
    slots: string[] | null = null,
  ) {
    const [row] = await t.database.rows<{ id: string }>(sql`
      insert into delivery_zones (id, name, delivery_fee_kobo, slots)
      values (gen_random_uuid(), ${name}, ${feeKobo}, ${slots === null ? null : sql`${`{${slots.join(',')}}`}::text[]`})
      returning id`);
    for (const [state, area] of areas) {
      await t.database.rows(sql`
        insert into delivery_zone_areas (area_key, zone_id, state, area)
        values (area_key(${state}, ${area}), ${row!.id}, ${state}, ${area})`);
    }
    return row!.id;
  }

  /** Another address of the employee (POST /profile/addresses' columns, written directly). */
  async function address(employee: Actor, values: { label: string; area: string; defaultFor?: string[] }) {
    const [row] = await t.db
      .insert(employeeAddresses)
      .values({
        employeeId: employee.id,
        label: values.label,
        addressLine1: `${values.label} building, 5 Admiralty Way`,
        city: values.area,
        area: values.area,
        state: 'Lagos',
        phoneNumber: '+2348012345678',
        instructions: 'Call at the gate',
        defaultFor: values.defaultFor ?? [],
      })
      .returning();
    return row!;
  }

  const ledgerOf = (companyId: string) =>
    t.database.rows<{ type: string; amount: string }>(sql`
      select type, amount_kobo::text as amount from ledger
      where company_id = ${companyId} and type <> 'wallet_topup' order by created_at, type`);

  const withAddress = (employee: Actor, addressId: string, date = '2026-03-10', slot = '12:30') =>
    api.post('/orders', {
      as: employee,
      unchecked: true,
      body: { foodItems: [], delivery_date: date, delivery_slot: slot, address_id: addressId },
    });

  it('without zones every address is served with no fee; the order keeps a copy of its address', async () => {
    const { company, employee, line } = await staffed();
    const placed = await order(employee, line(), '2026-03-10', '12:30');
    expect(placed.statusCode).toBe(200);
    expect(placed.data).toMatchObject({
      zone: null,
      delivery_fee: '0.00',
      address: { label: 'Home', address_line_1: '2 Allen Avenue', area: 'Ikeja', state: 'Lagos' },
    });
    // Editing the address later changes no past order.
    await t.db
      .update(employeeAddresses)
      .set({ addressLine1: '9 New Road' })
      .where(sql`${employeeAddresses.employeeId} = ${employee.id}`);
    const mine = await api.get('/orders', { as: employee });
    expect(mine.data.list[0]?.address?.address_line_1).toBe('2 Allen Avenue');
    expect(await ledgerOf(company.id)).toEqual([{ type: 'order_charge', amount: '200000' }]);
    const options = await api.get('/orders/delivery-options', { as: employee });
    expect(options.data).toMatchObject({ served: true, zone: null, delivery_fee: '0.00' });
  });

  it('charges the zone fee once per day, slot and address, outside the budget; refunds it with the last order', async () => {
    await zone('Mainland', 500_00, [
      ['Lagos', 'Ikeja'],
      ['Lagos', 'Yaba'],
    ]);
    const { company, employee, line } = await staffed({ walletKobo: 10_000_00 });
    const first = await order(employee, line(), '2026-03-10', '12:30');
    expect(first.statusCode).toBe(200);
    expect(first.data).toMatchObject({ zone: 'Mainland', delivery_fee: '500.00' });
    const second = await order(employee, line(), '2026-03-10', '12:30');
    expect(second.data).toMatchObject({ zone: 'Mainland', delivery_fee: '0.00' });
    const otherSlot = await order(employee, line(), '2026-03-10', '13:00');
    expect(otherSlot.data.delivery_fee).toBe('500.00');
    // 3 orders of ₦2,000 and two fees of ₦500: the wallet paid ₦7,000, the budget counts ₦6,000.
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 3_000_00, ledger: 3_000_00 });
    const [spent] = await t.database.rows<{ spent: string }>(
      sql`select spent_kobo::text as spent from monthly_spend where employee_id = ${employee.id}`,
    );
    expect(Number(spent!.spent)).toBe(6_000_00);
    const options = await api.get('/orders/delivery-options', { as: employee });
    expect(options.data).toMatchObject({
      served: true,
      zone: { name: 'Mainland', delivery_fee: '500.00' },
      delivery_fee: '500.00',
    });

    // Cancelling the order that paid the fee keeps it: the second order still goes.
    expect((await setStatus(t.app, admin, first.data.id, 'CANCELLED')).statusCode).toBe(200);
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 5_000_00, ledger: 5_000_00 });
    // The last one of the delivery gives the fee back.
    expect((await setStatus(t.app, admin, second.data.id, 'CANCELLED')).statusCode).toBe(200);
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 7_500_00, ledger: 7_500_00 });
    expect((await ledgerOf(company.id)).map((row) => row.type).sort()).toEqual([
      'delivery_fee',
      'delivery_fee',
      'delivery_fee_refund',
      'order_charge',
      'order_charge',
      'order_charge',
      'order_refund',
      'order_refund',
    ]);
    // Confirmed again, it takes the fee again (its delivery has no other order).
    expect((await setStatus(t.app, admin, second.data.id, 'CONFIRMED')).statusCode).toBe(200);
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 5_000_00, ledger: 5_000_00 });
    const [group] = await t.database.rows<{ orders: number }>(
      sql`select orders from delivery_fee_groups where employee_id = ${employee.id} and delivery_slot = '12:30'`,
    );
    expect(group?.orders).toBe(1);
  });

  it('the same day, slot and another address pays its own fee; address_id chooses, default_for decides without one', async () => {
    await zone('Mainland', 500_00, [['Lagos', 'Ikeja']]);
    await zone('Island', 800_00, [['Lagos', 'Lekki']]);
    const { company, employee, line } = await staffed({ walletKobo: 20_000_00 });
    // Wednesday 11 March goes to the office.
    const office = await address(employee, { label: 'Office', area: 'Lekki', defaultFor: ['WED'] });
    const home = await order(employee, line(), '2026-03-10', '12:30');
    expect(home.data).toMatchObject({ zone: 'Mainland', delivery_fee: '500.00', address: { label: 'Home' } });
    const toOffice = await api.post('/orders', {
      as: employee,
      body: { foodItems: line(), delivery_date: '2026-03-10', delivery_slot: '12:30', address_id: office.id },
    });
    expect(toOffice.data).toMatchObject({
      zone: 'Island',
      delivery_fee: '800.00',
      address: {
        id: office.id,
        label: 'Office',
        area: 'Lekki',
        phone_number: '+2348012345678',
        instructions: 'Call at the gate',
      },
    });
    const wednesday = await order(employee, line(), '2026-03-11', '12:30');
    expect(wednesday.data).toMatchObject({
      address: { label: 'Office' },
      zone: 'Island',
      delivery_fee: '800.00',
    });
    const options = await api.get('/orders/delivery-options', {
      as: employee,
      query: { address_id: office.id },
    });
    expect(options.data).toMatchObject({
      address_id: office.id,
      zone: { name: 'Island' },
      delivery_fee: '800.00',
    });
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 11_900_00, ledger: 11_900_00 });
  });

  it("refuses an address outside every zone (409) and another employee's address (404), changing nothing", async () => {
    await zone('Island', 800_00, [['Lagos', 'Lekki']]);
    const { company, employee, line } = await staffed();
    const before = await walletAndLedger(t, company.id);
    const outside = await order(employee, line(), '2026-03-10', '12:30');
    expect(outside.statusCode).toBe(409);
    expect(outside.message).toBe(
      'We do not deliver to Ikeja, Lagos yet: no delivery zone holds this address. Choose another address, or ask us to add the area.',
    );
    const options = await api.get('/orders/delivery-options', { as: employee });
    expect(options.data).toMatchObject({
      served: false,
      zone: null,
      address: '2 Allen Avenue, Ikeja, Lagos',
    });

    const colleague = await createEmployee(t, company.id);
    const theirs = await address(colleague, { label: 'Office', area: 'Lekki' });
    const foreign = await api.post('/orders', {
      as: employee,
      unchecked: true,
      body: { foodItems: line(), delivery_date: '2026-03-10', address_id: theirs.id },
    });
    expect(foreign.statusCode).toBe(404);
    const malformed = await withAddress(employee, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toMatch(/address_id/);
    expect(
      (
        await api.get('/orders/delivery-options', {
          as: employee,
          unchecked: true,
          query: { address_id: theirs.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(await walletAndLedger(t, company.id)).toEqual(before);
  });

  it("matches areas whatever their case and accents; a zone's own slots replace the platform's", async () => {
    await zone('Evening Island', 300_00, [['LAGOS', 'ìkẹ́ja ']], ['18:00', '19:00']);
    const { employee, line } = await staffed();
    const lunch = await order(employee, line(), '2026-03-10', '12:30');
    expect(lunch.statusCode).toBe(409);
    expect(lunch.message).toMatch(/12:30 is not a delivery slot: lunches are delivered at 18:00, 19:00/);
    const evening = await order(employee, line(), '2026-03-10', '18:00');
    expect(evening.data).toMatchObject({
      zone: 'Evening Island',
      delivery_fee: '300.00',
      delivery_slot: '18:00',
    });
    const options = await api.get('/orders/delivery-options', { as: employee });
    expect(options.data.slots).toEqual(['18:00', '19:00']);
    expect(options.data.days[0]?.slots.map((slot) => slot.time)).toEqual(['18:00', '19:00']);
  });

  it('a wallet that covers the order but not its fee refuses it and writes nothing', async () => {
    await zone('Mainland', 500_00, [['Lagos', 'Ikeja']]);
    const { company, employee, line } = await staffed({ walletKobo: 2_200_00 });
    const before = await walletAndLedger(t, company.id);
    const refused = await order(employee, line(), '2026-03-10', '12:30');
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toMatch(/wallet cannot cover/);
    expect(await walletAndLedger(t, company.id)).toEqual(before);
    const groups = await t.database.rows(
      sql`select 1 from delivery_fee_groups where employee_id = ${employee.id}`,
    );
    expect(groups).toEqual([]);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('one delivery fee under concurrent orders', () => {
  const { order, staffed, app, api } = deliveryTestbed();

  it('20 orders at once for one delivery pay one fee; cancelled at once, the fee comes back once', async () => {
    const { t } = app();
    await t.database.rows(sql`delete from delivery_zones`);
    const [zoneRow] = await t.database.rows<{ id: string }>(sql`
      insert into delivery_zones (id, name, delivery_fee_kobo) values (gen_random_uuid(), 'Mainland', 50000) returning id`);
    await t.database.rows(sql`
      insert into delivery_zone_areas (area_key, zone_id, state, area) values (area_key('Lagos', 'Ikeja'), ${zoneRow!.id}, 'Lagos', 'Ikeja')`);
    const { company, employee, line } = await staffed({ walletKobo: 100_000_00 });
    const placed = await Promise.all(
      Array.from({ length: 20 }, () => order(employee, line(), '2026-03-10', '12:30')),
    );
    expect(placed.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(placed.filter((res) => res.data.delivery_fee === '500.00')).toHaveLength(1);
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 59_500_00, ledger: 59_500_00 });

    const cancelled = await Promise.all(
      placed.map((res) => api.post('/orders/:id/cancel', { as: employee, params: { id: res.data.id } })),
    );
    expect(cancelled.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 100_000_00, ledger: 100_000_00 });
    const [fees] = await t.database.rows<{ refunds: string; groups: string }>(sql`
      select (select count(*) from ledger where company_id = ${company.id} and type = 'delivery_fee_refund')::text as refunds,
        (select count(*) from delivery_fee_groups where employee_id = ${employee.id})::text as groups`);
    expect(fees).toEqual({ refunds: '1', groups: '0' });
  });
});
