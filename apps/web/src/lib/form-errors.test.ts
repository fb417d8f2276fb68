import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerFieldErrors } from './form-errors';

describe('server field errors', () => {
  it('puts each known field error next to its field and focuses the first', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'email: taken', [
      { path: 'email', message: 'Email already in use' },
      { path: 'body.phone_number', message: 'Phone number must be 6 to 15 digits' },
      { path: 'unknown', message: 'ignored' },
    ]);
    type Form = { email: string; phone_number: string };
    expect(applyServerFieldErrors<Form>(error, setError, ['email', 'phone_number'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(2);
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'email',
      { type: 'server', message: 'Email already in use' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'phone_number',
      { type: 'server', message: 'Phone number must be 6 to 15 digits' },
      { shouldFocus: false },
    );
  });

  it('does nothing for errors without fields', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(new Error('boom'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
