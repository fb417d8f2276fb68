import { z } from 'zod';
import { IdSchema, requiredText, TimestampSchema } from './common.js';
import { ACCOUNT_TYPES, SUGGESTION_TEXT_MAX, SUGGESTION_TEXT_MIN } from './constants.js';

const text = (label: string) => requiredText(label, SUGGESTION_TEXT_MAX, SUGGESTION_TEXT_MIN);

export const SuggestionInputSchema = z.object({
  name: requiredText('Name', 200),
  description: text('Description'),
  reason_for_suggestion: text('Reason for suggestion'),
});
export type SuggestionInput = z.input<typeof SuggestionInputSchema>;
/** `POST /meal/suggest`: the suggestion just made. */
export const SuggestionCreatedSchema = z.object({ id: z.string() });

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
