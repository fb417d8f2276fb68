import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { type Executor, rowsOf } from '../../db/client.js';
import { accessRecordsAbout } from '../../domain/privacy/access-records.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import type { Role } from '../../lib/roles.js';

/**
 * A copy of everything kept about a person (issue 33, docs/privacy.md "A copy of one's data"):
 * one section per kind of data, each read by one query as JSON (timestamps with their offset,
 * amounts in kobo, columns as the database names them). Secrets (password and code hashes, session
 * tokens, invitation codes) are never part of it.
 *
 * Which section reads the person's rows by which column, and why the others are left out, is
 * declared with what erasure does to them in personal-data-tables.ts: a test fails for a column
 * holding a person's id that is declared in neither way.
 */

type Section = {
  /** The key of the section in the file. */
  name: string;
  /** Whose export has it. */
  roles: readonly Role[];
  /** One row with one column, `data`: the section as JSON. */
  query: (accountId: string) => SQL;
};

const EVERYONE: readonly Role[] = ['employee', 'company', 'admin', 'rider', 'restaurant'];

/** Rows of `select` as a JSON array, in `order`. */
const list = (select: SQL, order: string) =>
  sql`select coalesce(jsonb_agg(to_jsonb(r) order by ${sql.raw(order)}), '[]'::jsonb) as data from (${select}) r`;
/** The one row of `select` as a JSON object (null when there is none). */
const one = (select: SQL) => sql`select (select to_jsonb(r) from (${select}) r) as data`;

