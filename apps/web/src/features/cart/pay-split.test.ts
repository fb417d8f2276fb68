import { describe, expect, it } from 'vitest';
import { deliveryDay, deliveryOptions } from '../../test/fixtures';
import { paySplit } from './pay-split';

const allowed = (change: Parameters<typeof deliveryOptions>[0] = {}) =>
  deliveryOptions({ employees_may_pay_difference: true, budget_left: '5000.00', ...change });

describe('what the company pays of a cart and what the employee pays by card', () => {
  it('the company pays what is left of the budget, the employee the rest', () => {
    expect(paySplit(600_000, allowed(), '2026-03-09')).toEqual({
      companyKobo: 500_000,
      employeeKobo: 100_000,
    });
  });

  it('the least of the budget left, the per-order cap and the day cap left for the day', () => {
    expect(paySplit(600_000, allowed({ per_order_cap: '3000.00' }), '2026-03-09')).toEqual({
      companyKobo: 300_000,
      employeeKobo: 300_000,
    });
    const days = [{ ...deliveryDay('2026-03-09', 'MON'), left: '2000.00' }, deliveryDay('2026-03-10', 'TUE')];
    expect(paySplit(600_000, allowed({ days, per_day_cap: '4000.00' }), '2026-03-09')).toEqual({
      companyKobo: 200_000,
      employeeKobo: 400_000,
    });
    // Another day: its own cap left (none here).
    expect(paySplit(600_000, allowed({ days }), '2026-03-10')).toEqual({
      companyKobo: 500_000,
      employeeKobo: 100_000,
    });
  });

  it('with the budget spent the employee pays it all', () => {
    expect(paySplit(250_000, allowed({ budget_left: '0.00' }), null)).toEqual({
      companyKobo: 0,
      employeeKobo: 250_000,
    });
  });

  it('none when the company pays it all anyway, or does not let its employees pay the difference', () => {
    expect(paySplit(500_000, allowed(), '2026-03-09')).toBeNull();
    expect(paySplit(600_000, deliveryOptions({ budget_left: '5000.00' }), '2026-03-09')).toBeNull();
  });
});
