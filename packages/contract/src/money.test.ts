import { describe, expect, it } from 'vitest';
import { formatNaira, formatNairaRounded, koboToNaira, nairaToKobo, parseNaira } from './money.js';

describe('money helpers', () => {
  it.each([
    [2500, 250000],
    ['2500', 250000],
    ['2500.5', 250050],
    ['2500.05', 250005],
    [0.1, 10],
    [19.99, 1999],
    [' 100.00 ', 10000],
    ['-3.5', -350],
  ])('parses %j naira to %i kobo', (input, kobo) => {
    expect(nairaToKobo(input)).toBe(kobo);
  });

  it.each([
    ['abc'],
    ['1.234'],
    [''],
    ['1e3'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [0.001],
    ['99999999999999999999'],
  ])('refuses %j', (input) => {
    expect(nairaToKobo(input)).toBeNull();
  });

  it('formats kobo as the wire string and back', () => {
    expect(koboToNaira(250000)).toBe('2500.00');
    expect(koboToNaira(5)).toBe('0.05');
    expect(koboToNaira(-350)).toBe('-3.50');
    expect(parseNaira('2500.00')).toBe(250000);
    expect(() => koboToNaira(1.5)).toThrow(RangeError);
    expect(() => parseNaira('x')).toThrow(RangeError);
  });

  it('formats for people with the naira sign and thousands separators', () => {
    expect(formatNaira(123456789)).toBe('₦1,234,567.89');
    expect(formatNairaRounded(123456789)).toBe('₦1,234,568');
    expect(formatNairaRounded(-150)).toBe('-₦2');
  });
});
