import { describe, expect, it } from 'vitest';
import { dayRangeToInstants } from './day-range';

describe('dayRangeToInstants', () => {
  it('starts at the first day and ends before the day after the last, in the local zone', () => {
    const range = dayRangeToInstants('2026-03-01', '2026-03-31');
    expect(new Date(range.from!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(range.to!).getTime()).toBe(new Date(2026, 3, 1).getTime());
  });

  it('leaves out an end that is not chosen', () => {
    expect(dayRangeToInstants('', '')).toEqual({});
    expect(Object.keys(dayRangeToInstants('2026-03-01', ''))).toEqual(['from']);
  });
});
