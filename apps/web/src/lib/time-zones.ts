import { DEFAULT_TIME_ZONE } from '@lunch/contract';

/** A zone as a choice of a form: its value, and what the list reads ("Europe/London (GMT+1)"). */
export type TimeZoneOption = { value: string; label: string };

/** The zones the browser knows, or a few when it cannot list them. */
function knownZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [DEFAULT_TIME_ZONE, 'Africa/Accra', 'Africa/Nairobi', 'Africa/Johannesburg', 'Europe/London'];
  }
}

/** "GMT+1" for Lagos now; "" when the browser cannot say. */
function offsetNow(zone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** "Europe/London (GMT+1)"; `label` in place of the zone's name ("Nigeria — Lagos"). */
function option(zone: string, now: Date, label = zone.replaceAll('_', ' ')): TimeZoneOption {
  const offset = offsetNow(zone, now);
  return { value: zone, label: offset ? `${label} (${offset})` : label };
}

let listed: TimeZoneOption[] | undefined;

/**
 * Every IANA zone as a choice, Nigeria's first ("Nigeria — Lagos (GMT+1)", short enough for a
 * phone), then UTC and the others by name. `current` (a stored zone the list lacks, such as
 * "Etc/UTC") is added after Nigeria's, so a form always shows the value it holds.
 */
export function timeZoneOptions(current?: string): TimeZoneOption[] {
  if (!listed) {
    const now = new Date();
    const others = [...new Set(['UTC', ...knownZones()])]
      .filter((zone) => zone !== DEFAULT_TIME_ZONE)
      .sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
    listed = [option(DEFAULT_TIME_ZONE, now, 'Nigeria — Lagos'), ...others.map((zone) => option(zone, now))];
  }
  if (!current || listed.some((zone) => zone.value === current)) return listed;
  const [nigeria, ...rest] = listed;
  return [nigeria!, option(current, new Date()), ...rest];
}
