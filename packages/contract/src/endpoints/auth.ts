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
