import {
  BillingListQuerySchema,
  BillingSchema,
  ReferenceParamsSchema,
  TopupPageSchema,
  TopupSchema,
} from '../billing.js';
import { PageQuerySchema, pageOf } from '../common.js';
import {
  SimulateTransferSchema,
  UnmatchedTransferSchema,
  VirtualAccountSchema,
} from '../virtual-accounts.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

/** How a transfer into a company's own account reaches its wallet, as the account's routes describe it. */
const TRANSFERS =
  "Every transfer into the account reaches us as Paystack's signed `charge.success` webhook on channel `dedicated_nuban`; once Paystack's Verify Transaction confirms it, the wallet is credited what Paystack verified, exactly once per reference (a `wallet_topup` movement, method `bank_transfer`), and the company is emailed a receipt.";

/**
 * Wallet top-ups, the company's own bank account for transfers, and the wallet's movements (server:
 * modules/billing). Paystack's webhook is signed, not signed in; the sandbox checkout pages
 * (`/sandbox/…`) are outside /api.
 */
export const billingEndpoints = defineEndpoints({
  'POST /billings/topup': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.manageMoney,
    tags: ['billing'],
    body: TopupSchema,
    response: TopupPageSchema,
  },
  'GET /billings/verify/:reference': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.manageMoney,
    tags: ['billing'],
    params: ReferenceParamsSchema,
    response: BillingSchema,
  },
  'GET /billings': {
    roles: ['company', 'admin'],
    companyRoles: MEMBERS_WHO.readMoney,
    tags: ['billing'],
    description:
      "The wallet's movements, newest first unless sorted otherwise, paged: a company's own, every company's for a platform admin. An order's movement names the department the order was placed under and its cost centre, as the order kept them. With `department_id`, only the movements of orders placed under that department (or under none: `none`); a top-up is no department's, so such a list holds none. 404 when `department_id` is no department of the company's (for a platform admin: of no company's).",
    query: BillingListQuerySchema,
    response: pageOf(BillingSchema),
  },
  'POST /billings/virtual-account': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.manageMoney,
    tags: ['billing'],
    description: `Opens the company's own bank account for transfers, once: a Paystack customer with the company's email, name and phone (\`POST /customer\`), then its dedicated virtual account at the bank of PAYSTACK_DVA_BANK (\`POST /dedicated_account\`). Calling it again answers the same account. 409 until the company has finished its set-up; 503 when Paystack cannot be reached or refuses (nothing is kept: calling again tries again), or payments are not configured. Without PAYSTACK_SECRET_KEY the sandbox opens a made-up test account (\`test_mode: true\`). ${TRANSFERS}`,
    response: VirtualAccountSchema,
  },
  'GET /billings/virtual-account': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.readMoney,
    tags: ['billing'],
    description: `The company's own bank account for transfers: bank, account number and name, status; 404 when it has none yet (\`POST /billings/virtual-account\` opens it). ${TRANSFERS}`,
    response: VirtualAccountSchema,
  },
  'POST /billings/virtual-account/simulate-transfer': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.manageMoney,
    tags: ['billing'],
    description:
      "Sandbox only (no PAYSTACK_SECRET_KEY; 404 otherwise), for this machine only unless DEMO_MODE=1 (403): a bank transfer of `amount` naira into the company's test account. The server sends itself the webhook Paystack would send, signed with the sandbox's own key, through `POST /billings/webhook`, then waits for its confirmation and answers the wallet movement it credited (once per reference, like any transfer). 409 when the company has no account yet.",
    body: SimulateTransferSchema,
    response: BillingSchema,
  },
  'GET /admin/bank-transfers/unmatched': {
    roles: ['admin'],
    tags: ['billing'],
    description:
      "Bank transfers no company claims, newest first, paged: Paystack confirmed them into a dedicated account whose customer is none of our companies' (or named no customer). Each is recorded once per reference with the amount Paystack verified and credits nobody; putting it right (a refund through Paystack, or a top-up by hand) is the platform admin's.",
    query: PageQuerySchema,
    response: pageOf(UnmatchedTransferSchema),
  },
  /** The raw bytes, which the signature (`x-paystack-signature`) covers: read by the handler. */
  'POST /billings/webhook': {
    roles: 'public',
    tags: ['billing'],
  },
});
