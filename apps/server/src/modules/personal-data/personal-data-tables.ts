/**
 * Every column that ties rows to a person, and what becomes of those rows (issue 33,
 * docs/privacy.md): how "Download my data" exports them (the sections of export.service.ts that
 * read the person's rows by the column) or why it leaves them out, and what erasure does with
 * them. Erasure deletes the rows of every column declared `'deleted'` straight from this list
 * (erasure.service.ts); what it pseudonymises or deletes by email, it does as said here.
 *
 * Keys are `table.column` as the database names them: the column holding the person's id (an
 * account's, an employee's, a company's or a rider's: all are account ids) or, for the few rows
 * holding no id, their email. personal-data-export.test.ts asks the database for every column
 * referring to an account, an employee, a company or a rider and every `…account_id` or
 * `…employee_id`, and fails for one missing here, an entry without both decisions, or an entry
 * naming a column or a section that does not exist: a new table with a person's data cannot ship
 * until its export and its erasure are both decided.
 */

/** What erasure does with the rows (docs/privacy.md "Erasure"). */
export type Erasure =
  /** Every row whose column holds the person's id is deleted: erasure reads these from this list. */
  | 'deleted'
  /** The rows said are deleted (erasure.service.ts): they hold the person's email, not their id. */
  | { deletedByEmail: string }
  /** The rows stay; what is said becomes the pseudonym ("Erased person 1a2b3c") or is blanked. */
  | { pseudonymised: string }
  /** The rows stay as they are, for the reason said. */
  | { kept: string };

/** The export's sections that read the person's rows by the column, or why none does. */
type Export = { exportedIn: readonly string[]; leftOut?: never } | { leftOut: string; exportedIn?: never };

export type PersonalColumn = Export & { erasure: Erasure };

const COMPANY_RECORDS =
  "The company's own records (its money, invoices, rules, invitations and audit log), not one person's: its members read them in the statements, invoices and activity log; an employee's orders are in that employee's export";
const COMPANY_KEPT: Erasure = {
  kept: "The company's own records, not one person's: they stay when the account that signed the company up is erased",
};
/** Why an employee's orders, and the money hanging on them, stay after erasure. */
const TAX_RECORDS =
  "kept for tax records and the restaurants' earnings, under the pseudonym, so every ledger still adds up";
const RUNNING_TOTAL_KEPT: Erasure = { kept: 'Amounts only: a running total of the orders, which stay' };

