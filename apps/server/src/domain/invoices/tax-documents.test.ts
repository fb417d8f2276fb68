import { describe, expect, it } from 'vitest';
import { splitVat, totalsOf, vatLine } from './tax-documents.js';

const included = { rateBasisPoints: 750, pricesIncludeVat: true };
const added = { rateBasisPoints: 750, pricesIncludeVat: false };

describe('VAT arithmetic', () => {
  it('takes VAT out of prices that include it: net rounded to the kobo, VAT the rest', () => {
    // ₦2,000.00 × 10000 / 10750 = 186046.51… kobo.
    expect(splitVat(2_000_00, included)).toEqual({ net: 186_047, vat: 13_953, gross: 2_000_00 });
    // 1075 × 10000 / 10750 = 1000 exactly.
    expect(splitVat(1_075, included)).toEqual({ net: 1_000, vat: 75, gross: 1_075 });
    // 3 × 10000 / 10750 = 2.79 → 3 (no VAT left on 3 kobo).
    expect(splitVat(3, included)).toEqual({ net: 3, vat: 0, gross: 3 });
    // Taken off: the opposite split, negated.
    expect(splitVat(-2_000_00, included)).toEqual({ net: -186_047, vat: -13_953, gross: -2_000_00 });
    expect(splitVat(0, included)).toEqual({ net: 0, vat: 0, gross: 0 });
  });

  it('adds VAT to prices without it', () => {
    expect(splitVat(2_000_00, added)).toEqual({ net: 2_000_00, vat: 15_000, gross: 2_150_00 });
    // 1 kobo × 7.5 % = 0.075 → 0; 7 kobo → 0.525 → 1; 20 kobo → 1.5 → 2 (a half away from zero).
    expect(splitVat(1, added).vat).toBe(0);
    expect(splitVat(7, added).vat).toBe(1);
    expect(splitVat(20, added).vat).toBe(2);
    expect(splitVat(-20, added)).toEqual({ net: -20, vat: -2, gross: -22 });
    expect(splitVat(1_000_00, { rateBasisPoints: 0, pricesIncludeVat: true })).toEqual({
      net: 1_000_00,
      vat: 0,
      gross: 1_000_00,
    });
  });

  it('stays exact for amounts whose products outgrow a double', () => {
    const huge = 9_000_000_000_000_00; // ₦9 trillion in kobo: × 10000 is past 2^53.
    const { net, vat, gross } = splitVat(huge, included);
    expect(net + vat).toBe(gross);
    expect(net).toBe(837_209_302_325_581);
  });

  it('works VAT out on the line, so totals are the sums of the lines', () => {
    const line = vatLine('Jollof rice', 3, 2_000_00, included);
    expect(line).toEqual({
      description: 'Jollof rice',
      quantity: 3,
      unit_price_kobo: 2_000_00,
      unit_net_kobo: 186_047,
      net_kobo: 558_140,
      vat_kobo: 41_860,
      gross_kobo: 6_000_00,
    });
    const lines = [
      line,
      vatLine('Delivery fee', 1, 500_00, included),
      vatLine('Taken off', 1, -300_00, included),
    ];
    expect(totalsOf(lines)).toEqual({
      net: lines.reduce((sum, l) => sum + l.net_kobo, 0),
      vat: lines.reduce((sum, l) => sum + l.vat_kobo, 0),
      gross: 6_200_00,
    });
  });
});
