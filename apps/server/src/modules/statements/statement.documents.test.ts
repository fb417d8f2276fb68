import type { Statement } from '@lunch/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { statementPdf } from './statement.documents.js';

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
      refunds: '0.00',
      closing_balance: '7500.00',
      movements: [
        {
          id: '0190a000-0000-7000-8000-000000000001',
          date: '2026-02-10T11:00:00.000Z',
          type: 'order_charge',
          reference: 'order_9F3A02C7',
          email: 'olamide@example.com',
          order_id: '0190a000-0000-7000-8000-000000000002',
          amount: '2500.00',
          balance: '7500.00',
        },
      ],
      employees: [
        { id: '0190a000-0000-7000-8000-000000000003', name: 'Ọlámidé Adéṣínà', orders: 1, spent: '2500.00' },
        {
          id: '0190a000-0000-7000-8000-000000000004',
          name: 'Ɗanjuma Ɓello Ƙaƴa 👩🏽‍🍳',
          orders: 0,
          spent: '0.00',
        },
      ],
    };
    const text = await pdfText(await statementPdf(statement));
    for (const written of [
      'Ìbàdàn Ẹ̀kọ́ Foods',
      '14 Adéọlá Odèkù Street, Victoria Island',
      'Ọlámidé Adéṣínà',
      'Ɗanjuma Ɓello Ƙaƴa',
      '₦2,500.00',
    ]) {
      expect(text).toContain(written);
    }
    for (const garbled of ['\u0000', '\ufffd']) expect(text).not.toContain(garbled);
  });
});
