import { describe, expect, it } from 'vitest';
import { browserTimeZone, formatDate, formatDateTime, formatDay, formatSlot } from './format-date';

const instant = '2026-11-26T11:30:00.000Z';
/** A zone that is not this browser's: its times are named. */
const elsewhere = browserTimeZone() === 'Africa/Lagos' ? 'America/New_York' : 'Africa/Lagos';

describe('dates on screen', () => {
  it('writes days and instants in the one style', () => {
    expect(formatDay('2026-11-26')).toBe('Thu 26 Nov 2026');
    expect(formatDate('2026-11-25T23:30:00Z', 'Africa/Lagos')).toBe('Thu 26 Nov 2026');
  });

  it('names the zone of a time shown in another zone than the browser’s, only then', () => {
    expect(formatDateTime(instant, 'Africa/Lagos')).toBe(
      elsewhere === 'Africa/Lagos' ? 'Thu 26 Nov 2026, 12:30 WAT' : 'Thu 26 Nov 2026, 12:30',
    );
    expect(formatDateTime(instant, elsewhere)).toMatch(/^Thu 26 Nov 2026, \d{2}:30 (WAT|EST)$/);
    expect(formatDateTime(instant, browserTimeZone())).toMatch(/^\w{3} \d{1,2} Nov 2026, \d{2}:\d{2}$/);
    expect(formatDateTime(instant)).toBe(formatDateTime(instant, browserTimeZone()));
    expect(formatSlot('2026-11-26', '12:30', elsewhere)).toMatch(/^12:30 (WAT|EST)$/);
    expect(formatSlot('2026-11-26', '12:30', browserTimeZone())).toBe('12:30');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime(null)).toBe('—');
  });
});
