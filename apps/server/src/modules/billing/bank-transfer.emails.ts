import { formatNaira, type Kobo } from '@lunch/contract';
import { compose } from '../../lib/emails.js';

/** The company's receipt for a bank transfer into its own account, once its wallet was credited. */
export function bankTransferReceivedEmail(to: string, amount: Kobo, balance: Kobo, reference: string) {
  return compose(to, 'Bank transfer received', [
    'We received your bank transfer and added it to your lunch wallet.',
    {
      rows: [
        ['Amount', formatNaira(amount)],
        ['New balance', formatNaira(balance)],
        ['Reference', reference],
      ],
    },
    'Every transfer into your account is credited once, within minutes of reaching us.',
  ]);
}
