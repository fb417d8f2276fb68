import {
  type CreateDepartmentSchema,
  type Department,
  koboToNaira,
  type UpdateDepartmentSchema,
  type UserRow,
  WEEK_DAYS,
} from '@lunch/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { accounts, departments, employees } from '../../db/schema.js';
import { type Actor, changedFields, recordChange } from '../../domain/audit/audit.js';
import { AppError, badRequest, databaseError, notFound } from '../../lib/errors.js';
import { findCustomer } from '../customers/customers.service.js';

/**
 * A company's departments (issue 32, docs/departments.md): each has a name (unique in the company,
 * case aside: departments_company_name_key), a cost centre, and rules that replace the company's for
 * the employees in it where set (null: as the company). Which rules apply to an employee is read by
 * checkout, auto-order and the delivery options (domain/delivery `programmeColumns`, domain/budget
 * `effectiveBudgetKobo`); this module writes the departments and who is in them. Every change is
 * recorded (domain/audit) in its own transaction.
 */

type DepartmentRow = typeof departments.$inferSelect;
type CreateInput = z.output<typeof CreateDepartmentSchema>;
type UpdateInput = z.output<typeof UpdateDepartmentSchema>;

const money = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

/** A department's values as the wire (and its audit records) show them. */
const valuesOf = (row: DepartmentRow) => ({
  name: row.name,
  cost_centre: row.costCentre,
  monthly_budget: money(row.monthlyBudgetKobo),
  per_order_cap: money(row.perOrderCapKobo),
  per_day_cap: money(row.perDayCapKobo),
  order_days: row.orderDays === null ? null : WEEK_DAYS.filter((day) => row.orderDays!.includes(day)),
});

const present = (row: DepartmentRow, employeeCount: number): Department => ({
  id: row.id,
  ...valuesOf(row),
  employees: employeeCount,
  created_at: row.createdAt.toISOString(),
});

/** How many employees each of `ids` has. */
async function headCounts(ex: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select({ id: employees.departmentId, employees: count() })
    .from(employees)
    .where(inArray(employees.departmentId, ids))
    .groupBy(employees.departmentId);
  return new Map(rows.map((row) => [row.id!, row.employees]));
}

/** `GET /company/departments`: the company's departments by name, each with its head count. */
export async function listDepartments(ctx: AppContext, companyId: string): Promise<Department[]> {
  const rows = await ctx.db
    .select()
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(sql`lower(${departments.name})`, asc(departments.id));
  const counts = await headCounts(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => present(row, counts.get(row.id) ?? 0));
}

const nameTaken = (name: string) =>
  new AppError('CONFLICT', `Your company already has a department named "${name}": choose another name.`, [
    { path: 'name', message: `Your company already has a department named "${name}"` },
  ]);

/** A name another department of the company has (case aside) is 409 naming the field, even when two requests race. */
function asNameTaken(error: unknown, name: string | undefined): unknown {
  const violation = databaseError(error, '23505') as { constraint?: string } | undefined;
  if (name !== undefined && violation?.constraint === 'departments_company_name_key') return nameTaken(name);
  return error;
}

/** The row values of a department's fields as sent (only those sent). */
const columnsOf = (input: Partial<CreateInput>) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.cost_centre !== undefined && { costCentre: input.cost_centre }),
  ...(input.monthly_budget !== undefined && { monthlyBudgetKobo: input.monthly_budget }),
  ...(input.per_order_cap !== undefined && { perOrderCapKobo: input.per_order_cap }),
  ...(input.per_day_cap !== undefined && { perDayCapKobo: input.per_day_cap }),
  ...(input.order_days !== undefined && { orderDays: input.order_days }),
});

/** `POST /company/departments`: a new department (409 for a name the company has), recorded. */
export async function createDepartment(
  ctx: AppContext,
  companyId: string,
  actor: Actor,
  input: CreateInput,
): Promise<Department> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(departments)
        .values({
          companyId,
          name: input.name,
          costCentre: input.cost_centre,
          monthlyBudgetKobo: input.monthly_budget,
          perOrderCapKobo: input.per_order_cap,
          perDayCapKobo: input.per_day_cap,
          orderDays: input.order_days,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordChange(tx, {
        companyId,
        actor,
        action: 'department.created',
        subject: row!.name,
        after: valuesOf(row!),
        at: now,
      });
      return present(row!, 0);
    });
  } catch (error) {
    throw asNameTaken(error, input.name);
  }
}

/** The company's department `id`, locked for the rest of the transaction; 404 for another company's. */
async function lockedDepartment(tx: Executor, companyId: string, id: string): Promise<DepartmentRow> {
  const [row] = await tx
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.companyId, companyId)))
    .for('update');
  if (!row) throw notFound('Department not found');
  return row;
}

/** `PATCH /company/departments/:id`: the fields sent change; a change is recorded with what it was. */
export async function updateDepartment(
  ctx: AppContext,
  companyId: string,
  actor: Actor,
  id: string,
  input: UpdateInput,
): Promise<Department> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await lockedDepartment(tx, companyId, id);
      const [after] = await tx
        .update(departments)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(eq(departments.id, id))
        .returning();
      const changed = changedFields(valuesOf(before), valuesOf(after!));
      if (changed) {
        await recordChange(tx, {
          companyId,
          actor,
          action: 'department.updated',
          subject: before.name,
          ...changed,
          at: now,
        });
      }
      return present(after!, (await headCounts(tx, [id])).get(id) ?? 0);
    });
  } catch (error) {
    throw asNameTaken(error, input.name);
  }
}

