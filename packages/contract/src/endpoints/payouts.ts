import {
  AdminPayoutsSchema,
  PayoutIdParamsSchema,
  PayoutRunSchema,
  ReconciliationQuerySchema,
  ReconciliationSchema,
  RestaurantEarningsSchema,
} from '../payouts.js';
import { RestaurantLedgerQuerySchema } from '../restaurants.js';
import { defineEndpoints } from './endpoint.js';

const BALANCE =
  'balance = earnings − earnings taken back by refunds − payouts pending or paid (a failed payout is owed again)';

/** A restaurant's earnings and payouts, the payout run and the reconciliation (server: modules/payouts). */
export const payoutsEndpoints = defineEndpoints({
  'GET /restaurant/earnings': {
    roles: ['restaurant'],
    tags: ['payouts'],
    description: `The restaurant's own money: ${BALANCE}; earned and commission net of refunds; paid and pending payouts; and its ledger newest first (earnings, commission, reversals, payouts), \`type\` filtering it.`,
    query: RestaurantLedgerQuerySchema,
    response: RestaurantEarningsSchema,
  },
  'GET /restaurant/payouts/:id/statement.pdf': {
    roles: ['restaurant'],
    tags: ['payouts'],
    description:
      "A payout's statement as a PDF (attachment): the payout, the bank account, and the earnings, commission and reversals it covers (those since the restaurant's previous payout not failed), order by order. 404 for another restaurant's payout.",
    params: PayoutIdParamsSchema,
  },
  'GET /admin/payouts': {
    roles: ['admin'],
    tags: ['payouts'],
    description: `Every restaurant's money (${BALANCE}), by name, and the 50 latest payouts with their status.`,
    response: AdminPayoutsSchema,
  },
  'POST /admin/payouts/run': {
    roles: ['admin'],
    tags: ['payouts'],
    description:
      "Runs the payouts now (the weekly run does the same on Mondays at 09:00 in the platform's time zone): each restaurant but the platform's kitchen with a positive balance is paid it by a Paystack transfer (its transfer recipient made once per bank account). The payout row is written under the restaurant's lock, so runs at once never pay twice. Without Paystack (the sandbox) the transfer settles itself as paid. 503 when payments are not configured.",
    response: PayoutRunSchema,
  },
  'GET /admin/reconciliation': {
    roles: ['admin'],
    tags: ['payouts'],
    description:
      "Reconciles the money of the orders delivered in a period (`from`–`to`, days in the platform's time zone, both included; an order counts by its latest delivery, `delivered_at`): `meals_charged`, the sum of their `order_charge` wallet rows; `refunds`, of their `order_refund` and `issue_refund` rows; `earnings` and `commission`, the sums of their restaurant ledger rows net of reversals; `delivery_fees`, of their `delivery_fee` rows less `delivery_fee_refund` (the platform's, outside the identity). Every row of those orders counts whenever it was written, so a later refund moves an earlier period's figures, both sides at once. `balanced`: meals_charged − refunds = earnings + commission, to the kobo (`difference` is the left side less the right).",
    query: ReconciliationQuerySchema,
    response: ReconciliationSchema,
  },
});
