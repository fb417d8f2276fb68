/**
 * Calendar arithmetic for delivery dates ('YYYY-MM-DD' strings). A calendar day has no time zone:
 * it is counted as a UTC date, so adding days and naming the week day need no zone data (checkout
 * asks for them on every order). The day of an instant in a zone is lib/clock's dayKey.
 */

const civil = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDaysTo(day: string, days: number): string {
  const date = civil(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** MON…SUN of a calendar day: the contract's, shared with the web app. */
export { weekDayOf } from '@lunch/contract';
