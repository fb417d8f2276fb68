import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('date formatting', () => {
  it('formats ISO timestamps as day, short month and year', () => {
    expect(formatDate('2025-11-22T10:15:00.000Z', 'UTC')).toBe('22 Nov 2025');
    expect(formatDateTime('2025-11-22T10:15:00.000Z', 'Africa/Lagos')).toBe('22 Nov 2025, 11:15');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});
