import type { Statement } from '@lunch/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDocumentsPool } from '../../lib/documents-pool.js';
import { statementPdf } from './statement.documents.js';

afterAll(() => closeDocumentsPool());

async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) {
      if ('str' in item) texts.push(item.str);
    }
  }
  return texts.join(' ').replace(/\s+/g, ' ');
}

describe('statement PDF', () => {
  it('prints Yoruba, Igbo and Hausa letters as written and leaves out what the font cannot draw (an emoji)', async () => {
    const statement: Statement = {
      month: '2026-02',
      time_zone: 'Africa/Lagos',
      company: { name: 'Ìbàdàn Ẹ̀kọ́ Foods 🍲', address: '14 Adéọlá Odèkù Street, Victoria Island' },
      opening_balance: '0.00',
      topups: '10000.00',
      charges: '2500.00',
      delivery_fees: '0.00',
      refunds: '0.00',
      closing_balance: '7500.00',
      movements: [
        {
          id: '0190a000-0000-7000-8000-000000000001',
          date: '2026-02-10T11:00:00.000Z',
          type: 'order_charge',
          method: null,
          reference: 'order_9F3A02C7',
          email: 'employee@example.com',
          order_id: '0190a000-0000-7000-8000-000000000002',
          amount: '2500.00',
          balance: '7500.00',
          department: null,
          cost_centre: null,
        },
      ],
      employee_contributions: '1250.00',
      employees: [
        {
          id: '0190a000-0000-7000-8000-000000000003',
          name: 'Ọlámidé Adéṣínà',
          orders: 1,
          spent: '2500.00',
          contributed: '1250.00',
        },
        {
          id: '0190a000-0000-7000-8000-000000000004',
          name: 'Ɗanjuma Ɓello Ƙaƴa 👩🏽‍🍳',
          orders: 0,
          spent: '0.00',
          contributed: '0.00',
        },
      ],
      departments: [],
    };
    const text = await pdfText(await statementPdf(statement));
    for (const written of [
      'Ìbàdàn Ẹ̀kọ́ Foods',
      '14 Adéọlá Odèkù Street, Victoria Island',
      'Ọlámidé Adéṣínà',
      'Ɗanjuma Ɓello Ƙaƴa',
      '₦2,500.00',
      // Employees' card payments of the difference, apart from the wallet: in all and each.
      'Paid by employees by card ₦1,250.00',
      'Ọlámidé Adéṣínà 1 ₦2,500.00 ₦1,250.00',
    ]) {
      expect(text).toContain(written);
    }
    for (const garbled of ['\u0000', '\ufffd']) expect(text).not.toContain(garbled);
  });
});

describe('statement PDF in a documents thread', () => {
  const month = (movements: number): Statement => ({
    month: '2026-03',
    time_zone: 'Africa/Lagos',
    company: { name: 'Harbour Logistics', address: '' },
    opening_balance: '0.00',
    topups: '0.00',
    charges: `${movements * 25}.00`,
    delivery_fees: '0.00',
    refunds: '0.00',
    closing_balance: `${-movements * 25}.00`,
    movements: Array.from({ length: movements }, (_, i) => ({
      id: `0190a000-0000-7000-8000-${String(i).padStart(12, '0')}`,
      date: new Date(Date.UTC(2026, 2, 1, 8) + i * 60_000).toISOString(),
      type: 'order_charge' as const,
      method: null,
      reference: `order_${String(i).padStart(8, '0')}`,
      email: `employee${i % 50}@harbour-logistics.example.com`,
      order_id: `0190a000-0000-7000-8000-${String(i).padStart(12, '0')}`,
      amount: '25.00',
      balance: `${-(i + 1) * 25}.00`,
      department: null,
      cost_centre: null,
    })),
    employee_contributions: '0.00',
    employees: [],
    departments: [],
  });

  it('is laid out off the main thread: the event loop keeps turning while thousands of rows are written', async () => {
    await statementPdf(month(1)); // the thread is started and has loaded pdfkit
    let turns = 0;
    let building = true;
    const turning = (async () => {
      while (building) {
        await new Promise((resolve) => setImmediate(resolve));
        turns++;
      }
    })();
    const pdf = await statementPdf(month(2000));
    building = false;
    await turning;
    // pdfkit lays a document out in one synchronous stretch: on this thread the loop would turn
    // once, when it is done.
    expect(turns).toBeGreaterThan(20);
    const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    const last = await (await document.getPage(document.numPages)).getTextContent();
    const text = last.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('order_00001999');
    expect(text).toContain(`Page ${document.numPages} of ${document.numPages}`);
  }, 30_000);

  it('rejects with the error the layout threw, as when it ran on this thread', async () => {
    const bad = { ...month(1), opening_balance: 'a lot' };
    await expect(statementPdf(bad)).rejects.toThrow(new RangeError('not a naira amount: a lot'));
    // The thread is still there for the next document.
    expect((await statementPdf(month(2))).subarray(0, 5).toString()).toBe('%PDF-');
  }, 30_000);
});
