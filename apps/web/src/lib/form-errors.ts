import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field errors (`errors: [{path, message}]`) next to the matching fields.
 * Returns true when at least one error found its field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const issue of error.errors) {
    const path = issue.path.replace(/^body\./, '');
    const field = fields.find((name) => name === path || path.startsWith(`${name}.`));
    if (field) {
      setError(field, { type: 'server', message: issue.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
