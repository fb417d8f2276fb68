import { AutoTopupSchema, UpdateAutoTopupSchema } from '../auto-topup.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

/** How auto top-up charges, as both routes describe it. */
const RULES =
  'A card top-up whose Paystack authorization is reusable keeps the card. While auto top-up is on, the order charge that leaves the wallet below `threshold` queues one charge of `amount` on that card (Paystack Charge Authorization with our reference `auto_…`), credited once Paystack verifies it (a `wallet_topup` row, method `auto_topup`). No other charge follows until a top-up lifts the wallet back to the threshold or above, or the charge failed (the next order charge below it tries again). A failed charge is emailed to the company; after 3 in a row auto top-up switches itself off.';

/** Auto top-up from a saved card (server: modules/auto-topup). */
export const autoTopupEndpoints = defineEndpoints({
  'GET /billings/auto-topup': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.readMoney,
    tags: ['billing'],
    description: `The company's auto top-up: on or off, \`threshold\` and \`amount\` (naira), the card kept (brand, last 4 digits, expiry) or null, and the failed charges in a row. ${RULES}`,
    response: AutoTopupSchema,
  },
  'PATCH /billings/auto-topup': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.manageMoney,
    tags: ['billing'],
    description: `Changes the fields sent (at least one): \`enabled\`, \`threshold\` (naira, more than 0), \`amount\` (naira, within the top-up limits), or \`card: null\` to forget the card, which switches auto top-up off. Switching it on needs a card kept (409 "Top up once by card to save a card") and a threshold and an amount (400 naming the one missing); it starts armed, with no failed charges. Answers the settings. ${RULES}`,
    body: UpdateAutoTopupSchema,
    response: AutoTopupSchema,
  },
});
