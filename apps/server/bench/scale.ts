/**
 * `npm run bench -- --scale`: seeds a platform of 100 k employees in 1,000 companies (one with
 * 10 k) with 10 k orders, times every list and analytics call (page 1, a deep page, by keyset),
 * grows the orders to 1 M and times them again. One delivery day holds 10 k orders in six zones with
 * 240 riders (shared out by automatic dispatch, timed once): its dispatch board, a group's orders and
 * a rider's run are timed with the rest. Seeding is set-based SQL (generate_series), so it
 * takes minutes, not hours. Each call: 3 warm-up requests, then 60 in a row; p95 is reported (of
 * 20, the p95 was the second slowest call: one pause of the shared machine decided it).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPostgres } from '../src/db/client.js';
import { hashPassword, newSessionToken, sha256 } from '../src/lib/secrets.js';
import { createAdmin, createMenuItem } from '../test/helpers/factories.js';
import { startProcess, stopProcess, waitUntilUp } from './processes.js';

const SMALL_ORDERS = 10_000;
const LARGE_ORDERS = 1_000_000;
const TARGET_P95_MS = 20;
/** `--keep`: leave the seeded database in place (its URL is printed) to study a slow call. */
const KEEP = process.argv.includes('--keep');

/** A UUIDv7-shaped id from a time and a number, so ids sort like the rows' creation times. */
const v7 = (ts: string, n: string) =>
  `(lpad(to_hex((extract(epoch from ${ts}) * 1000)::bigint), 12, '0') || '7000' || '8' || lpad(to_hex(${n}), 15, '0'))::uuid`;

export async function seedAccounts(database: Database) {
  const hash = await hashPassword(randomBytes(12).toString('hex'));
  const run = (text: string) => database.db.execute(sql.raw(text));
  // Companies 1..1000 created over the last two years; company 1 is the large one.
  await run(`
    insert into accounts (id, email, password_hash, account_type, email_verified, onboarded, created_at, updated_at)
    select ${v7("now() - interval '730 days' + g * interval '1 hour'", 'g')}, 'company-' || g || '@scale.example',
      '${hash}', 'Company', true, true, now() - interval '730 days' + g * interval '1 hour', now()
    from generate_series(1, 1000) g`);
  await run(`
    insert into companies (account_id, name, website, monthly_budget_kobo, wallet_kobo)
    select id, 'Scale Company ' || substring(email from 'company-(\\d+)@'), 'https://example.com', 100000000, 1000000000000
    from accounts where email like 'company-%@scale.example'`);
  await run(`
    insert into ledger (id, company_id, type, status, amount_kobo, reference, email, provider, created_at, updated_at)
    select gen_random_uuid(), account_id, 'wallet_topup', 'paid', wallet_kobo, 'scale_topup_' || account_id, 'company@scale.example', 'test',
      now() - interval '731 days', now() - interval '731 days'
    from companies`);
  // Employees 1..100000: the first 10,000 in company 1, the others spread over the rest.
  await run(`
    insert into accounts (id, email, password_hash, account_type, email_verified, onboarded, created_at, updated_at)
    select ${v7("now() - interval '700 days' + g * interval '9 minutes'", '100000 + g')}, 'employee-' || g || '@scale.example',
      '${hash}', 'Individual', true, true, now() - interval '700 days' + g * interval '9 minutes', now()
    from generate_series(1, 100000) g`);
  await run(`
    insert into employees (account_id, company_id, created_at, first_name, last_name, allergies, dietary_preferences)
    select a.id, c.id, a.created_at, (array['Ada','Tunde','Ngozi','Emeka','Zainab','Chidi','Bola','Kemi'])[1 + g % 8],
      'Member ' || g, case when g % 5 = 0 then array['peanuts'] else '{}' end, case when g % 3 = 0 then array['halal'] else '{}' end
    from generate_series(1, 100000) g
    join accounts a on a.email = 'employee-' || g || '@scale.example'
    join accounts c on c.email = 'company-' || (case when g <= 10000 then 1 else 2 + g % 999 end) || '@scale.example'`);
}

