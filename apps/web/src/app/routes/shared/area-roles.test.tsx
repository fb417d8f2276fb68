import type { Me } from '@lunch/contract';
import { type CompanyRole, MEMBERS_WHO } from '@lunch/contract/endpoint';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LayoutDashboard, Lock, LogOut } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../../lib/query-client';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { dashboardArea } from '../dashboard/routes';
import { areaChildRoutes } from './area';
import type { AreaDefinition } from './area-definition';
import { AreaLayout } from './area-layout';

/*
 * The company area by member role (issue 32): the side menu lists only the pages a role may open,
 * and a page it may not open says so in place of the page (not an error, not a redirect).
 */

const me = (role: CompanyRole): Me => ({
  id: '0195a3c2-7b1e-7c3d-9f00-00000000c002',
  name: 'Ada Finance',
  email: `${role}@acme.example.com`,
  account_type: 'Company',
  account_state: 'ACTIVE',
  onboarded: true,
  email_verified: true,
  time_zone: 'Africa/Lagos',
  company_role: role,
});

const menuLabels = async () => {
  const nav = (await screen.findAllByRole('navigation', { name: 'Company dashboard menu' }))[0]!;
  // The entries follow the role once it is known: wait for Logout, which every role has.
  await within(nav).findByRole('link', { name: 'Logout' });
  await within(nav).findByRole('link', { name: 'Company profile' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('the company side menu by role', () => {
  const cases: [CompanyRole, string[]][] = [
    [
      'owner',
      [
        'Overview',
        'Employees',
        'Invitations',
        'Billings',
        'Invoices',
        'Meal suggestions',
        'Departments',
        'Team',
        'Activity',
        'Company profile',
        'Your data',
        'Logout',
      ],
    ],
    [
      'finance',
      [
        'Overview',
        'Billings',
        'Invoices',
        'Meal suggestions',
        'Departments',
        'Team',
        'Activity',
        'Company profile',
        'Your data',
        'Logout',
      ],
    ],
    [
      'people',
      [
        'Overview',
        'Employees',
        'Invitations',
        'Meal suggestions',
        'Departments',
        'Team',
        'Company profile',
        'Your data',
        'Logout',
      ],
    ],
    [
      'viewer',
      [
        'Overview',
        'Employees',
        'Invitations',
        'Billings',
        'Invoices',
        'Meal suggestions',
        'Departments',
        'Team',
        'Company profile',
        'Your data',
        'Logout',
      ],
    ],
  ];

  it.each(cases)('a member in role %s sees the pages it may open', async (role, expected) => {
    serveApi({ 'GET /auth/me': answered(me(role)) });
    renderInApp(<AreaLayout area={dashboardArea} />, paths.dashboard.overview);
    expect(await menuLabels()).toEqual(expected);
  });

  it('each page asks the rule of the route it mainly reads', () => {
    const rules = Object.fromEntries(dashboardArea.pages.map((page) => [page.path, page.companyRoles]));
    expect(rules).toEqual({
      [paths.dashboard.overview]: MEMBERS_WHO.all,
      [paths.dashboard.employees]: MEMBERS_WHO.readPeople,
      [paths.dashboard.invitations]: MEMBERS_WHO.readPeople,
      [paths.dashboard.billings]: MEMBERS_WHO.readMoney,
      [paths.dashboard.invoices]: MEMBERS_WHO.readMoney,
      [paths.dashboard.invoice]: MEMBERS_WHO.readMoney,
      [paths.dashboard.suggestions]: MEMBERS_WHO.all,
      [paths.dashboard.departments]: MEMBERS_WHO.all,
      [paths.dashboard.team]: MEMBERS_WHO.all,
      [paths.dashboard.activity]: MEMBERS_WHO.readAudit,
      [paths.dashboard.profile]: MEMBERS_WHO.all,
      // Signing out is for everyone, whatever the role.
      [paths.dashboard.logout]: undefined,
    });
  });
});

/** A small company area: an overview for everyone, and a page for owners and people members (with a loader). */
function testArea(loader: () => null) {
  const area: AreaDefinition = {
    id: 'dashboard',
    accountType: 'Company',
    title: 'Company dashboard',
    pages: [
      {
        path: paths.dashboard.overview,
        lazy: async () => ({ Component: () => <h1>Overview page</h1> }),
        menu: { label: 'Overview', icon: LayoutDashboard },
        companyRoles: MEMBERS_WHO.all,
      },
      {
        path: paths.dashboard.employees,
        lazy: async () => ({ loader, Component: () => <h1>Employees page</h1> }),
        menu: { label: 'Employees', icon: Lock },
        companyRoles: MEMBERS_WHO.managePeople,
      },
      {
        path: paths.dashboard.logout,
        lazy: async () => ({ Component: () => <h1>Signing out</h1> }),
        menu: { label: 'Logout', icon: LogOut },
      },
    ],
  };
  return area;
}

/** The area as the app mounts it, with the app's query client (which the pages' loaders share). */
function renderArea(role: CompanyRole, path: string) {
  serveApi({ 'GET /auth/me': answered(me(role)) });
  const loader = vi.fn(() => null);
  const area = testArea(loader);
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: <AreaLayout area={area} />, children: areaChildRoutes(area) }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, loader };
}

describe('a page the role may not open', () => {
  afterEach(() => queryClient.clear());

  it('says which role the member has, whom to ask, and leads back to the overview', async () => {
    const user = userEvent.setup();
    const { router, loader } = renderArea('finance', paths.dashboard.employees);
    const refused = await screen.findByTestId('role-refused');
    expect(within(refused).getByRole('heading', { level: 1 }).textContent).toBe(
      'Employees is not open to your role',
    );
    expect(refused.textContent).toContain(
      "Your role, finance, can't open Employees. Ask an owner of your company to change your role.",
    );
    expect(refused.textContent).toContain('Employees is open to an owner or a people member of the company.');
    expect(screen.queryByText('Employees page')).toBeNull();
    // Its loader did not run: the page's data is not asked for a role the server refuses.
    expect(loader).not.toHaveBeenCalled();
    // Not in the menu either, and not a redirect: the address stays.
    expect(screen.queryByRole('link', { name: 'Employees' })).toBeNull();
    expect(router.state.location.pathname).toBe(paths.dashboard.employees);
    expect(document.title).toBe('Employees · Company dashboard');

    const back = within(refused).getByRole('link', { name: 'Back to the overview' });
    expect(back.getAttribute('href')).toBe(paths.dashboard.overview);
    await user.click(back);
    expect(await screen.findByText('Overview page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.dashboard.overview);
  });

  it('opens as usual, loader and all, for a role that may', async () => {
    const { loader } = renderArea('people', paths.dashboard.employees);
    expect(await screen.findByText('Employees page')).toBeTruthy();
    expect(screen.queryByTestId('role-refused')).toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(await screen.findAllByRole('link', { name: 'Employees' })).not.toHaveLength(0);
  });
});
