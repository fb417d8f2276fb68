import { describe, expect, it } from 'vitest';
import { addDaysTo, weekDayOf } from './calendar.js';

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDaysTo('2026-03-10', 0)).toBe('2026-03-10');
    expect(addDaysTo('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDaysTo('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysTo('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysTo('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDaysTo('2026-03-01', -1)).toBe('2026-02-28');
    // A day on which clocks change somewhere is still one day.
    expect(addDaysTo('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('names the week day of a calendar day', () => {
    expect(weekDayOf('2026-03-09')).toBe('MON');
    expect(weekDayOf('2026-03-10')).toBe('TUE');
    expect(weekDayOf('2026-03-15')).toBe('SUN');
    expect(weekDayOf('2028-02-29')).toBe('TUE');
  });
});
