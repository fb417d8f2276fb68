import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { employees, menuItems } from '../../db/schema.js';

/** The signed-in employee's health list (`column` of employees), normalized like the menu's lists. */
const employeeList = (employeeId: string | Placeholder, column: SQL) =>
  sql`(select array(select lower(btrim(x)) from unnest(${column}) x where btrim(x) <> '')
    from ${employees} where ${employees.accountId} = ${employeeId})`;

/**
 * Contract §5, healthy meals: none of the item's allergens is one of the employee's allergies, and
 * when the employee listed conditions (diets) the item suits at least one of them. Written as
 * conditions on the employee's row, so the menu page is still one query. Auto-ordering chooses by
 * the same rule.
 */
export function healthyFilter(employeeId: string | Placeholder): SQL[] {
  const allergies = employeeList(employeeId, sql`${employees.allergies}`);
  const conditions = employeeList(employeeId, sql`${employees.medicalConditions}`);
  const diets = employeeList(employeeId, sql`${employees.dietaryPreferences}`);
  return [
    sql`not (${menuItems.allergens} && coalesce(${allergies}, '{}'))`,
    sql`(coalesce(cardinality(${conditions}), 0) = 0 or ${menuItems.suitableForConditions} && ${conditions})`,
    sql`(coalesce(cardinality(${diets}), 0) = 0 or ${menuItems.suitableForDiet} && ${diets})`,
  ];
}