/**
 * `DELETE /company/departments/:id?move_to=`: a department without employees goes; one with
 * employees answers 409 unless `moveTo` names another department of the company (its employees
 * move there) or `none` (they leave for no department), in the same transaction. Both departments
 * are locked first, in id order, so two deletions moving employees into each other take turns, and
 * an employee being moved into the department waits (setEmployeeDepartment locks it too).
 * Invitations to it lose their department (the schema sets it null). Orders keep the department
 * they were placed under.
 */
export async function deleteDepartment(
  ctx: AppContext,
  companyId: string,
  actor: Actor,
  id: string,
  moveTo: string | undefined,
): Promise<{ moved: number; to: string | null }> {
  if (moveTo === id) {
    throw badRequest('move_to must name another department (or none)', [
      { path: 'move_to', message: 'Choose another department (or none) for its employees' },
    ]);
  }
  const now = ctx.clock.now();
  const target = moveTo !== undefined && moveTo !== 'none' ? moveTo : null;
  try {
    return await ctx.db.transaction(async (tx) => {
      const locked = await tx
        .select()
        .from(departments)
        .where(
          and(inArray(departments.id, target ? [id, target] : [id]), eq(departments.companyId, companyId)),
        )
        .orderBy(asc(departments.id))
        .for('update');
      const department = locked.find((row) => row.id === id);
      if (!department) throw notFound('Department not found');
      const destination = target ? locked.find((row) => row.id === target) : null;
      if (target && !destination) {
        throw notFound('The department to move its employees to (move_to) was not found');
      }
      const employeeCount = (await headCounts(tx, [id])).get(id) ?? 0;
      if (employeeCount > 0 && moveTo === undefined) {
        throw new AppError(
          'CONFLICT',
          `${department.name} has ${employeeCount === 1 ? '1 employee' : `${employeeCount} employees`}: to delete it, choose where they go (move_to: another department, or none).`,
          [{ path: 'move_to', message: 'Choose where its employees go: another department, or none' }],
        );
      }
      if (employeeCount > 0) {
        await tx
          .update(employees)
          .set({ departmentId: destination?.id ?? null })
          .where(eq(employees.departmentId, id));
      }
      await tx.delete(departments).where(eq(departments.id, id));
      await recordChange(tx, {
        companyId,
        actor,
        action: 'department.deleted',
        subject: department.name,
        before: { ...valuesOf(department), employees: employeeCount },
        after: employeeCount > 0 ? { employees_moved_to: destination?.name ?? null } : null,
        at: now,
      });
      return { moved: employeeCount, to: destination?.name ?? null };
    });
  } catch (error) {
    // An employee who joined it meanwhile, by a path that does not lock it (not expected): refused, nothing changed.
    if (databaseError(error, '23503')) {
      throw new AppError('CONFLICT', 'Employees joined this department meanwhile: try again.');
    }
    throw error;
  }
}

/**
 * `PATCH /users/employees/:id {department_id}`: moves one of the company's employees to one of its
 * departments (null: none); 404 for anyone else's employee or department. The department is locked
 * (key share) so it cannot be deleted under the move. A move is recorded
 * (`employee.department_changed`, the employee's email as subject); the same department again
 * changes nothing. Orders placed keep the department they were placed under.
 */
export async function setEmployeeDepartment(
  ctx: AppContext,
  companyId: string,
  actor: Actor,
  employeeId: string,
  departmentId: string | null,
): Promise<UserRow> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [employee] = await tx
      .select({
        email: accounts.email,
        departmentId: employees.departmentId,
        departmentName: departments.name,
      })
      .from(employees)
      .innerJoin(accounts, eq(accounts.id, employees.accountId))
      .leftJoin(departments, eq(departments.id, employees.departmentId))
      .where(and(eq(employees.accountId, employeeId), eq(employees.companyId, companyId)))
      .for('update', { of: employees });
    if (!employee) throw notFound('Employee not found');
    let name: string | null = null;
    if (departmentId !== null) {
      const [department] = await tx
        .select({ name: departments.name })
        .from(departments)
        .where(and(eq(departments.id, departmentId), eq(departments.companyId, companyId)))
        .for('key share');
      if (!department) throw notFound('Department not found');
      name = department.name;
    }
    if (employee.departmentId === departmentId) return;
    await tx.update(employees).set({ departmentId }).where(eq(employees.accountId, employeeId));
    await recordChange(tx, {
      companyId,
      actor,
      action: 'employee.department_changed',
      subject: employee.email,
      before: { department: employee.departmentName },
      after: { department: name },
      at: now,
    });
  });
  return (await findCustomer(ctx, employeeId))!;
}

/** The company's departments named `names` (case aside), by lower-case name (the bulk invitation's column). */
export async function departmentsNamed(
  ex: Executor,
  companyId: string,
  names: readonly string[],
): Promise<Map<string, { id: string; name: string }>> {
  if (names.length === 0) return new Map();
  const rows = await ex
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(
      and(
        eq(departments.companyId, companyId),
        inArray(
          sql`lower(${departments.name})`,
          names.map((name) => name.toLowerCase()),
        ),
      ),
    )
    .for('key share');
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}

/** The company's department `id` (its name), locked (key share) so it stays while an invitation to it is written; 404 otherwise. */
export async function departmentOfCompany(
  ex: Executor,
  companyId: string,
  id: string,
): Promise<{ id: string; name: string }> {
  const [row] = await ex
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.companyId, companyId)))
    .for('key share');
  if (!row) throw notFound('Department not found');
  return row;
}
