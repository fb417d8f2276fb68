import {
  ConfirmEmailResultSchema,
  ConfirmEmailSchema,
  EmailOnlySchema,
  LoginResultSchema,
  LoginSchema,
  MeSchema,
  OnboardBodySchema,
  OnboardResultSchema,
  ResetPasswordSchema,
  SignupBodySchema,
  SignupResultSchema,
} from '../auth.js';
import { NoDataSchema } from '../common.js';
import { defineEndpoints, EVERY_ROLE, MEMBERS_WHO } from './endpoint.js';

/** Signing up and in, sessions, email verification and password reset (server: modules/auth). */
export const authEndpoints = defineEndpoints({
  'POST /auth/signup': {
    roles: 'public',
    tags: ['auth'],
    description:
      'Signs up a Company, an Individual (with the company’s `invitation_code`) or a Restaurant (with its `invitation_code`). A company member invited by an owner signs up as `{account_type: "Company", team_invitation_code, email, password, first_name, last_name, phone_number, dial_code, time_zone}` with the email the invitation was sent to (400 naming `team_invitation_code` or `email` otherwise); they verify their email like anyone and join the company’s team, already onboarded.',
    body: SignupBodySchema,
    response: SignupResultSchema,
    status: 201,
  },
  'POST /auth/confirm-email': {
    roles: 'public',
    tags: ['auth'],
    body: ConfirmEmailSchema,
    response: ConfirmEmailResultSchema,
  },
  'POST /auth/resend-verify-email': {
    roles: 'public',
    tags: ['auth'],
    body: EmailOnlySchema,
    response: NoDataSchema,
  },
  'POST /auth/login': {
    roles: 'public',
    tags: ['auth'],
    body: LoginSchema,
    response: LoginResultSchema,
  },
  'GET /auth/me': {
    roles: EVERY_ROLE,
    companyRoles: MEMBERS_WHO.all,
    tags: ['auth'],
    response: MeSchema,
  },
  'POST /auth/onboard': {
    roles: ['company', 'employee'],
    companyRoles: MEMBERS_WHO.runTheCompany,
    tags: ['auth'],
    body: OnboardBodySchema,
    response: OnboardResultSchema,
  },
  'POST /auth/request-password-reset': {
    roles: 'public',
    tags: ['auth'],
    body: EmailOnlySchema,
    response: NoDataSchema,
  },
  'POST /auth/reset-password': {
    roles: 'public',
    tags: ['auth'],
    body: ResetPasswordSchema,
    response: NoDataSchema,
  },
  'POST /auth/logout': {
    roles: EVERY_ROLE,
    companyRoles: MEMBERS_WHO.all,
    tags: ['auth'],
    response: NoDataSchema,
  },
});
