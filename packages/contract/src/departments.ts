import { z } from 'zod';
import { IdSchema, MoneySchema, moneyInputSchema, requiredText, TimestampSchema } from './common.js';
import { WEEK_DAYS } from './constants.js';

/*
 * Week days as delivery.ts checks them (WeekDaySchema, WeekDayListSchema), with the same messages,
 * built here from the constants: billing.ts imports this module, and delivery.ts imports billing.ts
 * (through invoices.ts), so importing delivery.ts here would be an import cycle.
 */
const WeekDaySchema = z.enum(WEEK_DAYS, { message: `Days must be among ${WEEK_DAYS.join(', ')}` });
const WeekDayListSchema = z
  .array(WeekDaySchema, { message: 'Must be a list of days' })
  .max(WEEK_DAYS.length, `At most ${WEEK_DAYS.length} days`)
  .transform((days) => WEEK_DAYS.filter((day) => days.includes(day)));

/**
 * A company's departments (issue 32): a cost centre, and rules that replace the company's for the
 * employees in it where set (`null`: as the company). An employee's own budget override stays
 * above both.
 */
export const DepartmentSchema = z.object({
  id: IdSchema,
  name: z.string(),
  cost_centre: z.string(),
  monthly_budget: MoneySchema.nullable().describe("Each employee's monthly budget; null: the company's"),
  per_order_cap: MoneySchema.nullable().describe("Most one order may cost; null: the company's cap"),
  per_day_cap: MoneySchema.nullable().describe(
    "Most an employee's orders for one day may cost; null: the company's cap",
  ),
  order_days: z.array(WeekDaySchema).nullable().describe("Delivery days it pays for; null: the company's"),
  employees: z.number().int().describe('How many employees belong to it'),
  created_at: TimestampSchema,
});
export type Department = z.infer<typeof DepartmentSchema>;

/** A department as an employee row or an invitation names it. */
export const DepartmentRefSchema = z.object({ id: IdSchema, name: z.string() });
export type DepartmentRef = z.infer<typeof DepartmentRefSchema>;

const ruleMoney = (label: string) =>
  moneyInputSchema(label)
    .refine((kobo) => kobo > 0, `${label} must be more than 0`)
    .nullable();

const departmentFields = {
  name: requiredText('Name', 100),
  cost_centre: z
    .string({ message: 'Cost centre must be text' })
    .trim()
    .max(50, 'Cost centre must be at most 50 characters'),
  monthly_budget: ruleMoney('Monthly budget'),
  per_order_cap: ruleMoney('Per-order cap'),
  per_day_cap: ruleMoney('Per-day cap'),
  order_days: WeekDayListSchema.nullable(),
};

/** `POST /company/departments`: a name; every rule optional (absent or null: as the company). */
export const CreateDepartmentSchema = z.strictObject({
  name: departmentFields.name,
  cost_centre: departmentFields.cost_centre.default(''),
  monthly_budget: departmentFields.monthly_budget.default(null),
  per_order_cap: departmentFields.per_order_cap.default(null),
  per_day_cap: departmentFields.per_day_cap.default(null),
  order_days: departmentFields.order_days.default(null),
});
export type CreateDepartmentInput = z.input<typeof CreateDepartmentSchema>;

/** `PATCH /company/departments/:id`: any of the fields; only those sent change. */
export const UpdateDepartmentSchema = z
  .strictObject({
    name: departmentFields.name.optional(),
    cost_centre: departmentFields.cost_centre.optional(),
    monthly_budget: departmentFields.monthly_budget.optional(),
    per_order_cap: departmentFields.per_order_cap.optional(),
    per_day_cap: departmentFields.per_day_cap.optional(),
    order_days: departmentFields.order_days.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type UpdateDepartmentInput = z.input<typeof UpdateDepartmentSchema>;

export const DepartmentIdParamsSchema = z.object({ id: IdSchema });

/** `DELETE /company/departments/:id?move_to=`: where its employees go (another department's id, or `none`). */
export const DeleteDepartmentQuerySchema = z.object({
  move_to: z
    .union([z.literal('none'), IdSchema], { message: 'move_to must be a department id or none' })
    .optional(),
});

/** `PATCH /users/employees/:id`: the employee's department (null: none, the company's rules). */
export const UpdateEmployeeSchema = z.strictObject({
  department_id: IdSchema.nullable(),
});
export type UpdateEmployeeInput = z.input<typeof UpdateEmployeeSchema>;

/** The department filter of company lists: a department's id, or `none` for employees in none. */
export const DepartmentFilterSchema = z
  .union([z.literal('none'), IdSchema], { message: 'department_id must be a department id or none' })
  .optional();
