import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.js';
import { ACCOUNT_TYPES, SUGGESTION_TEXT_MAX, SUGGESTION_TEXT_MIN } from './constants.js';

const text = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(SUGGESTION_TEXT_MIN, `${label} must be at least ${SUGGESTION_TEXT_MIN} characters`)
    .max(SUGGESTION_TEXT_MAX, `${label} must be at most ${SUGGESTION_TEXT_MAX} characters`);

export const SuggestionInputSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  description: text('Description'),
  reason_for_suggestion: text('Reason for suggestion'),
});
export type SuggestionInput = z.input<typeof SuggestionInputSchema>;

export const SuggestionSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  reason_for_suggestion: z.string(),
  created_at: TimestampSchema,
  createdAt: TimestampSchema,
  suggested_by: z.object({ name: z.string(), account_type: z.enum(ACCOUNT_TYPES) }),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
