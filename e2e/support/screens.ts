import { randomBytes } from 'node:crypto';
import {
  admin,
  api,
  login,
  newCompany,
  newEmployee,
  newRestaurant,
  newRider,
  type Session,
  uniqueEmail,
} from './api';
import { menuItem, placeOrder, png, topUp } from './fixtures';
import { latestCode } from './mail';

/**
 * Every screen of the app, by who opens it, and the data that makes each list non-empty: one
 * company with an employee, a top-up, a pending invitation and a suggestion; a menu item with
 * an image and tags; an order and its refund; a rider carrying the order; a restaurant with a dish
 * and an order of it on its board. Used by the accessibility and phone-layout tests.
 */
export type Role = 'visitor' | 'newUser' | 'company' | 'admin' | 'employee' | 'rider' | 'restaurant';

export const screens: Record<Role, readonly string[]> = {
  visitor: [
    '/',
    '/signup',
    '/login',
    '/verify',
    '/reset',
    '/reset-password',
    '/success',
    '/privacy',
    '/no-such-page',
  ],
  // A company before onboarding: its set-up notice stands in for top-up and invitations.
  newUser: ['/onboarding', '/dashboard/billings', '/dashboard/invitations', '/dashboard/profile'],
  company: [
    '/dashboard/overview',
    '/dashboard/employees',
    '/dashboard/invitations',
    '/dashboard/billings',
    '/dashboard/invoices',
    '/dashboard/suggestions',
    '/dashboard/departments',
    '/dashboard/team',
    '/dashboard/activity',
    '/dashboard/profile',
    '/dashboard/your-data',
    '/dashboard/logout',
    '/dashboard/no-such-page',
  ],
  admin: [
    '/admin/overview',
    '/admin/orders',
    '/admin/customers',
    '/admin/lists',
    '/admin/transactions',
    '/admin/invoices',
    '/admin/suggestion-list',
    '/admin/menu',
    '/admin/kitchen',
    '/admin/settings',
    '/admin/zones',
    '/admin/riders',
    '/admin/dispatch',
    '/admin/issues',
    '/admin/restaurants',
    '/admin/payouts',
    '/admin/jobs',
    '/admin/your-data',
    '/admin/logout',
  ],
  employee: [
    '/worker/overview',
    '/worker/orders',
    '/worker/analytics',
    '/worker/suggestions',
    '/worker/profile',
    '/worker/logout',
  ],
  rider: ['/rider/run', '/rider/your-data', '/rider/logout'],
  restaurant: [
    '/restaurant/tickets',
    '/restaurant/menu',
    '/restaurant/menu/new',
    '/restaurant/kitchen',
    '/restaurant/hours',
    '/restaurant/earnings',
    '/restaurant/your-data',
    '/restaurant/logout',
  ],
};

/** List screens: on a phone each shows stacked cards with every field. */
export const listScreens: Array<{ role: Role; path: string }> = [
  { role: 'company', path: '/dashboard/employees' },
  { role: 'company', path: '/dashboard/invitations' },
  { role: 'company', path: '/dashboard/billings' },
  { role: 'admin', path: '/admin/orders' },
  { role: 'admin', path: '/admin/customers' },
  { role: 'admin', path: '/admin/lists' },
  { role: 'admin', path: '/admin/transactions' },
  { role: 'admin', path: '/admin/suggestion-list' },
  { role: 'employee', path: '/worker/orders' },
  { role: 'restaurant', path: '/restaurant/menu' },
];

/** A company that signed up and verified its email but has not onboarded yet. */
async function notOnboardedCompany(): Promise<Session> {
  const email = uniqueEmail('new-company');
  const password = 'company-password-1';
  const name = `New company ${randomBytes(3).toString('hex')}`;
  await api('/auth/signup', {
    body: {
      account_type: 'Company',
      email,
      password,
      name,
      website: 'https://example.com',
      phone_number: '8012345678',
    },
  });
  await api('/auth/confirm-email', { body: { email, otp: await latestCode(email, 'verification code') } });
  return { email, password, token: await login(email, password), name };
}

export async function seedScreens(): Promise<Record<Exclude<Role, 'visitor'>, Session>> {
  const platform = await admin();
  const company = await newCompany({ budgetNaira: 20_000 });
  const employee = await newEmployee(company);
  await topUp(company, 25_000);
  await api('/invitations', { token: company.token, body: { employee_work_email: uniqueEmail('invited') } });
  await api('/meal/suggest', {
    token: company.token,
    body: {
      name: 'Pepper soup',
      description: 'Goat meat pepper soup',
      reason_for_suggestion: 'Warm on rainy days',
    },
  });
  const menuId = await menuItem(platform, `Jollof rice ${randomBytes(2).toString('hex')}`, {
    allergens: 'Peanuts',
    diets: 'Vegetarian',
    image: await png('#c2410c'),
  });
  const refunded = await placeOrder(employee, menuId);
  await api('/orders/update-status', {
    method: 'PATCH',
    token: platform.token,
    body: { orderId: refunded.id, newStatus: 'CANCELLED' },
  });
  const carried = await placeOrder(employee, menuId, 2);
  const rider = await newRider(platform);
  await api('/admin/dispatch', {
    method: 'PATCH',
    token: platform.token,
    body: { orderIds: [carried.id], riderId: rider.id },
  });
  const restaurant = await newRestaurant(platform);
  await placeOrder(employee, await menuItem(restaurant, `Egusi soup ${randomBytes(2).toString('hex')}`));
  return { newUser: await notOnboardedCompany(), company, admin: platform, employee, rider, restaurant };
}
