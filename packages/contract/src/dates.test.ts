import { describe, expect, it } from 'vitest';
import {
  formatAxisDay,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatSlot,
  formatTime,
  monthOf,
} from './dates.js';

describe('the one date style', () => {
  it('writes a calendar day with its week day and year, in any time zone', () => {
    expect(formatDay('2026-11-26')).toBe('Thu 26 Nov 2026');
    expect(formatDay('2026-09-01')).toBe('Tue 1 Sep 2026');
    expect(formatDay('2028-02-29')).toBe('Tue 29 Feb 2028');
    expect(formatDay('2026-02-30')).toBe('—');
    expect(formatDay('26/11/2026')).toBe('—');
    expect(formatDay(null)).toBe('—');
  });

  it("marks a chart's axis with the day and month alone", () => {
    expect(formatAxisDay('2026-11-28')).toBe('28 Nov');
    expect(formatAxisDay('2026-10-03')).toBe('3 Oct');
    expect(formatAxisDay('28/11')).toBe('—');
  });

  it('writes the day of an instant where it is shown', () => {
    // 23:30 UTC on Wednesday 25 November is already Thursday in Lagos, still Wednesday in New York.
    expect(formatDate('2026-11-25T23:30:00Z', 'Africa/Lagos')).toBe('Thu 26 Nov 2026');
    expect(formatDate('2026-11-25T23:30:00Z', 'America/New_York')).toBe('Wed 25 Nov 2026');
    expect(formatDate(new Date('2026-11-25T23:30:00Z'), 'UTC')).toBe('Wed 25 Nov 2026');
  });

  it('names the zone of an instant unless it is the viewer’s own', () => {
    const instant = '2026-11-26T11:30:00.000Z';
    expect(formatDateTime(instant, 'Africa/Lagos')).toBe('Thu 26 Nov 2026, 12:30 WAT');
    expect(formatDateTime(instant, 'Africa/Lagos', 'Africa/Lagos')).toBe('Thu 26 Nov 2026, 12:30');
    expect(formatDateTime(instant, 'Africa/Lagos', 'Europe/London')).toBe('Thu 26 Nov 2026, 12:30 WAT');
    expect(formatDateTime(instant, 'America/New_York', 'Africa/Lagos')).toBe('Thu 26 Nov 2026, 06:30 EST');
    expect(formatDateTime(instant, 'UTC', 'Etc/UTC')).toBe('Thu 26 Nov 2026, 11:30');
    expect(formatDateTime(instant, 'UTC')).toBe('Thu 26 Nov 2026, 11:30 UTC');
    expect(formatDateTime(instant, 'Asia/Kolkata')).toBe('Thu 26 Nov 2026, 17:00 GMT+5:30');
    expect(formatTime(instant, 'Africa/Lagos')).toBe('12:30 WAT');
    expect(formatTime(instant, 'Africa/Lagos', 'Africa/Lagos')).toBe('12:30');
  });

  it('follows daylight saving time, by the clock and by the name', () => {
    // New York moved to UTC−4 at 02:00 on Sunday 8 March 2026; London to UTC+1 on 29 March.
    expect(formatDateTime('2026-03-08T06:30:00Z', 'America/New_York')).toBe('Sun 8 Mar 2026, 01:30 EST');
    expect(formatDateTime('2026-03-08T07:30:00Z', 'America/New_York')).toBe('Sun 8 Mar 2026, 03:30 EDT');
    expect(formatDateTime('2026-07-01T11:00:00Z', 'Europe/London')).toBe('Wed 1 Jul 2026, 12:00 BST');
    expect(formatDateTime('2026-12-01T12:00:00Z', 'Europe/London')).toBe('Tue 1 Dec 2026, 12:00 GMT');
  });

  it('shows an instant without a zone on the runtime’s own clock, unnamed', () => {
    expect(formatDateTime('2026-11-26T11:30:00Z')).toMatch(/^\w{3} \d{1,2} \w{3} 2026, \d{2}:30$/);
  });

  it('names the zone of a delivery slot on its day', () => {
    expect(formatSlot('2026-11-26', '12:30', 'Africa/Lagos')).toBe('12:30 WAT');
    expect(formatSlot('2026-11-26', '12:30', 'Africa/Lagos', 'Africa/Lagos')).toBe('12:30');
    expect(formatSlot('2026-03-06', '12:30', 'America/New_York')).toBe('12:30 EST');
    expect(formatSlot('2026-03-09', '12:30', 'America/New_York')).toBe('12:30 EDT');
    expect(formatSlot('2026-11-26', '12:30')).toBe('12:30');
  });

  it('writes a month in full', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2026-13')).toBe('—');
  });

  it('names the month an instant falls in, in a time zone', () => {
    const instant = new Date('2026-03-31T23:30:00Z');
    expect(monthOf(instant, 'Africa/Lagos')).toBe('2026-04');
    expect(monthOf(instant, 'America/New_York')).toBe('2026-03');
  });

  it('shows a dash for a missing or invalid instant', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('not a date', 'UTC')).toBe('—');
    expect(formatTime(undefined)).toBe('—');
  });
});
