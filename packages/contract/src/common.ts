import { z } from 'zod';
import { TEXT_LIST_ENTRY_MAX, TEXT_LIST_MAX_ENTRIES } from './constants.js';
import { nairaToKobo } from './money.js';

/** Every API answer: `{success, message, data}`; validation failures add `errors`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** The `data` of an answer that says only its message: `null`. */
export const NoDataSchema = z.null();

export const IdSchema = z.uuid({ message: 'Must be a valid id' });

/**
 * The schema-level error of a field: "<label> is required" when it is missing, "<label> must be
 * <kind>" when it has another type, and nothing for any other issue. Zod gives a schema's own
 * message to each of its checks that has none (`z.string({ message: 'Name is required' }).max(200)`
 * answers a 201-character name with "Name is required"), so a field names its label here, once,
 * and every limit keeps a message of its own.
 */
export const fieldError =
  (label: string, kind = 'text') =>
  (issue: { code?: string; input?: unknown }) => {
    if (issue.code !== 'invalid_type' && issue.code !== 'invalid_union') return undefined;
    return issue.input == null ? `${label} is required` : `${label} must be ${kind}`;
  };

/** Required text, trimmed, of `min` to `max` characters; each refusal names its reason. */
export const requiredText = (label: string, max: number, min = 1) =>
  z
    .string({ error: fieldError(label) })
    .trim()
    .min(min, min > 1 ? `${label} must be at least ${min} characters` : `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Money on the wire: naira with two decimals, as a string ("2500.00"). */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** Naira as a number or numeric string → kobo; a blank field says "<label> is required". */
export const moneyInputSchema = (label = 'Amount') =>
  z
    .union([z.number(), z.string()], { error: fieldError(label, 'an amount in naira') })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      const kobo = nairaToKobo(value);
      if (kobo === null) {
        ctx.addIssue({ code: 'custom', message: 'Must be an amount in naira with at most 2 decimals' });
        return z.NEVER;
      }
      return kobo;
    });
export const MoneyInputSchema = moneyInputSchema();

export const EmailSchema = z
  .string({ error: fieldError('Email') })
  .trim()
  .toLowerCase()
  .min(1, { message: 'Email is required', abort: true })
  .max(254, { message: 'Email must be at most 254 characters', abort: true })
  .pipe(z.email({ message: 'Must be a valid email address' }));

export const TimestampSchema = z.string();

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .describe(
      '1-based page number. Pages reach 10,000 rows deep ((page − 1) × limit ≤ 10,000); page on with lastId.',
    ),
  lastId: IdSchema.optional().describe(
    'Keyset paging: the rows after this id in the list order (the `lastId` of the previous page). Any depth, same cost as page 1.',
  ),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** How money lists (admin orders, transactions) can be sorted: newest/oldest, largest/smallest amount. */
export const LIST_SORTS = ['-created_at', 'created_at', '-amount', 'amount'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** An instant a list's query gives (`from`, `to`): ISO-8601 with its offset, named in the error. */
export const InstantSchema = (name: string) =>
  z.iso.datetime({
    offset: true,
    message: `${name} must be an ISO-8601 date-time, e.g. 2026-01-31T23:00:00Z`,
  });

/**
 * Sorting and a created-at range, added to a list's query. `lastId` pages by key in the chosen
 * order (items after that one); `from` is inclusive, `to` exclusive.
 */
export const SortAndRangeShape = {
  sort: z
    .enum(LIST_SORTS, { message: `sort must be one of ${LIST_SORTS.join(', ')}` })
    .default('-created_at')
    .describe('created_at or amount; a leading minus sorts descending (default -created_at, newest first)'),
  from: InstantSchema('from').optional().describe('only items created at or after this instant'),
  to: InstantSchema('to').optional().describe('only items created before this instant'),
};

export function checkRange(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (query.from && query.to && Date.parse(query.to) <= Date.parse(query.from))
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
}

export const SortedPageQuerySchema = PageQuerySchema.extend(SortAndRangeShape).superRefine(checkRange);
export type SortedPageQuery = z.infer<typeof SortedPageQuerySchema>;

export const SearchPageQuerySchema = PageQuerySchema.extend({
  query: z.string().trim().max(200).optional(),
});
export type SearchPageQuery = z.infer<typeof SearchPageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z
      .number()
      .int()
      .describe(
        'Matching rows: exact up to 1,000; above that an estimate from the database planner (at least 1,001).',
      ),
    page: z.number().int(),
    limit: z.number().int(),
    lastId: z.string().nullable(),
  });
}
export type Page<T> = { list: T[]; total: number; page: number; limit: number; lastId: string | null };

/** Comma-separated text or a list → trimmed, non-empty values. */
export function splitList(value: string | readonly string[] | undefined | null): string[] {
  if (value == null) return [];
  const parts = typeof value === 'string' ? value.split(',') : value.flatMap((v) => v.split(','));
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/**
 * A list of short texts (allergies, health benefits…), sent as a list or as comma-separated text:
 * trimmed, empty entries dropped, then at most TEXT_LIST_MAX_ENTRIES entries of at most
 * TEXT_LIST_ENTRY_MAX characters each.
 */
export const TextListSchema = z
  .union([z.array(z.string()), z.string()], { error: 'Must be a list or a comma-separated text' })
  .optional()
  .describe(
    `A list, or comma-separated text: at most ${TEXT_LIST_MAX_ENTRIES} entries of at most ${TEXT_LIST_ENTRY_MAX} characters each`,
  )
  .transform((value) => splitList(value))
  .pipe(
    z
      .array(
        z.string().max(TEXT_LIST_ENTRY_MAX, `Each entry must be at most ${TEXT_LIST_ENTRY_MAX} characters`),
      )
      .max(TEXT_LIST_MAX_ENTRIES, `At most ${TEXT_LIST_MAX_ENTRIES} entries`),
  );
