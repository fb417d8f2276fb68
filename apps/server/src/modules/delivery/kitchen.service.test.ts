import type { KitchenSheet } from '@lunch/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ok } from '../../lib/reply.js';
import { kitchenCsv, kitchenSheetAnswer } from './kitchen.service.js';

const collect = async (pieces: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
};

function sheetOf(count: number): KitchenSheet {
  return {
    date: '2026-11-26',
    dishes: [{ food_menu: 'dish-1', name: 'Ẹ̀fọ́ Rírò', quantity: count }],
    slots: [
      { slot: '12:30', orders: count, dishes: [{ food_menu: 'dish-1', name: 'Ẹ̀fọ́ Rírò', quantity: count }] },
    ],
    deliveries: Array.from({ length: count }, (_, n) => ({
      order_id: `order-${n}`,
      ref: `REF${n}`,
      slot: '12:30',
      time_zone: 'Africa/Lagos',
      status: 'CONFIRMED' as const,
      employee_name: n === 7 ? '=cmd "quoted", name' : `Employee ${n}`,
      company_name: 'A company',
      restaurant: 'A restaurant',
      address: '1 Marina, Lagos',
      items: [{ food_menu: 'dish-1', name: 'Ẹ̀fọ́ Rírò', quantity: 1 }],
      health_conflicts: n % 2 ? ['peanuts'] : [],
    })),
  };
}

describe('the kitchen sheet written in pieces', () => {
  it('is, joined, the envelope of the sheet, across the pieces of a large day', async () => {
    const sheet = sheetOf(1_201);
    const pieces = await collect(kitchenSheetAnswer(sheet));
    expect(pieces.length).toBeGreaterThan(3);
    expect(JSON.parse(pieces.join(''))).toEqual(ok(sheet));
  });

  it('is the envelope of an empty sheet too', async () => {
    expect(JSON.parse((await collect(kitchenSheetAnswer(sheetOf(0)))).join(''))).toEqual(ok(sheetOf(0)));
  });

  it('writes one CSV header and one row per delivery, formulas defused, across the pieces', async () => {
    const pieces = await collect(kitchenCsv(sheetOf(1_201)));
    expect(pieces.length).toBeGreaterThan(2);
    const rows: string[][] = parse(pieces.join(''));
    expect(rows).toHaveLength(1 + 1_201);
    expect(rows[0]![0]).toBe('date');
    expect(rows.filter((row) => row[0] === 'date')).toHaveLength(1);
    expect(rows[8]![4]).toBe(`'=cmd "quoted", name`);
    expect(rows.at(-1)![10]).toBe('order-1200');
  });

  it('writes the header alone for a day without orders', async () => {
    const rows: string[][] = parse((await collect(kitchenCsv(sheetOf(0)))).join(''));
    expect(rows).toEqual([
      [
        'date',
        'slot',
        'status',
        'ref',
        'employee',
        'company',
        'restaurant',
        'address',
        'items',
        'health conflicts',
        'order id',
      ],
    ]);
  });
});
