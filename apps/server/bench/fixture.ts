/**
 * What the benchmark's scenarios act on, written straight into the database before the server
 * starts, and the checks of what checkout did to it afterwards.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { menuItems } from '../src/db/schema.js';
import {
  createCompany,
  createEmployee,
  createMenuItem,
  createRestaurant,
  walletAndLedger,
} from '../test/helpers/factories.js';

/** A refused-order company: its wallet covers 30 orders, each of its 20 employees' budget 2. */
export const REFUSAL_PRICE_KOBO = 1_000_00;
const REFUSAL_EMPLOYEES = 20;
/** The menu an employee browses: 50 restaurants of 40 dishes each (issue 30). */
const RESTAURANTS = 50;
const DISHES_PER_RESTAURANT = 40;
const CUISINES = ['Nigerian', 'Ghanaian', 'Lebanese', 'Chinese', 'Indian'];

export type Fixture = {
  companyId: string;
  /** One busy company: 50 employees with allergies and diets (the health filter is on). */
  employeeTokens: string[];
  /** The first restaurant's dishes: an order holds dishes of one restaurant. */
  itemIds: string[];
  refusalCompanyId: string;
  refusalTokens: string[];
  refusalItemId: string;
};

export async function seedFixture(database: Database): Promise<Fixture> {
  const t = { db: database.db, database };
  const company = await createCompany(t, {
    walletKobo: 1_000_000_000_00,
    monthlyBudgetKobo: 1_000_000_000_00,
  });
  const employeeTokens: string[] = [];
  for (let i = 0; i < 50; i++) {
    const employee = await createEmployee(t, company.id, {
      allergies: ['peanuts'],
      dietaryPreferences: ['halal'],
    });
    employeeTokens.push(employee.token);
  }
  const itemIds: string[] = [];
  for (let r = 0; r < RESTAURANTS; r++) {
    const restaurant = await createRestaurant(t, {
      name: `Bench restaurant ${r}`,
      cuisines: [CUISINES[r % CUISINES.length]!],
    });
    const rows = await database.db
      .insert(menuItems)
      .values(
        Array.from({ length: DISHES_PER_RESTAURANT }, (_, i) => ({
          restaurantId: restaurant.restaurantId,
          name: `Dish ${r}-${i}`,
          description: 'A bench dish',
          priceKobo: 1_000_00 + i * 50_00,
          categories: ['Main Course'],
          allergens: i % 4 === 0 ? ['peanuts'] : [],
          suitableForDiet: i % 3 === 0 ? ['halal'] : ['vegan'],
        })),
      )
      .returning({ id: menuItems.id });
    if (r === 0) itemIds.push(...rows.map((row) => row.id));
  }
  const refusal = await createCompany(t, {
    walletKobo: 30 * REFUSAL_PRICE_KOBO,
    monthlyBudgetKobo: 2 * REFUSAL_PRICE_KOBO,
  });
  const refusalTokens: string[] = [];
  for (let i = 0; i < REFUSAL_EMPLOYEES; i++) {
    refusalTokens.push((await createEmployee(t, refusal.id)).token);
  }
  const refusalItem = await createMenuItem(t, { priceKobo: REFUSAL_PRICE_KOBO });
  return {
    companyId: company.id,
    employeeTokens,
    itemIds,
    refusalCompanyId: refusal.id,
    refusalTokens,
    refusalItemId: refusalItem.id,
  };
}

/** Problems found in a company's money after checkout ran on it; empty when all is exact. */
export async function moneyProblems(database: Database, companyId: string): Promise<string[]> {
  const problems: string[] = [];
  const t = { db: database.db, database };
  const { wallet, ledger } = await walletAndLedger(t, companyId);
  if (wallet < 0) problems.push(`wallet is negative (${wallet})`);
  if (wallet !== ledger) problems.push(`wallet ${wallet} differs from its ledger ${ledger}`);
  const spends = await database.rows<{
    employee_id: string;
    spent: string;
    orders: string;
    budget: string;
  }>(sql`
    select e.account_id as employee_id, coalesce(ms.spent_kobo, 0)::text as spent,
      c.monthly_budget_kobo::text as budget,
      (select coalesce(sum(o.total_kobo), 0) from orders o
        where o.employee_id = e.account_id and o.status not in ('DECLINED', 'CANCELLED'))::text as orders
    from employees e join companies c on c.account_id = e.company_id
    left join monthly_spend ms on ms.employee_id = e.account_id
    where e.company_id = ${companyId}`);
  for (const row of spends) {
    if (Number(row.spent) > Number(row.budget))
      problems.push(`an employee spent ${row.spent} over a budget of ${row.budget}`);
    if (Number(row.spent) !== Number(row.orders))
      problems.push(`an employee's spend ${row.spent} differs from their orders ${row.orders}`);
  }
  const [charges] = await database.rows<{ orders: string; charges: string }>(sql`
    select (select count(*) from orders where company_id = ${companyId})::text as orders,
      (select count(*) from ledger where company_id = ${companyId} and type = 'order_charge')::text as charges`);
  if (charges!.orders !== charges!.charges)
    problems.push(`${charges!.orders} orders but ${charges!.charges} charges`);
  return problems;
}

/** After the refusal scenario: both refusals happened (wallet exhausted, some budget reached). */
export async function refusalProblems(database: Database, companyId: string): Promise<string[]> {
  const [row] = await database.rows<{ wallet: string; at_budget: string }>(sql`
    select c.wallet_kobo::text as wallet,
      (select count(*) from monthly_spend ms join employees e on e.account_id = ms.employee_id
        where e.company_id = c.account_id and ms.spent_kobo + ${REFUSAL_PRICE_KOBO} > c.monthly_budget_kobo)::text as at_budget
    from companies c where c.account_id = ${companyId}`);
  const problems: string[] = [];
  if (Number(row!.wallet) >= REFUSAL_PRICE_KOBO)
    problems.push('the wallet was never exhausted: wallet refusals not exercised');
  if (Number(row!.at_budget) === 0)
    problems.push('no employee reached the budget: budget refusals not exercised');
  return problems;
}