const SECTIONS: readonly Section[] = [
  {
    name: 'account',
    roles: EVERYONE,
    query: (id) =>
      one(sql`select id, email, account_type, account_state, email_verified, onboarded, time_zone,
        dial_code, phone_number, created_at, updated_at from accounts where id = ${id}`),
  },
  {
    name: 'profile',
    roles: ['employee'],
    query: (id) =>
      one(sql`select e.first_name, e.last_name, c.name as company, e.address_line_1, e.address_line_2,
        e.city, e.state, e.country, e.zip_code, e.lunch_time_minutes, e.monthly_budget_kobo,
        d.name as department, e.created_at, e.removed_at
        from employees e join companies c on c.account_id = e.company_id
        left join departments d on d.id = e.department_id where e.account_id = ${id}`),
  },
  {
    name: 'addresses',
    roles: ['employee'],
    query: (id) =>
      list(
        sql`select id, label, address_line_1, address_line_2, city, area, state, phone_number,
          instructions, default_for, created_at, updated_at from employee_addresses where employee_id = ${id}`,
        'r.created_at, r.id',
      ),
  },
  {
    name: 'health',
    roles: ['employee'],
    query: (id) =>
      one(sql`select allergies, medical_conditions, dietary_preferences,
        health_consent_version as consent_version, health_consent_at as consent_given_at
        from employees where account_id = ${id}`),
  },
  {
    name: 'health_consent_history',
    roles: ['employee'],
    query: (id) =>
      list(
        sql`select action, version, created_at from health_consent_records where employee_id = ${id}`,
        'r.created_at',
      ),
  },
  {
    name: 'orders',
    roles: ['employee'],
    query: (id) =>
      list(
        sql`select o.id, o.status, res.name as restaurant, o.delivery_date, o.delivery_slot,
          o.delivery_address, o.zone_name, o.department_name, o.cost_centre, o.total_kobo,
          o.employee_pays_kobo, o.delivery_fee_kobo, o.health_conflicts, o.handover_code,
          o.decline_reason, o.picked_up_at, o.delivered_at, o.failed_at, o.failure_reason, o.late_at,
          o.created_at, o.updated_at,
          (select coalesce(jsonb_agg(jsonb_build_object('dish', l.name, 'price_kobo', l.price_kobo,
            'quantity', l.quantity) order by l.id), '[]'::jsonb) from order_lines l where l.order_id = o.id) as lines
          from orders o join restaurants res on res.id = o.restaurant_id where o.employee_id = ${id}`,
        'r.created_at, r.id',
      ),
  },
  {
    name: 'ratings',
    roles: ['employee'],
    query: (id) =>
      list(
        sql`select order_id, stars, comment, created_at, updated_at from order_ratings where employee_id = ${id}`,
        'r.created_at',
      ),
  },
  {
    name: 'reported_problems',
    roles: ['employee'],
    query: (id) =>
      list(
        sql`select order_id, kind, note, items, status, resolution, refund_kobo, reply, resolved_at, created_at
          from order_issues where employee_id = ${id}`,
        'r.created_at',
      ),
  },
  {
    name: 'card_payments',
    roles: ['employee'],
    query: (id) =>
      list(
        sql`select order_id, type, status, amount_kobo, reference, provider, created_at, updated_at
          from employee_payments where employee_id = ${id}`,
        'r.created_at',
      ),
  },
  {
    name: 'favourites',
    roles: ['employee'],
    query: (id) =>
      list(
        sql`select m.name as dish, f.created_at from menu_favourites f
          join menu_items m on m.id = f.menu_item_id where f.employee_id = ${id}`,
        'r.created_at',
      ),
  },
  {
    name: 'auto_order_settings',
    roles: ['employee'],
    query: (id) =>
      one(sql`select enabled, days, skip_dates, max_price_kobo, avoid_repeat_days, updated_at
        from auto_order_settings where employee_id = ${id}`),
  },
  {
    name: 'auto_order_outcomes',
    roles: ['employee'],
    query: (id) =>
      list(
        sql`select delivery_date, order_id, reason, created_at from auto_order_outcomes where employee_id = ${id}`,
        'r.delivery_date',
      ),
  },
  {
    name: 'company',
    roles: ['company'],
    query: (id) =>
      one(sql`select name, website, address_line_1, address_line_2, city, state, country, zip_code, size,
        legal_name, tin, billing_address from companies where account_id = ${id}`),
  },
  {
    name: 'team_membership',
    roles: ['company'],
    query: (id) =>
      one(sql`select c.name as company, m.name, m.email, m.role, m.status, m.created_at, m.joined_at, m.removed_at
        from company_members m join companies c on c.account_id = m.company_id where m.account_id = ${id}`),
  },
  {
    name: 'changes_made',
    roles: ['company', 'admin'],
    query: (id) =>
      list(
        sql`select at, actor_name, actor_role, action, subject, before, after
          from audit_records where actor_account_id = ${id}`,
        'r.at',
      ),
  },
  {
    name: 'rider',
    roles: ['rider'],
    query: (id) => one(sql`select first_name, last_name, created_at from riders where account_id = ${id}`),
  },
  {
    name: 'rider_zones',
    roles: ['rider'],
    query: (id) =>
      list(
        sql`select z.name as zone from rider_zones rz join delivery_zones z on z.id = rz.zone_id where rz.rider_id = ${id}`,
        'r.zone',
      ),
  },
  {
    name: 'deliveries_carried',
    roles: ['rider'],
    query: (id) =>
      list(
        sql`select id as order_id, delivery_date, delivery_slot, status, assigned_at, picked_up_at,
          delivered_at, failed_at, failure_reason from orders where rider_id = ${id}`,
        'r.delivery_date, r.delivery_slot, r.order_id',
      ),
  },
  {
    name: 'restaurant',
    roles: ['restaurant'],
    query: (id) =>
      one(sql`select name, cuisines, address, contact_email, commission_basis_points, opening_days,
        payout_bank_code, payout_account_number, payout_account_name, created_at
        from restaurants where account_id = ${id}`),
  },
  {
    name: 'meal_suggestions',
    roles: EVERYONE,
    query: (id) =>
      list(
        sql`select name, description, reason, created_at from meal_suggestions where account_id = ${id}`,
        'r.created_at',
      ),
  },
  {
    name: 'sessions',
    roles: EVERYONE,
    query: (id) =>
      list(
        sql`select created_at as signed_in_at, expires_at, revoked_at as signed_out_at from sessions where account_id = ${id}`,
        'r.signed_in_at',
      ),
  },
  {
    name: 'codes_sent',
    roles: EVERYONE,
    query: (id) =>
      list(
        sql`select purpose, created_at, expires_at, consumed_at, attempts from one_time_codes where account_id = ${id}`,
        'r.created_at',
      ),
  },
  {
    name: 'failed_sign_ins',
    roles: EVERYONE,
    query: (id) => list(sql`select created_at from login_failures where account_id = ${id}`, 'r.created_at'),
  },
  {
    name: 'data_opened_by_platform_admins',
    roles: EVERYONE,
    query: accessRecordsAbout,
  },
  {
    name: 'data_you_opened',
    roles: ['admin'],
    query: (id) =>
      list(
        sql`select kind, subject_account_id, delivery_date, created_at as at from data_access_records
          where actor_account_id = ${id}`,
        'r.at',
      ),
  },
];

/** The sections' names: personal-data-tables.ts names the sections reading each column. */
export const SECTION_NAMES = SECTIONS.map((section) => section.name);

/** The name of the export file for a day: `my-data-YYYY-MM-DD.json`. */
export const exportFileName = (day: string) => `my-data-${day}.json`;

/**
 * Everything kept about the signed-in person: `exported_at`, then each section of their role, in
 * one transaction (one consistent picture).
 */
export async function personalData(ctx: AppContext, account: SignedInAccount) {
  return ctx.db.transaction(async (tx: Executor) => {
    const data: Record<string, unknown> = { exported_at: ctx.clock.now().toISOString() };
    for (const section of SECTIONS) {
      if (!section.roles.includes(account.role)) continue;
      const [row] = await rowsOf<{ data: unknown }>(tx, section.query(account.id));
      data[section.name] = row?.data ?? null;
    }
    return data;
  });
}
