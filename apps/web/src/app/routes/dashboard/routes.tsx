import { MEMBERS_WHO } from '@lunch/contract/endpoint';
import {
  Building2,
  CreditCard,
  FileText,
  History,
  LayoutDashboard,
  LogOut,
  Mail,
  Network,
  ShieldCheck,
  Soup,
  UserCog,
  Users,
} from 'lucide-react';
import { paths } from '../../../lib/paths';
import { areaChildRoutes, areaLayoutRoute } from '../shared/area';
import type { AreaDefinition } from '../shared/area-definition';

/**
 * The company area, /dashboard (account type Company). This file is the whole area: add a page
 * by adding an entry to `pages` (with `menu` to list it in the side menu, in this order).
 *
 * Side menu per spec §2, in order: Overview (`overview`), Employees (`employees`), Invitations
 * (`invitations`), Billings (`billings`), Invoices (`invoices`: VAT invoices and credit notes; one
 * of them, `invoice`, a page without a menu entry), Meal suggestions (`suggestions`), Departments,
 * Team (the members who run the account) and Activity (who did what; issue 32), then Company profile
 * (`profile`: name, contact, address, time zone) and Logout (`logout`).
 * Each page module exports `Component` (and optionally `loader`, `ErrorBoundary`).
 *
 * A page's `companyRoles` is the rule (`MEMBERS_WHO`) of the route it mainly reads, so a member
 * opens exactly the pages the server answers them: Employees and Invitations read people, Billings
 * and Invoices read money, Activity reads the audit; the rest is open to every member (what a page
 * shows for changing is switched off by role on the page itself). A member whose role may not
 * open a page has no menu entry for it, and its address shows a page saying so.
 */
export const dashboardArea: AreaDefinition = {
  id: 'dashboard',
  accountType: 'Company',
  title: 'Company dashboard',
  pages: [
    {
      path: paths.dashboard.overview,
      lazy: () => import('./overview'),
      menu: { label: 'Overview', icon: LayoutDashboard },
      companyRoles: MEMBERS_WHO.all,
    },
    {
      path: paths.dashboard.employees,
      lazy: () => import('./employees'),
      menu: { label: 'Employees', icon: Users },
      companyRoles: MEMBERS_WHO.readPeople,
    },
    {
      path: paths.dashboard.invitations,
      lazy: () => import('./invitations'),
      menu: { label: 'Invitations', icon: Mail },
      companyRoles: MEMBERS_WHO.readPeople,
    },
    {
      path: paths.dashboard.billings,
      lazy: () => import('./billings'),
      menu: { label: 'Billings', icon: CreditCard },
      companyRoles: MEMBERS_WHO.readMoney,
    },
    {
      path: paths.dashboard.invoices,
      lazy: () => import('./invoices'),
      menu: { label: 'Invoices', icon: FileText },
      companyRoles: MEMBERS_WHO.readMoney,
    },
    {
      path: paths.dashboard.invoice,
      lazy: () => import('./invoice'),
      title: 'Invoice',
      companyRoles: MEMBERS_WHO.readMoney,
    },
    {
      path: paths.dashboard.suggestions,
      lazy: () => import('./suggestions'),
      menu: { label: 'Meal suggestions', icon: Soup },
      companyRoles: MEMBERS_WHO.all,
    },
    {
      path: paths.dashboard.departments,
      lazy: () => import('./departments'),
      menu: { label: 'Departments', icon: Network },
      companyRoles: MEMBERS_WHO.all,
    },
    {
      path: paths.dashboard.team,
      lazy: () => import('./team'),
      menu: { label: 'Team', icon: UserCog },
      companyRoles: MEMBERS_WHO.all,
    },
    {
      path: paths.dashboard.activity,
      lazy: () => import('./activity'),
      menu: { label: 'Activity', icon: History },
      companyRoles: MEMBERS_WHO.readAudit,
    },
    {
      path: paths.dashboard.profile,
      lazy: () => import('./profile'),
      menu: { label: 'Company profile', icon: Building2 },
      companyRoles: MEMBERS_WHO.all,
    },
    {
      path: paths.dashboard.yourData,
      lazy: () => import('../shared/your-data-page'),
      menu: { label: 'Your data', icon: ShieldCheck },
    },
    {
      path: paths.dashboard.logout,
      lazy: () => import('../shared/logout-page'),
      menu: { label: 'Logout', icon: LogOut },
    },
  ],
};

export const layoutRoute = areaLayoutRoute(dashboardArea);
export const childRoutes = areaChildRoutes(dashboardArea);
