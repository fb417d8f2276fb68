import { AUTO_TOPUP_MAX_FAILURES, cardLabel, formatNaira, type Kobo } from '@lunch/contract';
import { compose } from '../../lib/emails.js';

export type FailedCharge = {
  amountKobo: Kobo;
  card: { brand: string; last4: string };
  walletKobo: Kobo;
  thresholdKobo: Kobo;
  reference: string;
  /** Failed charges in a row, this one included. */
  failures: number;
  /** Whether this failure switched auto top-up off. */
  switchedOff: boolean;
};

/** The company's email after an auto top-up charge failed: what failed, the wallet, and what happens next. */
export function autoTopupFailedEmail(to: string, charge: FailedCharge, appUrl: string) {
  const card = cardLabel(charge.card);
  const next = charge.switchedOff
    ? `That is ${AUTO_TOPUP_MAX_FAILURES} failed charges in a row, so auto top-up is now switched off. Top up by card to keep a card that works, then switch auto top-up back on in Billings.`
    : `We will try again with the next order charge while the wallet is below ${formatNaira(charge.thresholdKobo)}. After ${AUTO_TOPUP_MAX_FAILURES} failed charges in a row auto top-up switches itself off (this was ${charge.failures}).`;
  return compose(to, charge.switchedOff ? 'Auto top-up failed and is now off' : 'Auto top-up failed', [
    `We could not top up your lunch wallet automatically: the charge of ${formatNaira(charge.amountKobo)} on your ${card} did not go through.`,
    {
      rows: [
        ['Amount', formatNaira(charge.amountKobo)],
        ['Card', card],
        ['Wallet balance', formatNaira(charge.walletKobo)],
        ['Reference', charge.reference],
      ],
    },
    next,
    { link: `${appUrl}/dashboard/billings`, label: 'Open Billings' },
  ]);
}
