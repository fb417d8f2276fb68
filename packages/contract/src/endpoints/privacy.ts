import { NoDataSchema } from '../common.js';
import { EmployeeIdParamsSchema } from '../company.js';
import {
  GiveHealthConsentSchema,
  HealthConsentSchema,
  PrivacyNoticeSchema,
  RemoveEmployeeQuerySchema,
} from '../privacy.js';
import { defineEndpoints, EVERY_ROLE, MEMBERS_WHO } from './endpoint.js';

/** The privacy notice and an employee's consent to keep their health data (server: modules/health-consent). */
export const healthConsentEndpoints = defineEndpoints({
  'GET /privacy': {
    roles: 'public',
    tags: ['privacy'],
    description:
      'What the privacy page shows besides its fixed text: whom to write to about one’s data (`contact_email`, set by the platform admin; "" while not set) and the current health consent text with its version.',
    response: PrivacyNoticeSchema,
  },
  'PUT /profile/health-consent': {
    roles: ['employee'],
    tags: ['privacy'],
    description:
      'Gives the employee’s explicit consent to keep their allergies, medical conditions and diets, for the current consent text (`version`, 400 for another). Recorded with its time in the consent history; giving it again while given changes nothing.',
    body: GiveHealthConsentSchema,
    response: HealthConsentSchema,
  },
  'DELETE /profile/health-consent': {
    roles: ['employee'],
    tags: ['privacy'],
    description:
      'Withdraws the consent: the allergies, medical conditions and diets are erased at once (the menu then shows every meal), and the withdrawal is recorded in the consent history.',
    response: HealthConsentSchema,
  },
});

/** A person's data: a copy of it, and erasing them (server: modules/personal-data). */
export const personalDataEndpoints = defineEndpoints({
  'GET /profile/export': {
    roles: EVERY_ROLE,
    companyRoles: MEMBERS_WHO.all,
    tags: ['privacy'],
    description:
      'Everything kept about the signed-in person, as a JSON file (attachment, no envelope): the account, their profile, addresses, health data with the consent history, orders, ratings, favourites, auto-order settings, their sessions’ times and the record of platform admins who opened their data (docs/privacy.md lists every part).',
  },
  'DELETE /profile': {
    roles: ['employee', 'company', 'rider'],
    companyRoles: MEMBERS_WHO.all,
    tags: ['privacy'],
    description:
      'Erases the signed-in person: name, email, phone, addresses and health data are removed or replaced by a pseudonym, every session ends at once, and the orders and ledger rows that money and invoices need stay under the pseudonym. The email may sign up again as a new person. A company’s last owner is refused (409) until another owner is named.',
    response: NoDataSchema,
  },
  'DELETE /users/employees/:id': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.managePeople,
    tags: ['company'],
    description:
      'Removes an employee from the company: their sessions end and they can no longer sign in or order; their orders stay in the company’s records. With `erase=true` they are erased as well, as `DELETE /profile` does. 404 for another company’s employee.',
    params: EmployeeIdParamsSchema,
    query: RemoveEmployeeQuerySchema,
    response: NoDataSchema,
  },
});

/** The privacy area: the notice, health consent and a person's data. */
export const privacyEndpoints = { ...healthConsentEndpoints, ...personalDataEndpoints };
