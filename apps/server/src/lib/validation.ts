import type { z } from 'zod';
import { badRequest, type FieldError } from './errors.js';

export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

/** "email: Must be a valid email address" — the first problem, naming the field. */
export function summarize(errors: FieldError[]): string {
  const first = errors[0];
  if (!first) return 'Invalid input';
  return first.path === '(body)' ? first.message : `${first.path}: ${first.message}`;
}

/** Parses input that a route could not declare up front (e.g. it depends on the account type). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const errors = fieldErrors(result.error.issues);
    throw badRequest(summarize(errors), errors);
  }
  return result.data;
}

/** A search text as an ILIKE pattern matching it anywhere: `%`, `_` and `\` in it are literal. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
