import {
  formatDateTime,
  formatNaira,
  type PAYOUT_STATUSES,
  RESTAURANT_LEDGER_LABELS,
  type RestaurantLedgerType,
} from '@lunch/contract';
import { createPdf, drawLine, drawTable, printable } from '../../lib/pdf.js';

/** What a payout statement shows: plain data, laid out in a documents thread (documents.worker.ts). */
export type PayoutStatement = {
  restaurant: { name: string; address: string };
  bank: { bankCode: string; accountNumber: string; accountName: string };
  payout: {
    reference: string;
    amountKobo: number;
    status: (typeof PAYOUT_STATUSES)[number];
    failureReason: string | null;
    createdAt: string;
  };
  /** The platform's time zone: every date of the statement is its clock. */
  timeZone: string;
  /** When the period began: the previous payout not failed (null: the restaurant's first). */
  since: string | null;
  /** The earnings, commission and reversals the payout covers, oldest first. */
  entries: Array<{
    type: Exclude<RestaurantLedgerType, 'payout'>;
    amountKobo: number;
    orderRef: string | null;
    createdAt: string;
  }>;
};

/** What the entries add up to, and what came from before the period (a balance carried in). */
export function statementTotals(statement: PayoutStatement) {
  const sum = (type: RestaurantLedgerType) =>
    statement.entries
      .filter((entry) => entry.type === type)
      .reduce((total, entry) => total + entry.amountKobo, 0);
  const earned = sum('earning') - sum('earning_reversal');
  return {
    earnings: sum('earning'),
    earningsTakenBack: sum('earning_reversal'),
    commission: sum('commission') - sum('commission_reversal'),
    carried: statement.payout.amountKobo - earned,
  };
}

/** ••••6789: the account number's last four digits. */
const masked = (accountNumber: string) => `••••${accountNumber.slice(-4)}`;

/**
 * A payout's statement as a PDF (pdfkit, DejaVu Sans: lib/pdf.ts): the restaurant, the bank account
 * (masked), the payout and its status, the totals, and each entry it covers with its order, and
 * "Page n of m". Whatever the entries do not account for (a balance from before the period: a
 * refund taken back after an earlier payout, a payout that failed) is its own line, so the
 * statement always adds up to the payout.
 */
export function layoutPayoutStatementPdf(statement: PayoutStatement): Promise<Buffer> {
  const { doc, done } = createPdf({
    size: 'A4',
    margin: 48,
    bufferPages: true,
    info: { Title: `Payout ${statement.payout.reference} — ${statement.restaurant.name}`, Author: 'Lunch' },
  });
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;
  const zone = statement.timeZone;

  doc.font('bold').fontSize(18).text('Payout statement', left, 48);
  doc
    .font('body')
    .fontSize(11)
    .text(
      statement.since
        ? `Earnings from ${formatDateTime(statement.since, zone)} to ${formatDateTime(statement.payout.createdAt, zone)}`
        : `Earnings to ${formatDateTime(statement.payout.createdAt, zone)}`,
    );
  doc.moveDown(0.5);
  doc.font('bold').fontSize(12).text(printable(statement.restaurant.name));
  doc.font('body').fontSize(10).text(printable(statement.restaurant.address));
  doc.moveDown();

  const totals = statementTotals(statement);
  const summary: Array<[string, string, boolean?]> = [
    ['Reference', statement.payout.reference],
    ['Status', statement.payout.status],
    ...(statement.payout.failureReason
      ? [['Why it failed', printable(statement.payout.failureReason)] as [string, string]]
      : []),
    [
      'Paid to',
      `${printable(statement.bank.accountName)}, bank ${statement.bank.bankCode}, account ${masked(statement.bank.accountNumber)}`,
    ],
    ['Earnings', formatNaira(totals.earnings)],
    ['Earnings taken back by refunds', formatNaira(-totals.earningsTakenBack)],
    ...(totals.carried !== 0
      ? [['Balance carried from before', formatNaira(totals.carried)] as [string, string]]
      : []),
    ['Payout', formatNaira(statement.payout.amountKobo), true],
    ['Platform commission (kept, for your records)', formatNaira(totals.commission)],
  ];
  for (const [label, value, strong] of summary) {
    const y = doc.y;
    doc
      .font(strong ? 'bold' : 'body')
      .fontSize(10)
      .text(label, left, y, { width: 190 });
    doc.text(value, left + 190, y, { width: 300 });
  }
  doc.moveDown(1.5);

  drawTable(doc, {
    title: 'Orders',
    columns: [
      { title: 'Date', width: 120 },
      { title: 'Order', width: 80 },
      { title: 'Entry', width: 170 },
      { title: 'Amount', width: 129, align: 'right' },
    ],
    rows: statement.entries.map((entry) => {
      const out = entry.type === 'earning_reversal' || entry.type === 'commission_reversal';
      return [
        formatDateTime(entry.createdAt, zone),
        entry.orderRef ?? '',
        RESTAURANT_LEDGER_LABELS[entry.type],
        formatNaira(out ? -entry.amountKobo : entry.amountKobo),
      ];
    }),
    empty: 'No earnings in this period.',
    bottom,
  });

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const y = doc.page.height - doc.page.margins.bottom - 10;
    doc.font('body').fontSize(8);
    drawLine(doc, `Page ${i + 1} of ${range.count}`, left, y, {
      width: doc.page.width - left - doc.page.margins.right,
      align: 'right',
    });
  }
  doc.end();
  return done;
}