/** Orders of the one busy delivery day the dispatch calls are timed on, in DISPATCH_ZONES zones. */
const DISPATCH_DAY_ORDERS = 10_000;
const DISPATCH_ZONES = 6;
/**
 * Riders per zone: 40, so a rider carries about 42 lunches across the day's three slots (a rider on
 * a motorbike carries a few at a time; 10 a zone, 167 each, was timed too: docs/performance.md).
 */
const RIDERS_PER_ZONE = 40;
const STOPS_PER_RIDER = Math.round(DISPATCH_DAY_ORDERS / (DISPATCH_ZONES * RIDERS_PER_ZONE));

/**
 * A busy delivery day 30 days ahead: DISPATCH_DAY_ORDERS live orders from the 100 k employees in
 * DISPATCH_ZONES zones and three slots, with their address copy, and RIDERS_PER_ZONE riders per zone
 * (`rider-1@scale.example`…). Answers the day.
 */
export async function seedDispatchDay(database: Database): Promise<string> {
  const run = (text: string) => database.db.execute(sql.raw(text));
  const hash = await hashPassword(randomBytes(12).toString('hex'));
  await run(`
    insert into delivery_zones (id, name, delivery_fee_kobo)
    select ${v7("now() - interval '10 days'", '900000 + g')}, 'Zone ' || g, 50000 from generate_series(1, ${DISPATCH_ZONES}) g`);
  await run(`
    insert into delivery_zone_areas (area_key, zone_id, state, area)
    select area_key('Lagos', 'Area ' || g), z.id, 'Lagos', 'Area ' || g
    from generate_series(1, ${DISPATCH_ZONES}) g join delivery_zones z on z.name = 'Zone ' || g`);
  await run(`
    insert into accounts (id, email, password_hash, account_type, email_verified, onboarded, phone_number, created_at, updated_at)
    select ${v7("now() - interval '20 days'", '950000 + g')}, 'rider-' || g || '@scale.example', '${hash}', 'Rider', true, true,
      '803' || lpad(g::text, 7, '0'), now() - interval '20 days', now()
    from generate_series(1, ${DISPATCH_ZONES * RIDERS_PER_ZONE}) g`);
  await run(`
    insert into riders (account_id, first_name, last_name)
    select id, 'Rider', substring(email from 'rider-(\\d+)@') from accounts where account_type = 'Rider'`);
  await run(`
    insert into rider_zones (rider_id, zone_id)
    select a.id, z.id from accounts a
    join delivery_zones z on z.name = 'Zone ' || (1 + (substring(a.email from 'rider-(\\d+)@')::int - 1) % ${DISPATCH_ZONES})
    where a.account_type = 'Rider'`);
  const item = (
    await database.rows<{ id: string; name: string; restaurant_id: string }>(
      sql`select id, name, restaurant_id from menu_items limit 1`,
    )
  )[0]!;
  const [day] = await database.rows<{ d: string }>(sql`select (current_date + 30)::text as d`);
  const at = `now() - interval '2 days' + g * interval '1 second'`;
  await run(`
    with placed as (
      insert into orders (id, employee_id, company_id, restaurant_id, status, total_kobo, month_key, delivery_date, delivery_slot,
        address_id, delivery_address, zone_id, zone_name, delivery_fee_kobo, created_at, updated_at)
      select ${v7(at, '800000 + g')}, e.account_id, e.company_id, '${item.restaurant_id}', (array['PENDING','CONFIRMED'])[1 + g % 2], 250000,
        to_char(current_date + 30, 'YYYY-MM'), current_date + 30, (array['12:00','12:30','13:00'])[1 + g % 3], null,
        jsonb_build_object('label', 'Office', 'address_line_1', g || ' Admiralty Way', 'address_line_2', '', 'city', 'Lagos',
          'area', 'Area ' || z.n, 'state', 'Lagos', 'phone_number', '', 'instructions', 'Reception desk'),
        z.id, z.name, 50000, ${at}, ${at}
      from generate_series(1, ${DISPATCH_DAY_ORDERS}) g
      join (select row_number() over (order by account_id) as n, account_id, company_id from employees) e on e.n = 1 + (g::bigint * 7919) % 100000
      join (select row_number() over (order by name) as n, id, name from delivery_zones) z on z.n = 1 + g % ${DISPATCH_ZONES}
      returning id)
    insert into order_lines (id, order_id, menu_item_id, name, price_kobo, quantity)
    select gen_random_uuid(), id, '${item.id}', '${item.name.replaceAll("'", "''")}', 250000, 1 from placed`);
  return day!.d;
}

