import {
  CompanyProfileSchema,
  CompanySettingsSchema,
  UpdateCompanyProfileSchema,
  UpdateCompanySettingsSchema,
} from '../company.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

/** A company's own profile and settings: who and where it is, its clock, budget, low-balance alert and meal programme (server: modules/company). */
export const companyEndpoints = defineEndpoints({
  'GET /company/profile': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.all,
    tags: ['company'],
    description:
      "The company's name, website, contact phone, address and time zone, its login email (read-only), and its set-up: `onboarded`, and `setup_missing`, what onboarding still has to give before a top-up or an invitation is accepted.",
    response: CompanyProfileSchema,
  },
  'PATCH /company/profile': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.runTheCompany,
    tags: ['company'],
    description:
      "Changes the fields sent (at least one): `name`, `website`, `phone_number` (`dial_code` is `+234`), the address (`address_line_1`, `address_line_2`, `city`, `state`, `country`, `zip_code`) and `time_zone` (IANA), each checked as signup and onboarding check it. A new time zone is the company's clock from then on: the budget month, the order window and the statements run in it. Answers the profile.",
    body: UpdateCompanyProfileSchema,
    response: CompanyProfileSchema,
  },
  'GET /company/settings': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.all,
    tags: ['company'],
    response: CompanySettingsSchema,
  },
  'PATCH /company/settings': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.manageSettings,
    tags: ['company'],
    description:
      "The monthly budget per employee, `low_balance_alert` (naira, or null for no alert: the company is emailed once when an order charge takes the wallet from at or above it to below it, and again only after a top-up lifts the wallet back to it or above) and the meal programme: `order_days` (delivery days paid for), `order_window_start`/`order_window_end` (HH:MM, company time zone, when employees may order; end inclusive), `per_order_cap` and `per_day_cap` (naira, or null for none; the day cap sums an employee's orders for one delivery date, net of refunds). Its tax details on its invoices: `legal_name`, `tin` (optional: 8 to 15 digits, dashes allowed between them) and `billing_address` (empty: the company name and address are printed). `employees_may_pay_difference` (default false): whether an employee may pay by card what an order costs above what the company pays for it. Only the fields sent change.",
    body: UpdateCompanySettingsSchema,
    response: CompanySettingsSchema,
  },
});
