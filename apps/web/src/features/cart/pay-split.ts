import { type DeliveryOptions, parseNaira } from '@lunch/contract';

/** How an order is paid when the employee pays the difference: the company's share and theirs, in kobo. */
export type PaySplit = { companyKobo: number; employeeKobo: number };

/**
 * What the company pays of a cart of `totalKobo` for `date` and what the employee pays by card, as
 * the server reckons it (docs/pay-the-difference.md): the company pays the least of the total, what
 * is left of the employee's monthly budget, the per-order cap and what is left of the day's cap.
 * Null when the company does not let its employees pay the difference, or pays it all anyway: the
 * cart is then checked out as ever.
 */
export function paySplit(totalKobo: number, options: DeliveryOptions, date: string | null): PaySplit | null {
  if (!options.employees_may_pay_difference) return null;
  const within = [totalKobo, parseNaira(options.budget_left)];
  if (options.per_order_cap !== null) within.push(parseNaira(options.per_order_cap));
  const dayLeft = options.days.find((day) => day.date === date)?.left;
  if (dayLeft) within.push(parseNaira(dayLeft));
  const companyKobo = Math.max(0, Math.min(...within));
  if (companyKobo >= totalKobo) return null;
  return { companyKobo, employeeKobo: totalKobo - companyKobo };
}
