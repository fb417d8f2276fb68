import { randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { E2E } from './env';
import { latestCode, waitForMail } from './mail';

/**
 * Set-up through the real API (the same calls the web app makes), for tests whose subject is a
 * later screen: accounts are created by signing up, reading the code from the captured mail,
 * confirming, signing in and onboarding.
 */
export type Session = { email: string; password: string; token: string; name: string };

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** A client address of its own (documentation range 198.18.0.0/15), for one account's set-up calls. */
const newClient = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/**
 * A call to the suite's server (or the one at `baseUrl`); the envelope's `data`, or an error naming
 * the status. `client`: the address the server counts the call from (the suite's server trusts
 * loopback as its proxy: support/env.ts).
 */
export async function api<T = unknown>(
  path: string,
  options: { method?: string; token?: string; body?: unknown; baseUrl?: string; client?: string } = {},
) {
  const res = await fetch(`${options.baseUrl ?? E2E.baseUrl}/api${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.client ? { 'x-forwarded-for': options.client } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json = (await res.json()) as { success: boolean; message: string; data: T };
  if (!res.ok) throw new Error(`${options.method ?? 'GET'} ${path} → ${res.status} ${json.message}`);
  return json.data;
}

export async function login(
  email: string,
  password: string,
  baseUrl = E2E.baseUrl,
  client?: string,
): Promise<string> {
  const data = await api<{ accessTokenHash: string }>('/auth/login', {
    body: { identifier: email, password },
    baseUrl,
    client,
  });
  return data.accessTokenHash;
}

async function verify(email: string, client: string) {
  const otp = await latestCode(email, 'verification code');
  await api('/auth/confirm-email', { body: { email, otp }, client });
}

export async function newCompany(options: { name?: string; budgetNaira?: number } = {}): Promise<Session> {
  const email = uniqueEmail('company');
  const password = 'company-password-1';
  const name = options.name ?? `Company ${randomBytes(3).toString('hex')}`;
  const client = newClient();
  await api('/auth/signup', {
    client,
    body: {
      account_type: 'Company',
      email,
      password,
      name,
      website: 'https://example.com',
      phone_number: '8012345678',
    },
  });
  await verify(email, client);
  const token = await login(email, password, E2E.baseUrl, client);
  await api('/auth/onboard', {
    token,
    body: {
      address_line_1: '1 Marina',
      address_line_2: 'Floor 2',
      city: 'Lagos',
      state: 'Lagos',
      country: 'Nigeria',
      zip_code: '100001',
      max_spend_amount_per_employee: options.budgetNaira ?? 50_000,
      size: '50-100',
    },
  });
  return { email, password, token, name };
}

export async function newEmployee(
  company: Session,
  options: {
    firstName?: string;
    allergies?: string[];
    conditions?: string[];
    diets?: string[];
    /** false: signed up and in, not onboarded yet (the onboarding page is theirs to fill). */
    onboard?: boolean;
  } = {},
): Promise<Session> {
  const email = uniqueEmail('employee');
  const password = 'employee-password-1';
  const invitation = await api<{ invitation_token: string }>('/invitations', {
    token: company.token,
    body: { employee_work_email: email },
  });
  const firstName = options.firstName ?? 'Staff';
  const client = newClient();
  await api('/auth/signup', {
    client,
    body: {
      account_type: 'Individual',
      email,
      password,
      first_name: firstName,
      last_name: 'Member',
      phone_number: '8098765432',
      invitation_code: invitation.invitation_token,
    },
  });
  await verify(email, client);
  const token = await login(email, password, E2E.baseUrl, client);
  if (options.onboard === false) return { email, password, token, name: `${firstName} Member` };
  const health = {
    allergies: options.allergies ?? [],
    medical_conditions: options.conditions ?? [],
    dietary_preferences: options.diets ?? [],
  };
  await api('/auth/onboard', {
    token,
    body: {
      address_line_1: '2 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      country: 'Nigeria',
      zip_code: '100271',
      lunch_time: '12:30 PM',
      ...health,
      // Health lists are kept only with the employee's consent (issue 33).
      ...(Object.values(health).some((list) => list.length > 0) && { health_consent: true }),
    },
  });
  return { email, password, token, name: `${firstName} Member` };
}

/**
 * A rider invited by the platform admin (`POST /admin/riders`), who set a password through the
 * reset flow as the invitation email asks, and signed in.
 */
export async function newRider(
  platformAdmin: Session,
  options: { firstName?: string; zones?: string[] } = {},
): Promise<Session & { id: string }> {
  const email = uniqueEmail('rider');
  const client = newClient();
  const firstName = options.firstName ?? 'Island';
  const rider = await api<{ id: string }>('/admin/riders', {
    token: platformAdmin.token,
    body: {
      email,
      first_name: firstName,
      last_name: 'Rider',
      phone_number: '+234 803 555 0101',
      zones: options.zones ?? [],
    },
  });
  await api('/auth/request-password-reset', { body: { email }, client });
  const otp = await latestCode(email, 'password reset code');
  const password = 'rider-password-1';
  await api('/auth/reset-password', { body: { email, otp, password, confirmPassword: password }, client });
  const token = await login(email, password, E2E.baseUrl, client);
  return { id: rider.id, email, password, token, name: `${firstName} Rider` };
}

export async function admin(baseUrl = E2E.baseUrl): Promise<Session> {
  const token = await login(E2E.admin.email, E2E.admin.password, baseUrl);
  return { ...E2E.admin, token, name: 'Platform admin' };
}

/** Signs the browser in with a session made through the API (the server's HttpOnly cookie). */
export async function useSession(context: BrowserContext, session: Session, baseUrl = E2E.baseUrl) {
  await context.addCookies([
    { name: 'session', value: session.token, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/**
 * A restaurant added by the platform admin (`POST /admin/restaurants`, no zones: it serves every
 * address), not signed up yet: its contact email, the code its invitation mailed there, and the
 * invitation's sign-up link (path and query, `/signup?type=restaurant&code=…&email=…`).
 */
export async function inviteRestaurant(
  platformAdmin: Session,
  options: { name?: string; cuisines?: string[]; commissionPercent?: number } = {},
) {
  const email = uniqueEmail('restaurant');
  const name = options.name ?? `Restaurant ${randomBytes(3).toString('hex')}`;
  const restaurant = await api<{ id: string }>('/admin/restaurants', {
    token: platformAdmin.token,
    body: {
      name,
      cuisines: options.cuisines ?? ['Nigerian'],
      address: '3 Awolowo Road, Ikoyi, Lagos',
      zones: [],
      commission_percent: options.commissionPercent ?? 15,
      contact_email: email,
      payout_bank: { bank_code: '058', account_number: '0123456789', account_name: `${name} Ltd` },
    },
  });
  const mail = await waitForMail(email, 'partner restaurant');
  const link = /\/signup\?type=restaurant&code=([A-Z0-9]{8})&email=[^\s)\]"]+/.exec(mail.text);
  if (!link) throw new Error(`no sign-up link in the invitation to ${email}`);
  return { id: restaurant.id, email, name, code: link[1]!, link: link[0] };
}

/**
 * A restaurant added by the platform admin, signed up with the code its invitation mailed to its
 * contact email (which counts as verified), and signed in.
 */
export async function newRestaurant(
  platformAdmin: Session,
  options: Parameters<typeof inviteRestaurant>[1] = {},
): Promise<Session & { id: string }> {
  const { id, email, name, code } = await inviteRestaurant(platformAdmin, options);
  const client = newClient();
  const password = 'restaurant-password-1';
  await api('/auth/signup', {
    client,
    body: { account_type: 'Restaurant', email, password, invitation_code: code },
  });
  const token = await login(email, password, E2E.baseUrl, client);
  return { id, email, password, token, name };
}