/** Adds orders numbered `from`..`to` (with one line and one ledger charge each), spread over the last year. */
export async function seedOrders(database: Database, from: number, to: number, total: number) {
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run(`create temporary table if not exists scale_employees as
    select row_number() over (order by e.account_id) as n, e.account_id, e.company_id from employees e`);
  await run(`create index if not exists scale_employees_n on scale_employees (n)`);
  const item = (
    await database.rows<{ id: string; name: string; restaurant_id: string }>(
      sql`select id, name, restaurant_id from menu_items limit 1`,
    )
  )[0]!;
  const at = `now() - interval '365 days' + (g::float8 / ${total}) * interval '365 days'`;
  // One pass: each order with its line and its ledger charge.
  await run(`
    with placed as (
      insert into orders (id, employee_id, company_id, restaurant_id, status, total_kobo, month_key, delivery_date, delivery_slot, created_at, updated_at)
      select ${v7(at, 'g')}, s.account_id, s.company_id, '${item.restaurant_id}',
        (array['PENDING','CONFIRMED','CONFIRMED','CONFIRMED','DECLINED'])[1 + g % 5], 250000,
        to_char(${at}, 'YYYY-MM'), (${at})::date + 1, '12:30', ${at}, ${at}
      from generate_series(${from}, ${to}) g
      join scale_employees s on s.n = 1 + (g::bigint * 7919) % 100000
      returning id, company_id, created_at),
    lines as (
      insert into order_lines (id, order_id, menu_item_id, name, price_kobo, quantity)
      select gen_random_uuid(), id, '${item.id}', '${item.name.replaceAll("'", "''")}', 250000, 1 from placed)
    insert into ledger (id, company_id, order_id, type, status, amount_kobo, reference, email, created_at, updated_at)
    select gen_random_uuid(), company_id, id, 'order_charge', 'paid', 250000, 'chg_' || id, 'employee@scale.example',
      created_at, created_at
    from placed`);
  // Vacuumed as well as analyzed, so index-only scans need no heap visits (as autovacuum leaves it).
  await run('vacuum analyze');
}

type Call = { name: string; path: string; as: 'admin' | 'company' | 'employee' | 'rider' };

async function time(url: string, token: string, repeats = 60) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { lastId?: string | null } };
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof once>>['body'] | undefined;
  for (let i = 0; i < repeats; i++) {
    const result = await once();
    times.push(result.ms);
    last = result.body;
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(repeats / 2)]!, p95: times[Math.ceil(repeats * 0.95) - 1]!, body: last };
}

/** A key deep in a list: the id of its row half-way down (read once, straight from the database). */
async function middleKey(database: Database, query: string) {
  const [row] = await database.rows<{ id: string }>(sql.raw(query));
  return row?.id;
}

