import {
  formatNaira,
  ISSUE_RESOLUTIONS,
  type Issue,
  koboToNaira,
  moneyInputSchema,
  parseNaira,
  type ResolveIssue,
  ResolveIssueSchema,
} from '@lunch/contract';
import { z } from 'zod';

const amountOf = moneyInputSchema('Amount');

/**
 * The Resolve form, checked as the server checks it: a resolution chosen, a reply, and for a
 * partial refund an amount above ₦0 and below the order's total (`totalKobo`).
 */
export const resolveFormSchema = (totalKobo: number) =>
  z
    .object({
      resolution: z.enum(ISSUE_RESOLUTIONS, { message: 'Choose how to put it right' }),
      amount: z.string(),
      reply: ResolveIssueSchema.shape.reply,
    })
    .superRefine((values, ctx) => {
      if (values.resolution !== 'partial_refund') return;
      const parsed = amountOf.safeParse(values.amount);
      const problem = parsed.success
        ? amountProblem(parsed.data, totalKobo)
        : parsed.error.issues[0]?.message;
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });

function amountProblem(kobo: number, totalKobo: number): string | null {
  if (kobo <= 0) return 'Amount must be more than ₦0.00';
  if (kobo >= totalKobo)
    return `Amount must be less than the order's total, ${formatNaira(totalKobo)}: refund it in full instead`;
  return null;
}

export type ResolveFormValues = z.input<ReturnType<typeof resolveFormSchema>>;

export const blankResolution = { amount: '', reply: '' } satisfies Partial<ResolveFormValues>;

/** What is sent: the amount only with a partial refund, in naira ("1000.00"). */
export function resolutionOf(values: z.output<ReturnType<typeof resolveFormSchema>>): ResolveIssue {
  const { resolution, reply } = values;
  if (resolution !== 'partial_refund') return { resolution, reply };
  return { resolution, reply, amount: koboToNaira(amountOf.parse(values.amount)) };
}

/** What a resolution gives back, in words, for the issue's order: "₦5,000.00 refunded". */
export function outcomeOf(issue: Issue, resolution: ResolveIssue['resolution'] | undefined, amount: string) {
  if (resolution === 'refund') return `${formatNaira(parseNaira(issue.order_total))} refunded`;
  if (resolution === 'partial_refund') {
    const kobo = amountOf.safeParse(amount);
    return kobo.success ? `${formatNaira(kobo.data)} refunded` : 'a part refunded';
  }
  return 'no refund';
}
