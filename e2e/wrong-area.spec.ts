import { expect, test } from '@playwright/test';
import {
  admin,
  newCompany,
  newEmployee,
  newRestaurant,
  newRider,
  type Session,
  useSession,
} from './support/api';

/** Each account type opening another area's page lands on its own area's home, with no error. */
type Role = 'Company' | 'Admin' | 'Individual' | 'Rider' | 'Restaurant';
const home: Record<Role, string> = {
  Company: '/dashboard/overview',
  Admin: '/admin/overview',
  Individual: '/worker/overview',
  Rider: '/rider/run',
  Restaurant: '/restaurant/tickets',
};
const who: Record<Role, string> = {
  Company: 'a company admin',
  Admin: 'a platform admin',
  Individual: 'an employee',
  Rider: 'a rider',
  Restaurant: 'a restaurant',
};
const pairs: Array<{ role: Role; path: string }> = [
  { role: 'Company', path: '/admin/overview' },
  { role: 'Company', path: '/worker/orders' },
  { role: 'Admin', path: '/dashboard/employees' },
  { role: 'Admin', path: '/worker/overview' },
  { role: 'Individual', path: '/dashboard/overview' },
  { role: 'Individual', path: '/admin/orders' },
  { role: 'Individual', path: '/rider/run' },
  { role: 'Rider', path: '/admin/dispatch' },
  { role: 'Rider', path: '/worker/orders' },
  { role: 'Rider', path: '/restaurant/tickets' },
  { role: 'Individual', path: '/restaurant/menu' },
  { role: 'Admin', path: '/restaurant/kitchen' },
  { role: 'Restaurant', path: '/admin/kitchen' },
  { role: 'Restaurant', path: '/worker/overview' },
  { role: 'Restaurant', path: '/rider/run' },
];

let sessions: Record<Role, Session>;

test.beforeAll(async () => {
  const company = await newCompany();
  const platform = await admin();
  sessions = {
    Company: company,
    Admin: platform,
    Individual: await newEmployee(company),
    Rider: await newRider(platform),
    Restaurant: await newRestaurant(platform),
  };
});

for (const { role, path } of pairs) {
  test(`${who[role]} opening ${path} lands on their own area with no error`, async ({ page, context }) => {
    await useSession(context, sessions[role]);
    const apiErrors: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/') && res.status() === 403) apiErrors.push(res.url());
    });
    await page.goto(path);
    await expect(page).toHaveURL(home[role]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/not allowed|something went wrong/i)).toHaveCount(0);
    expect(apiErrors).toEqual([]);

    // The same from a link inside the app (client-side navigation, not a fresh page load).
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(home[role]);
    await expect(page.getByText(/not allowed|something went wrong/i)).toHaveCount(0);
    expect(apiErrors).toEqual([]);
  });
}
