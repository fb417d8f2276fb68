import { describe, expect, it } from 'vitest';
import { addDays } from './run-day';

describe('addDays', () => {
  it('moves a calendar day across months and years, either way', () => {
    expect(addDays('2026-11-26', 1)).toBe('2026-11-27');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('leaves a day it cannot read as it is', () => {
    expect(addDays('', 1)).toBe('');
  });
});
