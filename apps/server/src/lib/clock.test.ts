import { describe, expect, it } from 'vitest';
import { dayKey, monthKey, zonedInstant } from './clock.js';

describe('time zone helpers', () => {
  it('puts an instant in the calendar month of the zone', () => {
    const instant = new Date('2026-03-31T23:30:00Z');
    expect(monthKey(instant, 'Africa/Lagos')).toBe('2026-04');
    expect(monthKey(instant, 'America/New_York')).toBe('2026-03');
    expect(dayKey(instant, 'Asia/Tokyo')).toBe('2026-04-01');
  });

  it('finds the instant of a wall-clock time, across daylight saving', () => {
    expect(zonedInstant('2026-03-10', 12 * 60 + 30, 'Africa/Lagos').toISOString()).toBe(
      '2026-03-10T11:30:00.000Z',
    );
    expect(zonedInstant('2026-01-15', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', 0, 'Asia/Tokyo').toISOString()).toBe('2026-07-14T15:00:00.000Z');
  });
});
