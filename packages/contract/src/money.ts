/**
 * Money is integer kobo everywhere inside the product and naira with two decimals
 * as a string on the wire ("2500.00"). No floating-point arithmetic on money.
 */
export type Kobo = number;

const NAIRA_PATTERN = /^\s*(-)?(\d+)(?:\.(\d{1,2}))?\s*$/;

/** Parses naira given as a number or numeric string into kobo; null when it is not a valid amount. */
export function nairaToKobo(input: number | string): Kobo | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? input.toFixed(2) : '') : input;
  if (typeof input === 'number' && Math.abs(Number(text) - input) > 1e-9) return null;
  const match = NAIRA_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const kobo = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(kobo)) return null;
  return sign ? -kobo : kobo;
}

/** Formats kobo as the wire string: 250000 → "2500.00". */
export function koboToNaira(kobo: Kobo): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`kobo must be an integer, got ${kobo}`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses the wire string ("2500.00") back to kobo; throws on anything else. */
export function parseNaira(value: string): Kobo {
  const kobo = nairaToKobo(value);
  if (kobo === null) throw new RangeError(`not a naira amount: ${value}`);
  return kobo;
}

const grouped = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const roundedGrouped = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** "₦2,500.00" — for totals and prices. */
export function formatNaira(kobo: Kobo): string {
  const sign = kobo < 0 ? '-' : '';
  return `${sign}₦${grouped.format(Math.abs(kobo) / 100)}`;
}

/** "₦2,500" — rounded to whole naira, thousands-separated (dashboard balance cards). */
export function formatNairaRounded(kobo: Kobo): string {
  const sign = kobo < 0 ? '-' : '';
  return `${sign}₦${roundedGrouped.format(Math.round(Math.abs(kobo) / 100))}`;
}
