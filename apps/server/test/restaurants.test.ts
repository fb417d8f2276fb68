import { type CreateRestaurant, PLATFORM_KITCHEN_ID } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { whyNotOffered } from '../src/domain/restaurants/offering.js';
import type { TestApp } from './helpers/app.js';
import { deliveryTestbed } from './helpers/delivery-testbed.js';
import { type Actor, createMenuItem, createRestaurant, PASSWORD } from './helpers/factories.js';
import { placeOrder, setStatus } from './orders-helpers.js';

/**
 * Restaurant partners (issue 30): the platform admin adds, lists, edits and suspends restaurants;
 * a restaurant signs up with the code mailed to its contact email, keeps its hours, and is rated
 * through its orders. The clock: Tuesday 10 March 2026, 10:00 in Lagos (platform cut-off 10:30).
 */
describe('restaurants', () => {
  const { api, app, staffed } = deliveryTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = app());
  });

  let n = 0;
  const unique = () => `${Date.now()}-${++n}`;

  async function zone(name: string) {
    const [row] = await t.database.rows<{ id: string }>(sql`
      insert into delivery_zones (id, name, delivery_fee_kobo) values (gen_random_uuid(), ${name}, 0) returning id`);
    return row!.id;
  }

  const body = (over: Partial<CreateRestaurant> = {}): CreateRestaurant => ({
    name: `Mama Put ${unique()}`,
    cuisines: ['Nigerian', 'Ghanaian'],
    address: '3 Adeola Odeku Street, Victoria Island, Lagos',
    zones: [],
    commission_percent: 12.5,
    contact_email: `kitchen-${unique()}@example.com`,
    payout_bank: { bank_code: '058', account_number: '0123456789', account_name: 'Mama Put Ltd' },
    ...over,
  });

  const create = (payload: unknown, as: Actor = admin) =>
    api.post('/admin/restaurants', { as, unchecked: true, body: payload as Record<string, unknown> });

  /** The invitation code mailed to `to` (the newest invitation). */
  async function invitationCode(to: string) {
    const mails = await t.database.rows<{ text: string }>(sql`
      select payload->>'text' as text from jobs
      where kind = 'email.send' and payload->>'to' = ${to} and payload->>'subject' like '%partner restaurant'
      order by created_at desc`);
    return { mails, code: /\b[A-Z0-9]{8}\b/.exec(mails[0]?.text ?? '')?.[0] };
  }

  const signup = (email: string, code: string) =>
    api.post('/auth/signup', {
      unchecked: true,
      body: {
        account_type: 'Restaurant',
        email,
        password: PASSWORD,
        invitation_code: code,
        dial_code: '+234',
        time_zone: 'Africa/Lagos',
      },
    });

  const login = (email: string) =>
    api.post('/auth/login', { body: { identifier: email, password: PASSWORD } });

  it('the platform admin adds a restaurant: its contact email gets an 8-character code and the signup link', async () => {
    const mainland = await zone(`Mainland ${unique()}`);
    const payload = body({ zones: [mainland] });
    const res = await create(payload);
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({
      name: payload.name,
      cuisines: ['Nigerian', 'Ghanaian'],
      zones: [{ id: mainland }],
      commission_percent: 12.5,
      contact_email: payload.contact_email,
      payout_bank: payload.payout_bank,
      state: 'ACTIVE',
      signed_up: false,
      platform_kitchen: false,
      opening_days: [],
      order_cutoff: null,
      slot_capacity: null,
      rating: { average: null, count: 0 },
      balance: '0.00',
    });
    const { mails, code } = await invitationCode(payload.contact_email);
    expect(mails).toHaveLength(1);
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(mails[0]!.text).toContain(
      `/signup?type=restaurant&code=${code}&email=${encodeURIComponent(payload.contact_email)}`,
    );
  });

  it('refuses an unknown zone (400 zones), a taken name (409 name) and a taken email (409 contact_email), changing nothing', async () => {
    const first = (await create(body())).data;
    const before = (await api.get('/admin/restaurants', { as: admin })).data.length;

    const unknownZone = await create(body({ zones: ['0190a0b0-0000-7000-8000-000000000000'] }));
    expect(unknownZone.statusCode).toBe(400);
    expect(unknownZone.errors?.[0]?.path).toBe('zones');

    const sameName = await create(body({ name: first.name.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.errors?.[0]?.path).toBe('name');

    const sameEmail = await create(body({ contact_email: admin.email }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.errors?.[0]?.path).toBe('contact_email');

    for (const [payload, path] of [
      [{ ...body(), commission_percent: 101 }, 'commission_percent'],
      [{ ...body(), cuisines: [] }, 'cuisines'],
      [
        { ...body(), payout_bank: { bank_code: '058', account_number: '123', account_name: 'X' } },
        'payout_bank',
      ],
      [{ ...body(), contact_email: 'not an email' }, 'contact_email'],
    ] as const) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.errors?.map((error) => error.path).join(' ')).toContain(path);
    }
    expect((await api.get('/admin/restaurants', { as: admin })).data).toHaveLength(before);

    const renamed = await api.patch('/admin/restaurants/:id', {
      as: admin,
      params: { id: (await create(body())).data.id },
      body: { name: first.name },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.errors?.[0]?.path).toBe('name');
  });

  it("lists the platform's kitchen first, then by name, each with its balance from its ledger", async () => {
    const zed = (await create(body({ name: `Zed Grill ${unique()}` }))).data;
    const abc = (await create(body({ name: `Abc Suya ${unique()}` }))).data;
    await t.database.rows(sql`
      insert into restaurant_ledger (id, restaurant_id, type, status, amount_kobo, reference) values
        (gen_random_uuid(), ${abc.id}, 'earning', 'paid', 900000, ${`earning:${unique()}`}),
        (gen_random_uuid(), ${abc.id}, 'commission', 'paid', 100000, ${`commission:${unique()}`}),
        (gen_random_uuid(), ${abc.id}, 'earning_reversal', 'paid', 90000, ${`earning_reversal:${unique()}`}),
        (gen_random_uuid(), ${abc.id}, 'payout', 'paid', 300000, ${`payout-a:${unique()}`}),
        (gen_random_uuid(), ${abc.id}, 'payout', 'pending', 100000, ${`payout-b:${unique()}`}),
        (gen_random_uuid(), ${abc.id}, 'payout', 'failed', 400000, ${`payout-c:${unique()}`})`);
    const list = (await api.get('/admin/restaurants', { as: admin })).data;
    expect(list[0]).toMatchObject({ id: PLATFORM_KITCHEN_ID, platform_kitchen: true });
    const names = list.slice(1).map((restaurant) => restaurant.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // 9 000 − 900 taken back − 3 000 paid − 1 000 pending; the failed payout is owed again.
    expect(list.find((restaurant) => restaurant.id === abc.id)?.balance).toBe('4100.00');
    expect(list.find((restaurant) => restaurant.id === zed.id)?.balance).toBe('0.00');
  });

  it('signs up with its code and contact email only: a wrong code, a wrong email and a used code are refused', async () => {
    const payload = body();
    await create(payload);
    const { code } = await invitationCode(payload.contact_email);
    const other = body();
    await create(other);
    const otherCode = (await invitationCode(other.contact_email)).code!;

    for (const [email, tried] of [
      [payload.contact_email, otherCode],
      [payload.contact_email, 'ZZZZ9999'],
      [`someone-${unique()}@example.com`, code!],
    ] as const) {
      const refused = await signup(email, tried);
      expect(refused.statusCode).toBe(400);
      expect(refused.message).toBe('Invalid or expired invitation code');
      expect(refused.errors?.[0]?.path).toBe('invitation_code');
    }

    const done = await signup(payload.contact_email.toUpperCase(), code!.toLowerCase());
    expect(done.statusCode).toBe(201);
    const again = await signup(payload.contact_email, code!);
    expect([400, 409]).toContain(again.statusCode);

    const session = await login(payload.contact_email);
    expect(session.statusCode).toBe(200);
    expect(session.data).toMatchObject({ account_type: 'Restaurant', onboarded: true });
    const me = await api.get('/auth/me', {
      headers: { authorization: `Bearer ${session.data.accessTokenHash}` },
    });
    expect(me.data).toMatchObject({ name: payload.name, account_type: 'Restaurant', email_verified: true });
    const listed = (await api.get('/admin/restaurants', { as: admin })).data.find(
      (restaurant) => restaurant.name === payload.name,
    );
    expect(listed?.signed_up).toBe(true);
    const [row] = await t.database.rows<{ code: string | null }>(sql`
      select invitation_code as code from restaurants where id = ${listed!.id}`);
    expect(row!.code).toBeNull();
  });

  it("suspending a restaurant ends its sessions, stops it signing in and takes its dishes off the employees' menu; ACTIVE reverses", async () => {
    const restaurant = await createRestaurant(t);
    const dish = await createMenuItem(t, { restaurantId: restaurant.restaurantId });
    const { employee } = await staffed();
    const offered = async () =>
      (await api.get('/food-menu', { as: employee, query: { restaurant_id: restaurant.restaurantId } })).data
        .list;
    expect((await offered()).map((item) => item.id)).toEqual([dish.id]);

    const suspend = await api.patch('/admin/restaurants/:id', {
      as: admin,
      params: { id: restaurant.restaurantId },
      body: { state: 'SUSPENDED' },
    });
    expect(suspend.statusCode).toBe(200);
    expect(suspend.data.state).toBe('SUSPENDED');
    expect((await api.get('/restaurant/profile', { as: restaurant })).statusCode).toBe(401);
    expect((await login(restaurant.email)).statusCode).toBe(403);
    expect(await offered()).toEqual([]);
    expect(
      (await api.get('/restaurants', { as: employee })).data.some(
        (card) => card.id === restaurant.restaurantId,
      ),
    ).toBe(false);

    await api.patch('/admin/restaurants/:id', {
      as: admin,
      params: { id: restaurant.restaurantId },
      body: { state: 'ACTIVE' },
    });
    expect((await login(restaurant.email)).statusCode).toBe(200);
    expect((await offered()).map((item) => item.id)).toEqual([dish.id]);
  });

  it('a restaurant reads its profile and sets its hours; a cut-off later than the platform’s is refused', async () => {
    const restaurant = await createRestaurant(t, { name: `Hours ${unique()}` });
    const profile = await api.get('/restaurant/profile', { as: restaurant });
    expect(profile.data).toMatchObject({
      id: restaurant.restaurantId,
      name: restaurant.name,
      signed_up: true,
    });

    const saved = await api.patch('/restaurant/profile', {
      as: restaurant,
      body: { opening_days: ['MON', 'WED'], order_cutoff: '10:00', slot_capacity: 40 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data).toMatchObject({
      opening_days: ['MON', 'WED'],
      order_cutoff: '10:00',
      slot_capacity: 40,
    });

    const late = await api.patch('/restaurant/profile', { as: restaurant, body: { order_cutoff: '10:31' } });
    expect(late.statusCode).toBe(400);
    expect(late.errors?.[0]?.path).toBe('order_cutoff');
    expect(late.message).toContain('10:30');
    const bad = await api.patch('/restaurant/profile', {
      as: restaurant,
      unchecked: true,
      body: { slot_capacity: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors?.[0]?.path).toBe('slot_capacity');
    expect((await api.get('/restaurant/profile', { as: restaurant })).data).toMatchObject({
      order_cutoff: '10:00',
      slot_capacity: 40,
    });
    const cleared = await api.patch('/restaurant/profile', {
      as: restaurant,
      body: { opening_days: [], order_cutoff: null, slot_capacity: null },
    });
    expect(cleared.data).toMatchObject({ opening_days: [], order_cutoff: null, slot_capacity: null });

    expect((await api.get('/restaurant/profile', { as: admin })).statusCode).toBe(403);
    expect((await api.get('/admin/restaurants', { as: restaurant })).statusCode).toBe(403);
  });

  it('the offering rule checkout applies: suspended, a day it does not cook, its own cut-off passed', () => {
    const platform = { timeZone: 'Africa/Lagos' };
    const open = {
      name: 'A restaurant',
      state: 'ACTIVE' as const,
      openingDays: [],
      orderCutoffMinutes: null,
    };
    const tuesday = '2026-03-10';
    const at = (time: string) => new Date(`${tuesday}T${time}:00+01:00`);
    expect(whyNotOffered(open, tuesday, at('10:00'), platform)).toBeNull();
    expect(whyNotOffered({ ...open, state: 'SUSPENDED' }, tuesday, at('10:00'), platform)).toMatch(
      /not taking orders/,
    );
    expect(whyNotOffered({ ...open, openingDays: ['MON', 'WED'] }, tuesday, at('10:00'), platform)).toMatch(
      /does not cook on Tuesdays .* Monday, Wednesday/,
    );
    const cutoff = { ...open, orderCutoffMinutes: 10 * 60 };
    expect(whyNotOffered(cutoff, tuesday, at('09:59'), platform)).toBeNull();
    expect(whyNotOffered(cutoff, tuesday, at('10:00'), platform)).toMatch(
      /stopped taking orders .* at 10:00/,
    );
    expect(whyNotOffered(cutoff, '2026-03-11', at('10:00'), platform)).toBeNull();
  });

  it('GET /restaurants: active restaurants with a dish switched on, by name, with the rating of their orders', async () => {
    const rated = await createRestaurant(t, { name: `Aaa Rated ${unique()}`, cuisines: ['Lebanese'] });
    const dish = await createMenuItem(t, { restaurantId: rated.restaurantId, priceKobo: 1_000_00 });
    const dishless = await createRestaurant(t, { name: `Aaa Empty ${unique()}` });
    const switchedOff = await createRestaurant(t, { name: `Aaa Off ${unique()}` });
    await createMenuItem(t, { restaurantId: switchedOff.restaurantId, available: false });

    // No delivery zone (those of the tests above): every address is served.
    await t.database.rows(sql`delete from delivery_zones`);
    const { employee } = await staffed();
    const placed = await placeOrder(t.app, employee, [{ food_menu: dish.id, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await setStatus(t.app, admin, placed.data.id, 'DELIVERED')).statusCode).toBe(200);
    const rating = await api.post('/orders/:id/rating', {
      as: employee,
      params: { id: placed.data.id },
      body: { stars: 4 },
    });
    expect(rating.statusCode).toBe(200);
    // Rating again replaces the stars: still one rating.
    await api.post('/orders/:id/rating', {
      as: employee,
      params: { id: placed.data.id },
      body: { stars: 5 },
    });

    const cards = (await api.get('/restaurants', { as: employee })).data;
    const ids = cards.map((card) => card.id);
    expect(ids).not.toContain(dishless.restaurantId);
    expect(ids).not.toContain(switchedOff.restaurantId);
    expect(cards.find((card) => card.id === rated.restaurantId)).toEqual({
      id: rated.restaurantId,
      name: rated.name,
      cuisines: ['Lebanese'],
      rating: { average: 5, count: 1 },
    });
    const names = cards.map((card) => card.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await api.get('/restaurants', { as: admin })).statusCode).toBe(200);
    expect((await api.get('/restaurants', { as: rated })).statusCode).toBe(403);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('restaurant signup races (PostgreSQL)', () => {
  const { api, app } = deliveryTestbed();

  it('two signups with one code at once: exactly one account is made', async () => {
    const { t, admin } = app();
    for (let round = 0; round < 5; round++) {
      const email = `race-${Date.now()}-${round}@example.com`;
      const created = await api.post('/admin/restaurants', {
        as: admin,
        body: {
          name: `Race kitchen ${Date.now()}-${round}`,
          cuisines: ['Nigerian'],
          address: 'Ikeja, Lagos',
          zones: [],
          commission_percent: 10,
          contact_email: email,
          payout_bank: { bank_code: '058', account_number: '0123456789', account_name: 'Race Ltd' },
        },
      });
      const [row] = await t.database.rows<{ code: string }>(sql`
        select invitation_code as code from restaurants where id = ${created.data.id}`);
      const answers = await Promise.all(
        [0, 1].map(() =>
          api.post('/auth/signup', {
            unchecked: true,
            body: {
              account_type: 'Restaurant',
              email,
              password: PASSWORD,
              invitation_code: row!.code,
              dial_code: '+234',
              time_zone: 'Africa/Lagos',
            },
          }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses[0]).toBe(201);
      expect([400, 409]).toContain(statuses[1]);
      const [accounts] = await t.database.rows<{ n: string }>(sql`
        select count(*)::text as n from accounts where lower(email) = ${email}`);
      expect(accounts!.n).toBe('1');
    }
  });
});
