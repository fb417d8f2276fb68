/**
 * A range of calendar days picked in the browser (`YYYY-MM-DD`, either end optional) as the
 * instants the API filters by: `from` at the start of its day, `to` at the start of the day
 * after (exclusive), both in the browser's time zone.
 */
export function dayRangeToInstants(fromDay: string, toDay: string): { from?: string; to?: string } {
  const startOf = (day: string, plusDays = 0) => {
    const [year, month, date] = day.split('-').map(Number);
    if (!year || !month || !date) return undefined;
    return new Date(year, month - 1, date + plusDays).toISOString();
  };
  return {
    ...(fromDay ? { from: startOf(fromDay) } : {}),
    ...(toDay ? { to: startOf(toDay, 1) } : {}),
  };
}
