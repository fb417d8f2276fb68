import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const kobo = (name: string) => bigint(name, { mode: 'number' });
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    accountType: text('account_type', {
      enum: ['Company', 'Individual', 'Admin', 'Rider', 'Restaurant'],
    }).notNull(),
    accountState: text('account_state', { enum: ['ACTIVE', 'SUSPENDED'] })
      .notNull()
      .default('ACTIVE'),
    emailVerified: boolean('email_verified').notNull().default(false),
    onboarded: boolean('onboarded').notNull().default(false),
    timeZone: text('time_zone').notNull().default('Africa/Lagos'),
    dialCode: text('dial_code').notNull().default('+234'),
    phoneNumber: text('phone_number').notNull().default(''),
    /**
     * When the person was erased (issue 33, docs/privacy.md): their email is then a pseudonym
     * (`erased-<id>@erased.invalid`, so the real one may sign up again), their name, phone,
     * addresses and health data are gone, they cannot sign in, and the orders and ledger rows that
     * money and invoices need stay under the pseudonym.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(sql`lower(${t.email})`),
    index('accounts_type_created_idx').on(t.accountType, t.createdAt),
    /** The customers list (newest first) and its keyset pages. */
    index('accounts_customers_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.accountType} in ('Company', 'Individual')`),
    /** Customer search (ilike '%…%'), through pg_trgm. */
    index('accounts_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    /** The time zones in use, read one at a time by the lunch reminders' pass (modules/reminders). */
    index('accounts_time_zone_idx').on(t.timeZone),
  ],
);

const addressColumns = () => ({
  addressLine1: text('address_line_1').notNull().default(''),
  addressLine2: text('address_line_2').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  country: text('country').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
});