export const PERSONAL_DATA: Readonly<Record<string, PersonalColumn>> = {
  // Everyone's.
  'accounts.id': {
    exportedIn: ['account'],
    erasure: {
      pseudonymised:
        'The email becomes erased-<id>@erased.invalid (the real one may sign up again), the password matches nothing, the phone is blanked, erased_at is set',
    },
  },
  'sessions.account_id': { exportedIn: ['sessions'], erasure: 'deleted' },
  'one_time_codes.account_id': { exportedIn: ['codes_sent'], erasure: 'deleted' },
  'login_failures.account_id': { exportedIn: ['failed_sign_ins'], erasure: 'deleted' },
  'meal_suggestions.account_id': { exportedIn: ['meal_suggestions'], erasure: 'deleted' },
  'mail_outbox.to': {
    leftOut:
      "Mail kept instead of sent when no mail server is set (the demo): addressed by email, not by a person's id",
    erasure: { deletedByEmail: "The mail kept for the person's email (its case ignored)" },
  },
  'jobs.payload': {
    leftOut: "The job queue: an email's payload, with its address, until it is sent and purged",
    erasure: {
      kept: 'Erasure leaves the job queue alone: a job is purged 45 days after it finishes (KEEP_FINISHED, lib/jobs.ts)',
    },
  },
  'data_access_records.subject_account_id': {
    exportedIn: ['data_opened_by_platform_admins'],
    erasure: {
      kept: "The record of which platform admin opened whose data, and when: it holds the account's id only, and the account is pseudonymised",
    },
  },
  'data_access_records.actor_account_id': {
    exportedIn: ['data_you_opened'],
    erasure: { kept: 'A platform admin cannot erase themselves (403): what they opened stays on record' },
  },

  // An employee's.
  'employees.account_id': {
    exportedIn: ['profile', 'health'],
    erasure: {
      pseudonymised:
        "The row stays for the orders and the company's records: the names become the pseudonym; the onboarding address, health data, consent and lunch time are blanked; the employee is removed",
    },
  },
  'employee_addresses.employee_id': { exportedIn: ['addresses'], erasure: 'deleted' },
  'health_consent_records.employee_id': { exportedIn: ['health_consent_history'], erasure: 'deleted' },
  'menu_favourites.employee_id': { exportedIn: ['favourites'], erasure: 'deleted' },
  'auto_order_settings.employee_id': { exportedIn: ['auto_order_settings'], erasure: 'deleted' },
  'auto_order_outcomes.employee_id': { exportedIn: ['auto_order_outcomes'], erasure: 'deleted' },
  'auto_order_run_entries.employee_id': {
    leftOut:
      'The progress of the latest auto-order run: the same facts as auto_order_outcomes, which the export holds',
    erasure: 'deleted',
  },
  'orders.employee_id': {
    exportedIn: ['orders'],
    erasure: {
      pseudonymised: `The orders, their lines, amounts and statuses are ${TAX_RECORDS}; each order's copy of its delivery address and its health warnings are blanked`,
    },
  },
  'ledger.email': {
    leftOut: COMPANY_RECORDS,
    erasure: {
      pseudonymised: `The wallet ledger's rows of the employee's orders are ${TAX_RECORDS}: their email becomes the pseudonymous one`,
    },
  },
  'employee_payments.employee_id': {
    exportedIn: ['card_payments'],
    erasure: { kept: `What the employee paid by card is ${TAX_RECORDS}` },
  },
  'order_ratings.employee_id': {
    exportedIn: ['ratings'],
    erasure: {
      pseudonymised:
        "The stars stay (dishes' and restaurants' averages keep adding up); the comment is deleted",
    },
  },
  'order_issues.employee_id': {
    exportedIn: ['reported_problems'],
    erasure: { pseudonymised: 'The problem stays with its order, refund and reply; the note is blanked' },
  },
  'monthly_spend.employee_id': {
    leftOut: 'A running total of the orders (in the export), kept for the budget check',
    erasure: RUNNING_TOTAL_KEPT,
  },
  'day_spend.employee_id': {
    leftOut: 'A running total of the orders (in the export), kept for the day cap',
    erasure: RUNNING_TOTAL_KEPT,
  },
  'delivery_fee_groups.employee_id': {
    leftOut:
      'A count of live orders per day, slot and address (the orders are in the export), kept to charge one delivery fee',
    erasure: { kept: 'Counts and fees of orders that stay; the address is named by its id, not written out' },
  },
  'invitations.email': {
    leftOut: COMPANY_RECORDS,
    erasure: {
      deletedByEmail:
        "The accepted invitations to the person's email (its case ignored); one not accepted yet is the company's, still open to that email",
    },
  },

  // A company member's, and the company's own records.
  'company_members.account_id': {
    exportedIn: ['team_membership'],
    erasure: {
      pseudonymised:
        'Their name and email on the team become the pseudonym, they leave it (REMOVED) and their invitation code goes',
    },
  },
  'companies.account_id': {
    exportedIn: ['company'],
    erasure: {
      kept: "The company's profile (name, address, tax details) is the company's, not the person's: it stays when the account that signed it up is erased",
    },
  },
  'audit_records.actor_account_id': {
    exportedIn: ['changes_made'],
    erasure: {
      kept: "The company's activity log refuses changes: its rows written before the erasure name the person as they were then",
    },
  },
  'employees.company_id': {
    leftOut: "The company's employees: each one's row is in that employee's export",
    erasure: {
      kept: 'Each employee is erased by themselves or by the company, not with the account that signed the company up',
    },
  },
  'orders.company_id': { leftOut: COMPANY_RECORDS, erasure: COMPANY_KEPT },
  'ledger.company_id': { leftOut: COMPANY_RECORDS, erasure: COMPANY_KEPT },
  'invoices.company_id': { leftOut: COMPANY_RECORDS, erasure: COMPANY_KEPT },
  'employee_payments.company_id': { leftOut: COMPANY_RECORDS, erasure: COMPANY_KEPT },
  'order_issues.company_id': { leftOut: COMPANY_RECORDS, erasure: COMPANY_KEPT },
  'invitations.company_id': { leftOut: COMPANY_RECORDS, erasure: COMPANY_KEPT },
  'departments.company_id': { leftOut: COMPANY_RECORDS, erasure: COMPANY_KEPT },
  'audit_records.company_id': { leftOut: COMPANY_RECORDS, erasure: COMPANY_KEPT },
  'company_members.company_id': { leftOut: COMPANY_RECORDS, erasure: COMPANY_KEPT },
  'virtual_accounts.company_id': { leftOut: COMPANY_RECORDS, erasure: COMPANY_KEPT },
  'auto_topups.company_id': { leftOut: COMPANY_RECORDS, erasure: COMPANY_KEPT },

  // A rider's.
  'riders.account_id': {
    exportedIn: ['rider'],
    erasure: { pseudonymised: 'The row stays for the orders they carried: their names become the pseudonym' },
  },
  'rider_zones.rider_id': { exportedIn: ['rider_zones'], erasure: 'deleted' },
  'orders.rider_id': {
    exportedIn: ['deliveries_carried'],
    erasure: {
      kept: "The orders they carried stay in the companies' and the restaurants' records: an order names its rider by id only",
    },
  },

  // A restaurant's.
  'restaurants.account_id': {
    exportedIn: ['restaurant'],
    erasure: {
      kept: 'A restaurant cannot erase itself (403): it is a business partner whose account a platform admin manages',
    },
  },
};

/** The `table.column`s whose rows erasure deletes by the person's id. */
export const DELETED_ON_ERASURE = Object.keys(PERSONAL_DATA).filter(
  (column) => PERSONAL_DATA[column]!.erasure === 'deleted',
);
