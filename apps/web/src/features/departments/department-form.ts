import {
  type CreateDepartmentInput,
  CreateDepartmentSchema,
  type Department,
  nairaToKobo,
  WeekDaySchema,
} from '@lunch/contract';
import { z } from 'zod';

const { shape } = CreateDepartmentSchema;

/** A rule in naira as typed; empty: as the company (null). Checked as the server checks it. */
const ruleText = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (nairaToKobo(value) ?? 0) > 0,
      `Leave empty for the company's ${label}, or enter an amount above 0 with at most 2 decimals`,
    )
    .transform((value) => (value === '' ? null : value));

/**
 * The department form: name and cost centre as the server checks them, each money rule empty for
 * "as the company", and the delivery days either the company's (`own_days` unticked) or its own.
 */
export const DepartmentFormSchema = z
  .object({
    name: shape.name,
    cost_centre: shape.cost_centre.unwrap(),
    monthly_budget: ruleText('monthly budget'),
    per_order_cap: ruleText('cap per order'),
    per_day_cap: ruleText('cap per day'),
    own_days: z.boolean(),
    order_days: z.array(WeekDaySchema),
  })
  .transform(
    ({ own_days, order_days, ...rest }): CreateDepartmentInput => ({
      ...rest,
      order_days: own_days ? order_days : null,
    }),
  );
export type DepartmentFormValues = z.input<typeof DepartmentFormSchema>;

/** The form's values for a department (or a new one). */
export const departmentFormValues = (department?: Department): DepartmentFormValues => ({
  name: department?.name ?? '',
  cost_centre: department?.cost_centre ?? '',
  monthly_budget: department?.monthly_budget ?? '',
  per_order_cap: department?.per_order_cap ?? '',
  per_day_cap: department?.per_day_cap ?? '',
  own_days: department ? department.order_days !== null : false,
  order_days: department?.order_days ?? [],
});