export const companies = pgTable(
  'companies',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    website: text('website').notNull(),
    ...addressColumns(),
    size: text('size'),
    /** Each employee's budget per calendar month (company time zone), in kobo. */
    monthlyBudgetKobo: kobo('monthly_budget_kobo').notNull().default(0),
    /** The wallet; always equals the sum of its paid ledger rows, never negative. */
    walletKobo: kobo('wallet_kobo').notNull().default(0),
    /** Email the company when an order charge takes the wallet below this (kobo); null = no alert. */
    lowBalanceAlertKobo: kobo('low_balance_alert_kobo'),
    /** True once the alert went out; a top-up that lifts the wallet back to the threshold re-arms it. */
    lowBalanceAlerted: boolean('low_balance_alerted').notNull().default(false),
    /** Meal programme: delivery days its employees may order for (MON…SUN). */
    orderDays: text('order_days').array().notNull().default(sql`'{MON,TUE,WED,THU,FRI}'::text[]`),
    /** When its employees may place orders, minutes after midnight in the company's time zone (end inclusive). */
    orderWindowStartMinutes: integer('order_window_start_minutes').notNull().default(0),
    orderWindowEndMinutes: integer('order_window_end_minutes')
      .notNull()
      .default(23 * 60 + 59),
    /** Most one order may cost, in kobo; null: no cap. */
    perOrderCapKobo: kobo('per_order_cap_kobo'),
    /** Most an employee's orders for one delivery date may cost together, in kobo; null: no cap. */
    perDayCapKobo: kobo('per_day_cap_kobo'),
    /** The buyer on its tax invoices (issue 31): registered name, tax identification number, billing address. */
    legalName: text('legal_name').notNull().default(''),
    tin: text('tin').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    /** Whether an employee may pay, by card, what an order costs above what the company pays for it. */
    employeesMayPayDifference: boolean('employees_may_pay_difference').notNull().default(false),
  },
  (t) => [
    /** Customer search by company name (ilike '%…%'), through pg_trgm. */
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const employees = pgTable(
  'employees',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.accountId),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    ...addressColumns(),
    /** Minutes after midnight, in the employee's time zone. */
    lunchTimeMinutes: integer('lunch_time_minutes'),
    /** This employee's own monthly budget (kobo), replacing the company's; null = the company's. */
    monthlyBudgetKobo: kobo('monthly_budget_kobo'),
    /** The department whose rules apply to this employee (issue 32); null: the company's own. */
    departmentId: uuid('department_id').references((): AnyPgColumn => departments.id),
    allergies: textList('allergies'),
    medicalConditions: textList('medical_conditions'),
    dietaryPreferences: textList('dietary_preferences'),
    /**
     * The employee's explicit consent to keep their allergies, conditions and diets (issue 33):
     * the version of the consent text they agreed to and when; null: none given, and then none of
     * the three lists is stored (withdrawing erases them). Each giving and withdrawing is kept in
     * `health_consent_records`.
     */
    healthConsentVersion: text('health_consent_version'),
    healthConsentAt: timestamp('health_consent_at', { withTimezone: true }),
    /**
     * When the employee's company removed them (issue 33): they can no longer sign in or order;
     * their orders stay in the company's records. Null: a current employee.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * The same instant as the account's created_at (sign-up writes both in one transaction): a
     * company's employee list is newest first, and the index below holds it in that order without
     * joining every account.
     */
    createdAt: createdAt(),
    /**
     * Raised (by triggers, migration 0011) whenever what this employee's menu shows of their own
     * changes: their allergies, conditions or diets, or their favourites. Read with every session.
     */
    menuVersion: integer('menu_version').notNull().default(0),
  },
  (t) => [
    index('employees_company_created_idx').on(t.companyId, t.createdAt, t.accountId),
    /** A department's employees (its filter on the employees list, moving them when it is deleted). */
    index('employees_department_idx').on(t.departmentId).where(sql`${t.departmentId} is not null`),
    /** Customer search by full name (ilike '%…%'), through pg_trgm. */
    index('employees_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    /** The employees whose lunch is at given times: the lunch reminders' pass each minute (modules/reminders). */
    index('employees_lunch_time_idx')
      .on(t.lunchTimeMinutes, t.accountId)
      .where(sql`${t.lunchTimeMinutes} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_account_idx').on(t.accountId),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_account_purpose_idx').on(t.accountId, t.purpose)],
);

/** Failed sign-in attempts, for the per-account limit (10 per 15 minutes). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_account_created_idx').on(t.accountId, t.createdAt)],
);

/** Requests per client address and route in the current window (rate limits shared by every server process). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.accountId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    token: text('token').notNull(),
    /** The monthly budget (kobo) the employee gets on joining; null = the company's. */
    monthlyBudgetKobo: kobo('monthly_budget_kobo'),
    /** The department the employee joins (issue 32); null: none. */
    departmentId: uuid('department_id').references((): AnyPgColumn => departments.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ['PENDING', 'ACCEPTED'] })
      .notNull()
      .default('PENDING'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('invitations_company_created_idx').on(t.companyId, t.createdAt),
    uniqueIndex('invitations_token_key').on(t.token),
    index('invitations_email_idx').on(sql`lower(${t.email})`),
    /** One pending invitation per email per company, even when two uploads race. */
    uniqueIndex('invitations_company_pending_email_key')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`status = 'PENDING'`),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceKobo: kobo('price_kobo').notNull(),
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    available: boolean('available').notNull().default(true),
    categories: textList('categories'),
    healthBenefits: textList('health_benefits'),
    /** Health lists are stored trimmed and lower-cased, for matching. */
    allergens: textList('allergens'),
    suitableForConditions: textList('suitable_for_conditions'),
    suitableForDiet: textList('suitable_for_diet'),
    /** Delivery days the item is offered (MON…SUN); empty: every day. */
    availableDays: textList('available_days'),
    /** Portions per delivery date; null: no limit. */
    dailyLimit: integer('daily_limit'),
    /**
     * The ratings of orders that included the dish, kept with it (ratings.service writes both in the
     * rating's transaction): the sum of their stars and how many there are.
     */
    ratingStars: integer('rating_stars').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The restaurant that cooks it (issue 30); the dishes made before restaurants, and those a
     * platform admin adds without naming one, belong to the platform's kitchen.
     */
    restaurantId: uuid('restaurant_id')
      .notNull()
      .$default(() => PLATFORM_KITCHEN_ID)
      .references(() => restaurants.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('menu_items_created_idx').on(t.createdAt),
    /** A restaurant's own menu, newest first. */
    index('menu_items_restaurant_created_idx').on(t.restaurantId, t.createdAt),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.accountId),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.accountId),
    status: text('status', {
      enum: [
        'AWAITING_PAYMENT',
        'PENDING',
        'CONFIRMED',
        'READY',
        'OUT_FOR_DELIVERY',
        'DELIVERED',
        'DECLINED',
        'CANCELLED',
      ],
    })
      .notNull()
      .default('PENDING'),
    /**
     * The restaurant that cooks the order: every dish of an order comes from it (issue 30). Checkout
     * always names it; rows written without one (older fixtures) are the platform kitchen's.
     */
    restaurantId: uuid('restaurant_id')
      .notNull()
      .$default(() => PLATFORM_KITCHEN_ID)
      .references(() => restaurants.id),
    /** Why the restaurant or the platform declined the order (null: not declined, or no reason given). */
    declineReason: text('decline_reason'),
    totalKobo: kobo('total_kobo').notNull(),
    /**
     * What the employee pays by card above what the company pays (issue 31, "pay the difference");
     * the company pays total − this. 0: the company pays it all.
     */
    employeePaysKobo: kobo('employee_pays_kobo').notNull().default(0),
    /** An order AWAITING_PAYMENT is cancelled, and everything it holds released, once this passes unpaid. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** Calendar month (company time zone) whose budget the order counts against: 'YYYY-MM'. */
    monthKey: text('month_key').notNull(),
    /** The day the lunch is delivered, in the company's time zone. */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** 'HH:MM' in the company's time zone: one of the platform's slots when the order was placed. */
    deliverySlot: text('delivery_slot').notNull(),
    /**
     * What in the order conflicts with the employee's allergies, conditions or diets when it was
     * placed (e.g. "peanuts (allergy)"); empty: nothing. The kitchen sheet and the labels show it.
     */
    healthConflicts: text('health_conflicts').array().notNull().default(sql`'{}'::text[]`),
    /** The employee's address the order was placed for (null: deleted since, or none was kept). */
    addressId: uuid('address_id'),
    /**
     * A copy of the address the lunch goes to, as it was when the order was placed (later edits of
     * the address change no past order): domain/delivery/addresses.ts `DeliveryAddress`.
     */
    deliveryAddress: jsonb('delivery_address')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The delivery zone the address was in (null: no zone, the platform defined none). */
    zoneId: uuid('zone_id'),
    zoneName: text('zone_name'),
    /**
     * The department the employee belonged to when the order was placed, with its name and cost
     * centre as they were then (issue 32): kept as placed, whatever becomes of the department.
     */
    departmentId: uuid('department_id'),
    departmentName: text('department_name'),
    costCentre: text('cost_centre'),
    /**
     * The delivery fee charged with this order (kobo): the zone's fee for the first live order of an
     * employee's day, slot and address, 0 for the others (delivery_fee_groups).
     */
    deliveryFeeKobo: kobo('delivery_fee_kobo').notNull().default(0),
    /**
     * The 4-digit code the employee gives the rider at the door (shown on the order and in the
     * receipt); the rider's run never shows it. modules/riders.
     */
    handoverCode: text('handover_code')
      .notNull()
      .default(sql`lpad(floor(random() * 10000)::int::text, 4, '0')`),
    /** The rider carrying the order (null: not dispatched) and when it was assigned. */
    riderId: uuid('rider_id').references(() => riders.accountId),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** Wrong handover codes the assigned rider entered; at HANDOVER_TRIES the code is locked for them. */
    handoverFailures: integer('handover_failures').notNull().default(0),
    /** When the rider picked it up (→ OUT_FOR_DELIVERY) and handed it over (→ DELIVERED). */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** A delivery the rider could not make, and why (the admin is alerted; the status stays). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** When the order was found still undelivered at the end of its slot: told once, marked late. */
    lateAt: timestamp('late_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Every list order is (created_at, id) newest first, after an optional filter column.
    index('orders_employee_created_idx').on(t.employeeId, t.createdAt, t.id),
    index('orders_company_created_idx').on(t.companyId, t.createdAt, t.id),
    /** A company's orders of one department (billings, analytics and statements by department; issue 32). */
    index('orders_company_department_idx')
      .on(t.companyId, t.departmentId, t.createdAt)
      .where(sql`${t.departmentId} is not null`),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    /** A day's orders slot by slot, oldest placed first (the kitchen, the slot-sorted list, dispatch): read in order, no sort. */
    index('orders_delivery_date_idx').on(t.deliveryDate, t.deliverySlot, t.createdAt, t.id),
    /** The admin's order list filtered by delivery day, newest first. */
    index('orders_delivery_date_created_idx').on(t.deliveryDate, t.createdAt, t.id),
    uniqueIndex('orders_employee_idempotency_key').on(t.employeeId, t.idempotencyKey),
    /** The dispatch board: a day's orders counted by zone, slot and rider from the index alone. */
    index('orders_dispatch_idx').on(t.deliveryDate, t.zoneId, t.deliverySlot, t.riderId, t.status),
    /** A rider's run: their orders of a day, slot by slot. */
    index('orders_rider_run_idx')
      .on(t.riderId, t.deliveryDate, t.deliverySlot)
      .where(sql`${t.riderId} is not null`),
    /** Orders waiting for the employee's part of the payment, by when they lapse (issue 31). */
    index('orders_awaiting_payment_idx').on(t.paymentDueAt).where(sql`${t.status} = 'AWAITING_PAYMENT'`),
    /** The lateness pass: live orders not yet delivered nor found late. */
    index('orders_undelivered_idx')
      .on(t.deliveryDate, t.deliverySlot)
      .where(
        sql`${t.lateAt} is null and ${t.status} in ('PENDING', 'CONFIRMED', 'READY', 'OUT_FOR_DELIVERY')`,
      ),
    /** A restaurant's day slot by slot (its ticket board and kitchen sheet), oldest placed first. */
    index('orders_restaurant_day_idx').on(t.restaurantId, t.deliveryDate, t.deliverySlot, t.createdAt, t.id),
  ],
);

/**
 * Orders placed per UTC quarter-hour, for the admin's daily-orders chart (any time zone's day is a
 * run of whole quarter-hours). A quarter-hour is counted when the chart is first read after it has
 * been over for an hour; an order inserted later into a counted quarter-hour adds itself to it
 * (trigger orders_count_late, migration 0010), so the counts stay exact.
 */
export const orderCounts = pgTable('order_counts', {
  bucket: timestamp('bucket', { withTimezone: true }).primaryKey(),
  orders: integer('orders').notNull(),
});

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id')
      .notNull()
      .references(() => menuItems.id),
    name: text('name').notNull(),
    priceKobo: kobo('price_kobo').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_menu_item_idx').on(t.menuItemId)],
);

/** What each employee has spent (net of refunds) per calendar month; the budget check runs on it. */
export const monthlySpend = pgTable(
  'monthly_spend',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.accountId, { onDelete: 'cascade' }),
    monthKey: text('month_key').notNull(),
    spentKobo: kobo('spent_kobo').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.monthKey] })],
);

/** What each employee has spent (net of refunds) per delivery date; the company's day cap runs on it. */
export const daySpend = pgTable(
  'day_spend',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.accountId, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    spentKobo: kobo('spent_kobo').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.deliveryDate] })],
);

/** Portions of a menu item sold (net of refunds) per delivery date; its daily_limit runs on it. */
export const menuDaySales = pgTable(
  'menu_day_sales',
  {
    menuItemId: uuid('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.menuItemId, t.deliveryDate] })],
);

/** Platform-wide ordering rules set by the platform admin: a single row (id 1). */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Ordering for a delivery date closes at this time of that date, minutes after midnight in `time_zone`. */
    orderCutoffMinutes: integer('order_cutoff_minutes')
      .notNull()
      .default(10 * 60 + 30),
    timeZone: text('time_zone').notNull().default('Africa/Lagos'),
    /** How many days ahead of today an employee may order (0–14). */
    maxDaysAhead: integer('max_days_ahead').notNull().default(7),
    /** A slot is orderable only while it is at least this many minutes away (cooking and delivery). */
    minLeadMinutes: integer('min_lead_minutes').notNull().default(90),
    /** The delivery slots offered, 'HH:MM' in the company's time zone, in time order. */
    slots: text('slots').array().notNull().default(sql`'{12:00,12:30,13:00}'::text[]`),
    /** The seller on every tax invoice (issue 31): registered name, tax identification number, address. */
    sellerLegalName: text('seller_legal_name').notNull().default(''),
    sellerTin: text('seller_tin').notNull().default(''),
    sellerAddress: text('seller_address').notNull().default(''),
    /** VAT rate in basis points (750 = 7.5 %). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(750),
    /** Whether menu prices and fees already include VAT (the invoice then takes it out of them). */
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    /** Whom a person writes to about their data (issue 33): shown on the privacy page; '' = not set yet. */
    privacyContactEmail: text('privacy_contact_email').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('platform_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The wallet ledger: every top-up, order charge and refund. Paid rows add up to the wallet:
 * wallet = paid top-ups + paid refunds − paid charges. Amounts are positive kobo.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.accountId),
    type: text('type', {
      enum: [
        'wallet_topup',
        'order_charge',
        'order_refund',
        'delivery_fee',
        'delivery_fee_refund',
        'issue_refund',
      ],
    }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'abandoned'] }).notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    reference: text('reference').notNull(),
    /** Who the movement is for: the company (top-ups) or the ordering employee. */
    email: text('email').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    provider: text('provider'),
    /** How a top-up was paid (issue 31); null for every other movement. */
    method: text('method', { enum: ['card', 'bank_transfer', 'auto_topup'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ledger_reference_key').on(t.reference),
    /**
     * A company's ledger newest first; the trailing columns let its daily-spend chart sum a day's
     * charges and refunds from the index alone.
     */
    index('ledger_company_created_idx').on(t.companyId, t.createdAt, t.id, t.type, t.status, t.amountKobo),
    index('ledger_created_idx').on(t.createdAt, t.id),
    /** A company's paid top-ups: what it spent is their sum less its wallet. */
    index('ledger_company_topups_idx')
      .on(t.companyId)
      .where(sql`${t.type} = 'wallet_topup' and ${t.status} = 'paid'`),
    index('ledger_order_idx').on(t.orderId),
  ],
);

/**
 * An employee's delivery addresses (issue 29). The address given at onboarding is the first;
 * `default_for` names the week days it is used for when an order names none. A zone holds it when
 * the SQL function area_key(state, area) (migration 0018) equals one of the zone's area keys.
 */
export const employeeAddresses = pgTable(
  'employee_addresses',
  {
    id: id(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.accountId, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2').notNull().default(''),
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
    state: text('state').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    defaultFor: textList('default_for'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('employee_addresses_employee_idx').on(t.employeeId, t.createdAt, t.id)],
);

/** Delivery zones (issue 29): the areas the platform delivers to, each with its fee and, optionally, its own slots and cut-off. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    name: text('name').notNull(),
    deliveryFeeKobo: kobo('delivery_fee_kobo').notNull(),
    /** 'HH:MM' in the company's time zone, in time order; null: the platform's. */
    slots: text('slots').array(),
    /** Minutes after midnight in the platform's time zone; null: the platform's cut-off. */
    orderCutoffMinutes: integer('order_cutoff_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_zones_name_key').on(sql`lower(${t.name})`),
    check('delivery_zones_fee_not_negative', sql`${t.deliveryFeeKobo} >= 0`),
  ],
);

/**
 * The areas of each zone; `area_key` is area_key(state, area) (migration 0018: trimmed, case and
 * accents ignored), so an area is in one zone at most.
 */
export const deliveryZoneAreas = pgTable(
  'delivery_zone_areas',
  {
    areaKey: text('area_key').primaryKey(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    area: text('area').notNull(),
  },
  (t) => [index('delivery_zone_areas_zone_idx').on(t.zoneId)],
);

/**
 * One delivery fee per employee, delivery day, slot and address (issue 29): `orders` counts the
 * live orders (not declined or cancelled) that share it. The first takes the fee from the wallet
 * (`fee_kobo`, a `delivery_fee` ledger row); the last to be refunded gives it back. Locked, like
 * day_spend, before the company row (decision 010).
 */
export const deliveryFeeGroups = pgTable(
  'delivery_fee_groups',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.accountId, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliverySlot: text('delivery_slot').notNull(),
    addressKey: text('address_key').notNull(),
    orders: integer('orders').notNull(),
    feeKobo: kobo('fee_kobo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.deliveryDate, t.deliverySlot, t.addressKey] })],
);

export const mealSuggestions = pgTable(
  'meal_suggestions',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('meal_suggestions_created_idx').on(t.createdAt, t.id)],
);

/** The durable job queue (emails, reminders): polled with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Makes enqueueing idempotent (e.g. one lunch reminder per employee per day). */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** When the job last succeeded or failed its last attempt (purgeFinished keeps it KEEP_FINISHED). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    /** The claimed jobs by lease, so finding those whose lease ran out reads only them (JobQueue.claim). */
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey),
  ],
);

/** Demo outbox: mail kept here instead of sent when no SMTP_URL is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * One row: the menu's version, raised (by a trigger, migration 0011) in the transaction of every
 * write to menu_items, ratings included. With an employee's menu_version it says whether a menu
 * page this process showed them is still what the database would answer (modules/menu/menu-cache.ts).
 */
export const menuState = pgTable('menu_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/** Menu items an employee marked with a heart. */
export const menuFavourites = pgTable(
  'menu_favourites',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.accountId, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.menuItemId] })],
);

/** An employee's rating of one of their delivered or confirmed orders; rating again replaces it. */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.accountId, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('order_ratings_stars', sql`${t.stars} between 1 and 5`),
    index('order_ratings_updated_idx').on(t.updatedAt),
  ],
);

/** An employee's auto-order preferences: which week days, dates skipped, price ceiling, repeats avoided. */
export const autoOrderSettings = pgTable('auto_order_settings', {
  employeeId: uuid('employee_id')
    .primaryKey()
    .references(() => employees.accountId, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** MON…SUN */
  days: textList('days'),
  /** 'YYYY-MM-DD' delivery dates not to order for. */
  skipDates: textList('skip_dates'),
  /** Most an auto-placed order may cost, in kobo; null: no ceiling of their own. */
  maxPriceKobo: kobo('max_price_kobo'),
  /** A dish eaten in this many days before the date is not chosen again (0–14). */
  avoidRepeatDays: integer('avoid_repeat_days').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * What auto-ordering did for an employee and a delivery date: the order placed, or why none was.
 * Its primary key makes the "we ordered" and "we could not order" emails go out once per date.
 */
export const autoOrderOutcomes = pgTable(
  'auto_order_outcomes',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.accountId, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.deliveryDate] })],
);

/**
 * An auto-order run of one delivery date (modules/auto-order/auto-order.run.ts): its state and
 * progress, written as it goes so any server process can answer `GET /api/admin/auto-orders/runs/:date`,
 * and the lease of the run going (`run_id` until `locked_until`, renewed with each progress write):
 * a second run of the date does not start while it holds.
 */
export const autoOrderRuns = pgTable(
  'auto_order_runs',
  {
    deliveryDate: date('delivery_date', { mode: 'string' }).primaryKey(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull(),
    /** Employees with auto-order enabled when the run started. */
    total: integer('total').notNull().default(0),
    placed: integer('placed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why the last attempt failed (status failed). */
    error: text('error'),
    runId: uuid('run_id'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [check('auto_order_runs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`)],
);

