import {
  Building2,
  CreditCard,
  FileText,
  History,
  LayoutDashboard,
  LogOut,
  Mail,
  Network,
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
    },
    {
      path: paths.dashboard.employees,
      lazy: () => import('./employees'),
      menu: { label: 'Employees', icon: Users },
    },
    {
      path: paths.dashboard.invitations,
      lazy: () => import('./invitations'),
      menu: { label: 'Invitations', icon: Mail },
    },
    {
      path: paths.dashboard.billings,
      lazy: () => import('./billings'),
      menu: { label: 'Billings', icon: CreditCard },
    },
    {
      path: paths.dashboard.invoices,
      lazy: () => import('./invoices'),
      menu: { label: 'Invoices', icon: FileText },
    },
    { path: paths.dashboard.invoice, lazy: () => import('./invoice') },
    {
      path: paths.dashboard.suggestions,
      lazy: () => import('./suggestions'),
      menu: { label: 'Meal suggestions', icon: Soup },
    },
    {
      path: paths.dashboard.departments,
      lazy: () => import('./departments'),
      menu: { label: 'Departments', icon: Network },
    },
    {
      path: paths.dashboard.team,
      lazy: () => import('./team'),
      menu: { label: 'Team', icon: UserCog },
    },
    {
      path: paths.dashboard.activity,
      lazy: () => import('./activity'),
      menu: { label: 'Activity', icon: History },
    },
    {
      path: paths.dashboard.profile,
      lazy: () => import('./profile'),
      menu: { label: 'Company profile', icon: Building2 },
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
