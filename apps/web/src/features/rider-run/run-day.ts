/** A calendar day 'YYYY-MM-DD' moved by `days` (negative: back), as a calendar day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