/** What the latest run of a date did for each employee: the order placed (and its dish), or why none was. */
export const autoOrderRunEntries = pgTable(
  'auto_order_run_entries',
  {
    deliveryDate: date('delivery_date', { mode: 'string' })
      .notNull()
      .references(() => autoOrderRuns.deliveryDate, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.accountId, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    dish: text('dish'),
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.deliveryDate, t.employeeId] })],
);

/**
 * Riders (issue 29): accounts of type Rider, invited by a platform admin. They carry the orders
 * assigned to them (orders.rider_id) in the zones they ride (rider_zones).
 */
export const riders = pgTable('riders', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: createdAt(),
});

/** The zones each rider rides: automatic dispatch shares a zone's orders among them. */
export const riderZones = pgTable(
  'rider_zones',
  {
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.accountId, { onDelete: 'cascade' }),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.riderId, t.zoneId] }), index('rider_zones_zone_idx').on(t.zoneId)],
);

/**
 * A problem an employee reported with an order (issue 29), one per order, and how the platform
 * admin put it right: a refund (whole or partial) goes back to the wallet and the budget once
 * (its ledger row's reference is `issue:<id>`).
 */
export const orderIssues = pgTable(
  'order_issues',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.accountId, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.accountId),
    kind: text('kind', {
      enum: ['late', 'missing_item', 'wrong_item', 'quality', 'not_delivered'],
    }).notNull(),
    note: text('note').notNull().default(''),
    /** The order's dishes the problem is about: [{food_menu, name, quantity}]. */
    items: jsonb('items')
      .$type<Array<{ food_menu: string; name: string; quantity: number }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolution: text('resolution', { enum: ['refund', 'partial_refund', 'no_action'] }),
    refundKobo: kobo('refund_kobo').notNull().default(0),
    reply: text('reply').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_issues_order_key').on(t.orderId),
    /** The admin's list: open ones first, oldest first; resolved newest first. */
    index('order_issues_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** The platform's own kitchen: the restaurant of every dish made before restaurants (migration 0020). */
export const PLATFORM_KITCHEN_ID = '00000000-0000-7000-8000-000000000001';

/**
 * Restaurant partners (issue 30). A platform admin adds one; its contact email gets an invitation
 * code with which the restaurant signs up (`account_id`, account type Restaurant). A suspended
 * restaurant's dishes are not offered and it cannot sign in.
 */
export const restaurants = pgTable(
  'restaurants',
  {
    id: id(),
    name: text('name').notNull(),
    cuisines: textList('cuisines'),
    address: text('address').notNull(),
    /** The platform's commission on each delivered order, in basis points (1250 = 12.5 %). */
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The code mailed to the contact email; signing up with it links the account (then null). */
    invitationCode: text('invitation_code'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['ACTIVE', 'SUSPENDED'] })
      .notNull()
      .default('ACTIVE'),
    /** Delivery days it cooks (MON…SUN); empty: every day. */
    openingDays: textList('opening_days'),
    /** Its own order cut-off, minutes after midnight in the platform's time zone (never later than the platform's); null: the platform's. */
    orderCutoffMinutes: integer('order_cutoff_minutes'),
    /** Orders it takes per delivery slot; null: no limit (restaurant_slot_orders counts them). */
    slotCapacity: integer('slot_capacity'),
    payoutBankCode: text('payout_bank_code').notNull(),
    payoutAccountNumber: text('payout_account_number').notNull(),
    payoutAccountName: text('payout_account_name').notNull(),
    /** Paystack's transfer recipient for the bank account it was made for (`recipient_account`: "bank_code:account_number"). */
    recipientCode: text('recipient_code'),
    recipientAccount: text('recipient_account'),
    /** The sum and count of the ratings of its orders (kept with each rating, like a dish's). */
    ratingStars: integer('rating_stars').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('restaurants_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('restaurants_account_key').on(t.accountId),
    uniqueIndex('restaurants_invitation_code_key').on(t.invitationCode),
    check('restaurants_commission_range', sql`${t.commissionBasisPoints} between 0 and 10000`),
    check('restaurants_capacity_positive', sql`${t.slotCapacity} is null or ${t.slotCapacity} > 0`),
  ],
);

/** The delivery zones a restaurant serves. */
export const restaurantZones = pgTable(
  'restaurant_zones',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.zoneId] }),
    index('restaurant_zones_zone_idx').on(t.zoneId),
  ],
);

