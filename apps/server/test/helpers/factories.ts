import { randomBytes } from 'node:crypto';
import type { CompanyRole } from '@lunch/contract/endpoint';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import {
  accounts,
  companies,
  companyMembers,
  employeeAddresses,
  employees,
  ledger,
  menuItems,
  restaurants,
  restaurantZones,
  riders,
  riderZones,
  sessions,
} from '../../src/db/schema.js';
import { ACCOUNT_TYPE_OF, type Role } from '../../src/lib/roles.js';
import { hashPassword, newSessionToken, sha256 } from '../../src/lib/secrets.js';
import { testApi } from './api.js';
import type { TestApp } from './app.js';

export const PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString('hex');

export type Actor = { id: string; email: string; token: string; headers: { authorization: string } };

async function session(db: Db, accountId: string, email: string): Promise<Actor> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    accountId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  return { id: accountId, email, token, headers: { authorization: `Bearer ${token}` } };
}

/** An account of one role (stored as the contract's account type); its email says the role. */
async function account(db: Db, role: Role, overrides: Partial<typeof accounts.$inferInsert> = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const [row] = await db
    .insert(accounts)
    .values({
      email: `${role}-${unique()}@example.com`,
      passwordHash: await passwordHash,
      accountType: ACCOUNT_TYPE_OF[role],
      emailVerified: true,
      onboarded: true,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A verified, onboarded company with a signed-in session; `walletKobo` is credited as a paid top-up. */
export async function createCompany(
  t: Pick<TestApp, 'db'>,
  options: {
    name?: string;
    walletKobo?: number;
    monthlyBudgetKobo?: number;
    timeZone?: string;
    email?: string;
  } = {},
) {
  const row = await account(t.db, 'company', {
    ...(options.email ? { email: options.email } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  await t.db.insert(companies).values({
    accountId: row.id,
    name: options.name ?? `Company ${unique()}`,
    website: 'https://example.com',
    addressLine1: '1 Marina',
    addressLine2: 'Floor 2',
    city: 'Lagos',
    state: 'Lagos',
    country: 'Nigeria',
    zipCode: '100001',
    size: '50-100',
    monthlyBudgetKobo: options.monthlyBudgetKobo ?? 50_000_00,
  });
  if (options.walletKobo) await creditWallet(t, row.id, options.walletKobo);
  return session(t.db, row.id, row.email);
}

/**
 * A signed-in member of `company` in `role` (issue 32), as if they had accepted an owner's
 * invitation: a Company account of their own, ACTIVE in the company's members.
 */
export async function createMember(
  t: Pick<TestApp, 'db'>,
  company: Pick<Actor, 'id'>,
  role: CompanyRole,
  options: { name?: string } = {},
) {
  const row = await account(t.db, 'company');
  await t.db.insert(companyMembers).values({
    companyId: company.id,
    accountId: row.id,
    email: row.email,
    name: options.name ?? `A ${role} member`,
    role,
    status: 'ACTIVE',
    joinedAt: new Date(),
  });
  return session(t.db, row.id, row.email);
}

/** Adds a paid top-up ledger row and the same amount to the wallet (keeps the ledger equal to the balance). */
export async function creditWallet(
  t: Pick<TestApp, 'db'>,
  companyId: string,
  amountKobo: number,
  paidAt?: Date,
) {
  await t.db.transaction(async (tx) => {
    const [company] = await tx
      .update(companies)
      .set({ walletKobo: sql`${companies.walletKobo} + ${amountKobo}` })
      .where(eq(companies.accountId, companyId))
      .returning();
    const [owner] = await tx.select().from(accounts).where(eq(accounts.id, companyId));
    await tx.insert(ledger).values({
      companyId,
      type: 'wallet_topup',
      status: 'paid',
      amountKobo,
      reference: `test_${unique()}`,
      email: owner!.email,
      provider: 'test',
      ...(paidAt ? { createdAt: paidAt, updatedAt: paidAt } : {}),
    });
    return company;
  });
}

export async function createEmployee(
  t: Pick<TestApp, 'db'>,
  companyId: string,
  options: {
    firstName?: string;
    lastName?: string;
    email?: string;
    timeZone?: string;
    lunchTimeMinutes?: number | null;
    allergies?: string[];
    medicalConditions?: string[];
    dietaryPreferences?: string[];
    onboarded?: boolean;
  } = {},
) {
  const row = await account(t.db, 'employee', {
    onboarded: options.onboarded ?? true,
    ...(options.email ? { email: options.email } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  await t.db.insert(employees).values({
    accountId: row.id,
    companyId,
    createdAt: sql`(select created_at from accounts where id = ${row.id})`,
    firstName: options.firstName ?? 'Staff',
    lastName: options.lastName ?? `Member ${unique()}`,
    addressLine1: '2 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    zipCode: '100271',
    lunchTimeMinutes: options.lunchTimeMinutes === undefined ? 12 * 60 + 30 : options.lunchTimeMinutes,
    allergies: options.allergies ?? [],
    medicalConditions: options.medicalConditions ?? [],
    dietaryPreferences: options.dietaryPreferences ?? [],
  });
  // The onboarding address is the employee's first delivery address.
  await t.db.insert(employeeAddresses).values({
    employeeId: row.id,
    label: 'Home',
    addressLine1: '2 Allen Avenue',
    city: 'Ikeja',
    area: 'Ikeja',
    state: 'Lagos',
  });
  return session(t.db, row.id, row.email);
}

export async function createAdmin(t: Pick<TestApp, 'db'>) {
  const row = await account(t.db, 'admin');
  return session(t.db, row.id, row.email);
}

/** A signed-in rider riding `zoneIds` (as a platform admin's invitation makes one, with a known password). */
export async function createRider(
  t: Pick<TestApp, 'db'>,
  options: { firstName?: string; zoneIds?: string[]; phoneNumber?: string } = {},
) {
  const row = await account(t.db, 'rider', { phoneNumber: options.phoneNumber ?? '8031234567' });
  await t.db
    .insert(riders)
    .values({ accountId: row.id, firstName: options.firstName ?? 'Rider', lastName: unique() });
  const zoneIds = options.zoneIds ?? [];
  if (zoneIds.length > 0)
    await t.db.insert(riderZones).values(zoneIds.map((zoneId) => ({ riderId: row.id, zoneId })));
  return session(t.db, row.id, row.email);
}

/**
 * A signed-up restaurant with a signed-in session (as a platform admin's invitation and its sign-up
 * make one): commission 10 %, every day open, no capacity, serving `zoneIds`. `restaurantId` is the
 * restaurants row; the actor's `id` is its account.
 */
export async function createRestaurant(
  t: Pick<TestApp, 'db'>,
  options: Partial<typeof restaurants.$inferInsert> & { zoneIds?: string[] } = {},
): Promise<Actor & { restaurantId: string; name: string }> {
  const { zoneIds = [], ...overrides } = options;
  const row = await account(t.db, 'restaurant');
  const [restaurant] = await t.db
    .insert(restaurants)
    .values({
      name: `Restaurant ${unique()}`,
      cuisines: ['Nigerian'],
      address: '12 Allen Avenue, Ikeja, Lagos',
      commissionBasisPoints: 1000,
      contactEmail: row.email,
      accountId: row.id,
      payoutBankCode: '058',
      payoutAccountNumber: '0123456789',
      payoutAccountName: 'Restaurant Ltd',
      ...overrides,
    })
    .returning();
  if (zoneIds.length > 0)
    await t.db
      .insert(restaurantZones)
      .values(zoneIds.map((zoneId) => ({ restaurantId: restaurant!.id, zoneId })));
  return {
    ...(await session(t.db, row.id, row.email)),
    restaurantId: restaurant!.id,
    name: restaurant!.name,
  };
}

export async function createMenuItem(
  t: Pick<TestApp, 'db'>,
  overrides: Partial<typeof menuItems.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(menuItems)
    .values({
      name: `Jollof rice ${unique()}`,
      description: 'Smoky party jollof with plantain',
      priceKobo: 2_500_00,
      categories: ['Main Course'],
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Invites `email` to the company through the API (`POST /invitations`), as the company does:
 * the invitation's id, code (`invitation_token`) and status.
 */
export async function inviteEmployee(t: Pick<TestApp, 'app'>, company: Actor, email: string) {
  const res = await testApi(t).post('/invitations', { as: company, body: { employee_work_email: email } });
  if (res.statusCode !== 200) throw new Error(`POST /invitations answered ${res.statusCode}: ${res.body}`);
  return res.data;
}

/** The wallet and what its paid ledger rows add up to; a test asserts they are equal. */
export async function walletAndLedger(t: Pick<TestApp, 'database'>, companyId: string) {
  const [row] = await t.database.rows<{ wallet: string; ledger: string }>(sql`
    select c.wallet_kobo::text as wallet,
      coalesce(sum(case when l.type in ('order_charge', 'delivery_fee') then -l.amount_kobo else l.amount_kobo end)
        filter (where l.status = 'paid'), 0)::text as ledger
    from companies c left join ledger l on l.company_id = c.account_id
    where c.account_id = ${companyId} group by c.wallet_kobo`);
  return { wallet: Number(row?.wallet), ledger: Number(row?.ledger) };
}
