import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeWithZone } from './format-date';

describe('date formatting', () => {
  it('formats ISO timestamps as day, short month and year', () => {
    expect(formatDate('2025-11-22T10:15:00.000Z', 'UTC')).toBe('22 Nov 2025');
    expect(formatDateTime('2025-11-22T10:15:00.000Z', 'Africa/Lagos')).toBe('22 Nov 2025, 11:15');
  });

  it('names the time zone when asked', () => {
    expect(formatDateTimeWithZone('2025-11-22T10:15:00.000Z', 'Africa/Lagos')).toBe(
      '22 Nov 2025, 11:15 GMT+1',
    );
    expect(formatDateTimeWithZone('2025-11-22T10:15:00.000Z', 'UTC')).toBe('22 Nov 2025, 10:15 UTC');
    expect(formatDateTimeWithZone(null)).toBe('—');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});