/**
 * Live orders (not declined or cancelled) a restaurant holds per delivery day and slot: its
 * slot_capacity runs on it. Checkout adds one under the row's lock, a refund takes one back
 * (like menu_day_sales and portions).
 */
export const restaurantSlotOrders = pgTable(
  'restaurant_slot_orders',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliverySlot: text('delivery_slot').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.deliveryDate, t.deliverySlot] })],
);

/**
 * A restaurant's money (issue 30), positive kobo each row:
 * - `earning` (what a delivered order earns it: its total less the commission) and `commission`
 *   (the platform's part), one each per delivered order;
 * - `earning_reversal` and `commission_reversal`: a refund after delivery taking them back in the
 *   same proportion;
 * - `payout`: a Paystack transfer of its balance (`pending` until the webhook says `paid` or
 *   `failed`; a failed payout's money is owed again).
 * Balance = earnings − earning reversals − payouts pending or paid.
 */
export const restaurantLedger = pgTable(
  'restaurant_ledger',
  {
    id: id(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    type: text('type', {
      enum: ['earning', 'commission', 'earning_reversal', 'commission_reversal', 'payout'],
    }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    /** Unique: `earning:<order id>`, `commission:<order id>`, `earning_reversal:<refund reference>`…, a payout's transfer reference. */
    reference: text('reference').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** A payout's Paystack transfer code and, when it failed, why. */
    transferCode: text('transfer_code'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('restaurant_ledger_reference_key').on(t.reference),
    index('restaurant_ledger_restaurant_created_idx').on(t.restaurantId, t.createdAt, t.id),
    index('restaurant_ledger_order_idx').on(t.orderId),
    check('restaurant_ledger_amount_positive', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * A company's own bank account for transfers (issue 31): a Paystack customer and its dedicated
 * virtual account (NUBAN). A transfer into it is a `charge.success` webhook on channel
 * `dedicated_nuban` naming `customer_code`; it credits the wallet once per reference.
 */
export const virtualAccounts = pgTable('virtual_accounts', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.accountId),
  customerCode: text('customer_code').notNull().unique(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  /** Paystack's word for it: `active` once the bank has assigned it, else `pending`. */
  status: text('status').notNull(),
  provider: text('provider').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A bank transfer received for a Paystack customer that is none of our companies: credits nobody,
 * kept for the platform admin (once per reference).
 */
export const unmatchedTransfers = pgTable(
  'unmatched_transfers',
  {
    id: id(),
    reference: text('reference').notNull(),
    customerCode: text('customer_code'),
    amountKobo: kobo('amount_kobo').notNull(),
    /** The verified transaction as Paystack answered it. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('unmatched_transfers_reference_key').on(t.reference),
    index('unmatched_transfers_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Auto top-up (issue 31): a company's saved card (a reusable Paystack authorization) and when to
 * charge it. `armed` is true while the wallet is at or above `threshold_kobo`; the charge that takes
 * it below disarms it and queues one top-up; a paid top-up that lifts it back re-arms it.
 * `failures` counts failed charges in a row; at three auto top-up switches itself off.
 */
export const autoTopups = pgTable('auto_topups', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.accountId),
  enabled: boolean('enabled').notNull().default(false),
  thresholdKobo: kobo('threshold_kobo').notNull().default(0),
  amountKobo: kobo('amount_kobo').notNull().default(0),
  authorizationCode: text('authorization_code'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: text('card_exp_month'),
  cardExpYear: text('card_exp_year'),
  /** The email the card was authorized with (Paystack charges an authorization with it). */
  cardEmail: text('card_email'),
  armed: boolean('armed').notNull().default(true),
  failures: integer('failures').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * The last number issued of each numbered document kind (`invoice`, `credit_note`): the counter
 * row is updated in the transaction that issues the document, so numbers have no gaps and no
 * repeats.
 */
export const documentCounters = pgTable('document_counters', {
  kind: text('kind').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * Tax invoices and credit notes (issue 31), immutable once issued (a trigger refuses UPDATE and
 * DELETE). An invoice covers a company's delivered orders of one month; a credit note one refund
 * of an invoiced order and names its invoice. Seller, buyer and lines are copied as they were at
 * issue. Amounts in kobo: net + VAT = gross.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** `INV-000001` or `CN-000001`. */
    number: text('number').notNull(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.accountId),
    /** 'YYYY-MM': the month the invoice covers (a credit note: its invoice's month). */
    month: text('month').notNull(),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id'),
    /** A credit note's order. */
    orderId: uuid('order_id').references(() => orders.id),
    seller: jsonb('seller').$type<Record<string, unknown>>().notNull(),
    buyer: jsonb('buyer').$type<Record<string, unknown>>().notNull(),
    lines: jsonb('lines').$type<Array<Record<string, unknown>>>().notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    netKobo: kobo('net_kobo').notNull(),
    vatKobo: kobo('vat_kobo').notNull(),
    grossKobo: kobo('gross_kobo').notNull(),
    /** What employees paid themselves for the invoiced orders (shown apart; not in the totals). */
    employeeContributionsKobo: kobo('employee_contributions_kobo').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_company_month_key').on(t.companyId, t.month).where(sql`${t.kind} = 'invoice'`),
    index('invoices_company_issued_idx').on(t.companyId, t.issuedAt, t.id),
    index('invoices_issued_idx').on(t.issuedAt, t.id),
  ],
);

/** Which invoice charged an order, and how much of it (kobo, VAT included): what a later refund credits. */
export const invoicedOrders = pgTable('invoiced_orders', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoices.id),
  /** The company's part of the order and its delivery fee, net of refunds before the invoice. */
  invoicedKobo: kobo('invoiced_kobo').notNull(),
  /** What credit notes have credited of it since. */
  creditedKobo: kobo('credited_kobo').notNull().default(0),
});

/**
 * What employees pay themselves (issue 31, "pay the difference"), apart from the company wallet's
 * ledger: a `contribution` (a Paystack payment by the employee's card, `pending` until verified)
 * and, when the order is refunded, a `contribution_refund` (a Paystack refund of it).
 */
export const employeePayments = pgTable(
  'employee_payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.accountId),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.accountId),
    type: text('type', { enum: ['contribution', 'contribution_refund'] }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'abandoned'] }).notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    /** A contribution's payment page. */
    authorizationUrl: text('authorization_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employee_payments_reference_key').on(t.reference),
    uniqueIndex('employee_payments_order_type_key').on(t.orderId, t.type),
    index('employee_payments_company_created_idx').on(t.companyId, t.createdAt, t.id),
    check('employee_payments_amount_positive', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * The people who run a company's account (issue 32): the account that signed the company up is
 * its first owner (company_id = account_id); others are invited by an owner (INVITED, with the
 * code mailed to them), sign up with it (ACTIVE) and may be removed (REMOVED, sessions ended).
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.accountId, { onDelete: 'cascade' }),
    /** The member's own sign-in; null while invited. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The member's own name ('' for an owner who signed the company up: shown by email). */
    name: text('name').notNull().default(''),
    role: text('role', { enum: ['owner', 'finance', 'people', 'viewer'] }).notNull(),
    status: text('status', { enum: ['INVITED', 'ACTIVE', 'REMOVED'] })
      .notNull()
      .default('INVITED'),
    /** The code of the invitation (8 letters and digits), until it is used. */
    invitationCode: text('invitation_code'),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    invitedBy: uuid('invited_by'),
    createdAt: createdAt(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('company_members_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('company_members_account_key').on(t.accountId),
    uniqueIndex('company_members_code_key').on(t.invitationCode),
    /** One live membership per email per company, even when two invitations race. */
    uniqueIndex('company_members_company_email_key')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`status <> 'REMOVED'`),
  ],
);

/**
 * A company's departments (issue 32): a cost centre, and rules that replace the company's for
 * their employees where set (null: as the company).
 */
export const departments = pgTable(
  'departments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.accountId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    costCentre: text('cost_centre').notNull().default(''),
    monthlyBudgetKobo: kobo('monthly_budget_kobo'),
    perOrderCapKobo: kobo('per_order_cap_kobo'),
    perDayCapKobo: kobo('per_day_cap_kobo'),
    /** Delivery days (MON…SUN); null: the company's. */
    orderDays: text('order_days').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('departments_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

/**
 * Who did what to a company's affairs (issue 32), written in the transaction of the change it
 * describes (lib/audit.ts). A trigger refuses UPDATE and DELETE (migration 0022).
 */
export const auditRecords = pgTable(
  'audit_records',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.accountId),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The account that made the change; null: the platform itself (a job). */
    actorAccountId: uuid('actor_account_id'),
    actorName: text('actor_name').notNull(),
    /** owner, finance, people, viewer (company members), admin (a platform admin) or system. */
    actorRole: text('actor_role').notNull(),
    /** What was done, as `thing.verb`: `member.invited`, `department.updated`, `settings.updated`… */
    action: text('action').notNull(),
    /** What it was done to, in words (an email, a department's name, an order's reference). */
    subject: text('subject').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_records_company_at_idx').on(t.companyId, t.at, t.id),
    index('audit_records_company_action_idx').on(t.companyId, t.action, t.at),
  ],
);

/**
 * Every giving and withdrawing of an employee's consent to keep their health data (issue 33): the
 * consent history their data export shows. The current consent is on `employees`.
 */
export const healthConsentRecords = pgTable(
  'health_consent_records',
  {
    id: id(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.accountId, { onDelete: 'cascade' }),
    action: text('action', { enum: ['given', 'withdrawn'] }).notNull(),
    /** The version of the consent text given (or the one withdrawn). */
    version: text('version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('health_consent_records_employee_idx').on(t.employeeId, t.createdAt)],
);

/**
 * Every time a platform admin opened a person's data (issue 33, docs/privacy.md): who, when, what
 * and whose. One person's (`subject_account_id`: a customer's detail), the deliveries of a day
 * with their addresses (`delivery_date`: the kitchen sheet, its CSV and labels; whose are the
 * people with an order that day), or a list of everyone (neither: the customers' or the
 * transactions' export). A person's data export lists the records that concern them.
 */
export const dataAccessRecords = pgTable(
  'data_access_records',
  {
    id: id(),
    actorAccountId: uuid('actor_account_id')
      .notNull()
      .references(() => accounts.id),
    /** customer_detail, kitchen_sheet, kitchen_csv, kitchen_labels, customers_export, transactions_export… */
    kind: text('kind').notNull(),
    subjectAccountId: uuid('subject_account_id').references(() => accounts.id),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_access_records_subject_idx')
      .on(t.subjectAccountId, t.createdAt)
      .where(sql`${t.subjectAccountId} is not null`),
    index('data_access_records_date_idx').on(t.deliveryDate).where(sql`${t.deliveryDate} is not null`),
    index('data_access_records_everyone_idx')
      .on(t.createdAt)
      .where(sql`${t.subjectAccountId} is null and ${t.deliveryDate} is null`),
  ],
);
