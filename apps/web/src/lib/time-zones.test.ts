import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zones';

describe('time zone choices', () => {
  it("lists Nigeria's zone first, then UTC, then every other IANA zone by name with its offset", () => {
    const options = timeZoneOptions();
    expect(options[0]).toEqual({ value: 'Africa/Lagos', label: 'Nigeria — Lagos (GMT+1)' });
    expect(options[1]?.value).toBe('UTC');
    expect(options.filter((option) => option.value === 'Africa/Lagos')).toHaveLength(1);
    expect(options.find((option) => option.value === 'America/New_York')?.label).toMatch(
      /^America\/New York \(GMT-[45]\)$/,
    );
    const names = options.slice(2).map((option) => option.value);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('keeps a stored zone the list lacks, right after Nigeria', () => {
    const options = timeZoneOptions('Etc/GMT-3');
    expect(options[1]?.value).toBe('Etc/GMT-3');
    expect(
      timeZoneOptions('Europe/London').filter((option) => option.value === 'Europe/London'),
    ).toHaveLength(1);
  });
});
