import { describe, expect, it } from 'vitest';
import { dayKey, HOUR, MINUTE, zonedInstant } from '../../lib/clock.js';
import { dueLunches } from './reminders.service.js';

const LEAD = 2 * HOUR;
const AHEAD = 5 * MINUTE;
const GRACE = HOUR;

const instants = new Map<string, number>();
const lunchAt = (day: string, minutes: number, timeZone: string) => {
  const key = `${day} ${minutes} ${timeZone}`;
  let at = instants.get(key);
  if (at === undefined) {
    at = zonedInstant(day, minutes, timeZone).getTime();
    instants.set(key, at);
  }
  return at;
};

/**
 * The rule, asked of every lunch time of every local day within a day of `now` (as the pass did for
 * each (time zone, lunch time) before, but for the days it missed: the day after a 23-hour day is not
 * 24 hours on): due from AHEAD before the reminder until GRACE after it, while lunch is still ahead.
 */
function everyDueLunch(now: Date, timeZone: string): string[] {
  const days = new Set(
    Array.from({ length: 49 }, (_, hour) => dayKey(new Date(now.getTime() + (hour - 24) * HOUR), timeZone)),
  );
  const due: string[] = [];
  for (const day of days) {
    for (let minutes = 0; minutes < 24 * 60; minutes++) {
      const lunch = lunchAt(day, minutes, timeZone);
      const remindAt = lunch - LEAD;
      const t = now.getTime();
      if (t >= remindAt - AHEAD && t <= Math.min(remindAt + GRACE, lunch)) {
        due.push(`${day} ${minutes} ${new Date(remindAt).toISOString()}`);
      }
    }
  }
  return due.sort();
}

const found = (now: Date, timeZone: string) =>
  dueLunches(now, timeZone)
    .map(({ day, minutes, runAt }) => `${day} ${minutes} ${runAt.toISOString()}`)
    .sort();

describe('the lunch times whose reminder is due', () => {
  it('are those of the minutes GRACE late to AHEAD early, each with its reminder at its exact time', () => {
    const now = new Date('2026-03-10T09:26:30Z'); // 10:26:30 in Lagos (UTC+1, no DST)
    const due = dueLunches(now, 'Africa/Lagos');
    expect(due).toHaveLength(65);
    // 11:27 (reminder 09:27 local, 59.5 minutes late) to 12:31 (reminder 10:31 local, 4.5 minutes ahead).
    expect(due[0]).toEqual({
      day: '2026-03-10',
      minutes: 11 * 60 + 27,
      runAt: new Date('2026-03-10T08:27:00Z'),
    });
    expect(due.at(-1)).toEqual({
      day: '2026-03-10',
      minutes: 12 * 60 + 31,
      runAt: new Date('2026-03-10T09:31:00Z'),
    });
  });

  it('cross midnight onto the next local day', () => {
    const due = dueLunches(new Date('2026-03-10T21:30:00Z'), 'Asia/Kolkata'); // 03:00 on 11 March
    expect(new Set(due.map((lunch) => lunch.day))).toEqual(new Set(['2026-03-11']));
    const late = dueLunches(new Date('2026-03-10T21:30:00Z'), 'Africa/Lagos'); // 22:30 on 10 March
    expect(new Set(late.map((lunch) => lunch.day))).toEqual(new Set(['2026-03-10', '2026-03-11']));
    expect(late.find((lunch) => lunch.day === '2026-03-11' && lunch.minutes === 0)?.runAt).toEqual(
      new Date('2026-03-10T21:00:00Z'),
    );
  });

  it('include a lunch just after midnight on the day the clocks go forward (the day after a 23-hour day)', () => {
    // 23:10 EST on 7 March in New York; the clocks go forward at 02:00 on 8 March.
    const due = dueLunches(new Date('2026-03-08T04:10:00Z'), 'America/New_York');
    expect(due.find((lunch) => lunch.day === '2026-03-08' && lunch.minutes === 60)?.runAt).toEqual(
      new Date('2026-03-08T04:00:00Z'), // 01:00 EST lunch, reminder at 23:00 EST
    );
  });

  // Around each change of offset (and on a day without one), every few minutes: the same lunch times
  // and reminder instants as asking every lunch time of the days around.
  const changes: Array<[string, string]> = [
    ['America/New_York', '2026-03-08T07:00:00Z'], // 02:00 EST → 03:00 EDT
    ['America/New_York', '2026-11-01T06:00:00Z'], // 02:00 EDT → 01:00 EST
    ['Europe/London', '2026-03-29T01:00:00Z'],
    ['Europe/London', '2026-10-25T01:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'], // half an hour back
    ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'], // half an hour on
    ['Africa/Lagos', '2026-03-10T23:00:00Z'], // none: midnight
    ['Pacific/Chatham', '2026-04-04T14:00:00Z'], // +13:45 → +12:45
  ];
  it.each(changes)('in %s around %s, DST and all', (timeZone, change) => {
    const at = new Date(change).getTime();
    for (let now = at - 4 * HOUR + 17_000; now <= at + HOUR; now += 7 * MINUTE) {
      const instant = new Date(now);
      expect(found(instant, timeZone), instant.toISOString()).toEqual(everyDueLunch(instant, timeZone));
    }
  });

  it('throw for an unknown time zone', () => {
    expect(() => dueLunches(new Date('2026-03-10T09:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