export async function runScale(serverUrl: string, port: number): Promise<number> {
  const name = `lunch_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 2);
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-scale-')), 'server.log');
  const appUrl = `http://127.0.0.1:${port}`;
  const server = startProcess(
    'src/server.ts',
    {
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      APP_URL: appUrl,
    },
    logFile,
  );
  let missed = 0;
  try {
    const t = { db: database.db, database };
    const seeding = performance.now();
    await seedAccounts(database);
    for (let i = 0; i < 60; i++) await createMenuItem(t, { priceKobo: 2_500_00 });
    const adminActor = await createAdmin(t);
    const tokens: Record<Call['as'], string> = {
      rider: '',
      admin: adminActor.token,
      company: await sessionFor(database, 'company-1@scale.example'),
      employee: await sessionFor(database, 'employee-10@scale.example'),
    };
    const dispatchDay = await seedDispatchDay(database);
    await seedOrders(database, 1, SMALL_ORDERS, LARGE_ORDERS);
    tokens.rider = await sessionFor(database, 'rider-1@scale.example');
    console.log(
      `seeded accounts and ${SMALL_ORDERS} orders in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
    await waitUntilUp(`${appUrl}/api/health`, server, logFile);
    await jobsDone(database);
    const sharing = performance.now();
    const auto = await fetch(`${appUrl}/api/admin/dispatch/auto`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ date: dispatchDay }),
    });
    const shared = (await auto.json()) as { data: { assigned: number; unassigned: number } };
    if (auto.status !== 200 || shared.data.assigned !== DISPATCH_DAY_ORDERS) {
      throw new Error(`automatic dispatch answered ${auto.status}: ${JSON.stringify(shared)}`);
    }
    console.log(
      `automatic dispatch shared ${shared.data.assigned} orders among ${DISPATCH_ZONES * RIDERS_PER_ZONE} riders in ${(performance.now() - sharing).toFixed(0)} ms`,
    );
    await database.db.execute(sql.raw('vacuum analyze orders'));
    const [firstZone] = await database.rows<{ id: string }>(
      sql`select id from delivery_zones order by name limit 1`,
    );
    const results = new Map<string, { small?: number; large?: number; p50?: number }>();
    const measureAll = async (stage: 'small' | 'large') => {
      const bigCompany = (
        await database.rows<{ id: string }>(
          sql`select id from accounts where email = 'company-1@scale.example'`,
        )
      )[0]!.id;
      const orderKey = await middleKey(
        database,
        'select id from orders order by created_at desc, id desc offset (select count(*) / 2 from orders) limit 1',
      );
      const userKey = await middleKey(
        database,
        "select id from accounts where account_type in ('Company','Individual') order by created_at desc, id desc offset 50000 limit 1",
      );
      const staffKey = await middleKey(
        database,
        `select account_id as id from employees e join accounts a on a.id = e.account_id where e.company_id = '${bigCompany}' order by a.created_at desc, a.id desc offset 5000 limit 1`,
      );
      const calls: Call[] = [
        { name: 'admin orders, page 1', path: '/api/orders?limit=10', as: 'admin' },
        { name: 'admin orders, page 1000', path: '/api/orders?limit=10&page=1000', as: 'admin' },
        {
          name: 'admin orders, keyset mid-list',
          path: `/api/orders?limit=10&lastId=${orderKey}`,
          as: 'admin',
        },
        {
          name: 'admin orders CONFIRMED, page 1',
          path: '/api/orders?limit=10&status=CONFIRMED',
          as: 'admin',
        },
        {
          name: 'admin orders CONFIRMED, page 1000',
          path: '/api/orders?limit=10&status=CONFIRMED&page=1000',
          as: 'admin',
        },
        { name: 'employee orders, page 1', path: '/api/orders?limit=10', as: 'employee' },
        { name: 'admin users, page 1', path: '/api/users?limit=10', as: 'admin' },
        { name: 'admin users, page 1000', path: '/api/users?limit=10&page=1000', as: 'admin' },
        { name: 'admin users, keyset mid-list', path: `/api/users?limit=10&lastId=${userKey}`, as: 'admin' },
        { name: 'admin users, ?query=', path: '/api/users?limit=10&query=member%2042', as: 'admin' },
        { name: 'company employees, page 1', path: '/api/users/employees?limit=10', as: 'company' },
        {
          name: 'company employees, page 500',
          path: '/api/users/employees?limit=10&page=500',
          as: 'company',
        },
        {
          name: 'company employees, keyset mid-list',
          path: `/api/users/employees?limit=10&lastId=${staffKey}`,
          as: 'company',
        },
        {
          name: 'company employees, ?query=',
          path: '/api/users/employees?limit=10&query=member%2042',
          as: 'company',
        },
        { name: 'company billings, page 1', path: '/api/billings?limit=10', as: 'company' },
        { name: 'admin billings, page 1', path: '/api/billings?limit=10', as: 'admin' },
        { name: 'admin analytics', path: '/api/analytics/admin', as: 'admin' },
        { name: 'admin daily orders', path: '/api/analytics/admin/daily-orders', as: 'admin' },
        { name: 'company analytics (10 k employees)', path: '/api/analytics/company', as: 'company' },
        {
          name: 'company daily spend (10 k employees)',
          path: '/api/analytics/company/daily-spend',
          as: 'company',
        },
        { name: 'employee analytics', path: '/api/analytics/employee', as: 'employee' },
        {
          name: 'dispatch board (10 k orders that day)',
          path: `/api/admin/dispatch?date=${dispatchDay}`,
          as: 'admin',
        },
        {
          name: "dispatch orders, a zone's slot",
          path: `/api/admin/dispatch/orders?date=${dispatchDay}&zone_id=${firstZone!.id}&slot=12:30&limit=20`,
          as: 'admin',
        },
        {
          name: 'dispatch orders, the whole day',
          path: `/api/admin/dispatch/orders?date=${dispatchDay}&limit=20`,
          as: 'admin',
        },
        {
          name: `a rider's run (${STOPS_PER_RIDER} stops)`,
          path: `/api/rider/runs?date=${dispatchDay}`,
          as: 'rider',
        },
      ];
      for (const call of calls) {
        const { p50, p95 } = await time(`${appUrl}${call.path}`, tokens[call.as]);
        const entry = results.get(call.name) ?? {};
        entry[stage] = p95;
        if (stage === 'large') entry.p50 = p50;
        results.set(call.name, entry);
      }
    };
    await measureAll('small');
    const growing = performance.now();
    await seedOrders(database, SMALL_ORDERS + 1, LARGE_ORDERS, LARGE_ORDERS);
    console.log(`grew to ${LARGE_ORDERS} orders in ${((performance.now() - growing) / 1000).toFixed(0)} s`);
    await measureAll('large');
    const rows = [...results].map(([call, r]) => {
      const ok = r.large! <= TARGET_P95_MS && r.large! <= Math.max(2 * r.small!, 5);
      if (!ok) missed++;
      return {
        call,
        [`p95 ms @ ${SMALL_ORDERS / 1000} k orders`]: r.small!.toFixed(1),
        'p50 ms @ 1 M orders': r.p50!.toFixed(1),
        'p95 ms @ 1 M orders': r.large!.toFixed(1),
        target: ok ? `met (≤ ${TARGET_P95_MS} ms, ≤ 2× at 10 k)` : 'MISSED',
      };
    });
    console.table(rows);
  } finally {
    await stopProcess(server);
    await database.close();
    if (KEEP) console.log(`kept the seeded database: ${url}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return missed;
}

/**
 * Waits until the job worker has nothing due: on start-up it writes every seeded company's monthly
 * statement (1,000 PDFs), which would otherwise run during the first timings.
 */
export async function jobsDone(database: Database) {
  for (let idle = 0; idle < 2; ) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [due] = await database.rows<{ n: string }>(
      sql`select count(*)::text as n from jobs where status in ('queued', 'running') and run_at <= now()`,
    );
    idle = Number(due?.n) === 0 ? idle + 1 : 0;
  }
}

export async function sessionFor(database: Database, email: string) {
  const token = newSessionToken();
  await database.db.execute(sql`
    insert into sessions (id, account_id, token_hash, expires_at)
    select gen_random_uuid(), id, ${sha256(token)}, now() + interval '1 day' from accounts where email = ${email}`);
  return token;
}
