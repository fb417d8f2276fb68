import {
  ArrowLeftRight,
  Bike,
  ChefHat,
  FileText,
  LayoutDashboard,
  Lightbulb,
  ListRestart,
  LogOut,
  MapPinned,
  MessageSquareWarning,
  Route,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Store,
  Users,
  UtensilsCrossed,
  Wallet,
} from 'lucide-react';
import { useOpenIssuesCount } from '../../../features/issues/api/issues';
import { paths } from '../../../lib/paths';
import { areaChildRoutes, areaLayoutRoute } from '../shared/area';
import type { AreaDefinition } from '../shared/area-definition';

/**
 * The platform admin area, /admin (account type Admin). This file is the whole area: add a page
 * by adding an entry to `pages` (with `menu` to list it in the side menu, in this order).
 *
 * Side menu per spec §2, in order: Overview (`overview`), Orders (`orders`), Customers
 * (`customers`), Meal Lists (`lists`), Transactions (`transactions`), Meal Suggestion
 * (`suggestion-list`), then Restaurants (`restaurants`, the restaurant partners: added, edited,
 * suspended), Payouts (`payouts`, each restaurant's balance, paying them out, the reconciliation),
 * Invoices (`invoices`, every company's VAT invoices and credit notes, issuing one for a past month;
 * one of them, `invoice`, a page without a menu entry),
 * Kitchen (`kitchen`, the day's kitchen sheet, of every restaurant or one), Settings (`settings`,
 * the ordering cut-off and days ahead), Delivery zones (`zones`, the areas delivered to, their fees,
 * slots and cut-offs), Riders (`riders`, invited riders and the zones they ride), Dispatch
 * (`dispatch`, a day's orders given to riders by zone and slot), Issues (`issues`, problems
 * employees reported, with the open count beside the entry) and Job queue (`jobs`, background jobs
 * and queueing a failed one again), Logout (`logout`). `menu` (the two-step Create Menu form) is a
 * page without a menu entry.
 */
export const adminArea: AreaDefinition = {
  id: 'admin',
  accountType: 'Admin',
  title: 'Admin',
  pages: [
    {
      path: paths.admin.overview,
      lazy: () => import('./overview'),
      menu: { label: 'Overview', icon: LayoutDashboard },
    },
    {
      path: paths.admin.orders,
      lazy: () => import('./orders'),
      menu: { label: 'Orders', icon: ShoppingBag },
    },
    {
      path: paths.admin.customers,
      lazy: () => import('./customers'),
      menu: { label: 'Customers', icon: Users },
    },
    {
      path: paths.admin.lists,
      lazy: () => import('./lists'),
      menu: { label: 'Meal Lists', icon: UtensilsCrossed },
    },
    {
      path: paths.admin.transactions,
      lazy: () => import('./transactions'),
      menu: { label: 'Transactions', icon: ArrowLeftRight },
    },
    {
      path: paths.admin.suggestionList,
      lazy: () => import('./suggestion-list'),
      menu: { label: 'Meal Suggestion', icon: Lightbulb },
    },
    {
      path: paths.admin.restaurants,
      lazy: () => import('./restaurants'),
      menu: { label: 'Restaurants', icon: Store },
    },
    {
      path: paths.admin.payouts,
      lazy: () => import('./payouts'),
      menu: { label: 'Payouts', icon: Wallet },
    },
    {
      path: paths.admin.invoices,
      lazy: () => import('./invoices'),
      menu: { label: 'Invoices', icon: FileText },
    },
    { path: paths.admin.invoice, lazy: () => import('./invoice') },
    { path: paths.admin.kitchen, lazy: () => import('./kitchen'), menu: { label: 'Kitchen', icon: ChefHat } },
    {
      path: paths.admin.settings,
      lazy: () => import('./settings'),
      menu: { label: 'Settings', icon: Settings },
    },
    {
      path: paths.admin.zones,
      lazy: () => import('./zones'),
      menu: { label: 'Delivery zones', icon: MapPinned },
    },
    { path: paths.admin.riders, lazy: () => import('./riders'), menu: { label: 'Riders', icon: Bike } },
    {
      path: paths.admin.dispatch,
      lazy: () => import('./dispatch'),
      menu: { label: 'Dispatch', icon: Route },
    },
    {
      path: paths.admin.issues,
      lazy: () => import('./issues'),
      menu: { label: 'Issues', icon: MessageSquareWarning, useCount: useOpenIssuesCount },
    },
    { path: paths.admin.jobs, lazy: () => import('./jobs'), menu: { label: 'Job queue', icon: ListRestart } },
    { path: paths.admin.menu, lazy: () => import('./menu') },
    {
      path: paths.admin.yourData,
      lazy: () => import('../shared/your-data-page'),
      menu: { label: 'Your data', icon: ShieldCheck },
    },
    {
      path: paths.admin.logout,
      lazy: () => import('../shared/logout-page'),
      menu: { label: 'Logout', icon: LogOut },
    },
  ],
};

export const layoutRoute = areaLayoutRoute(adminArea);
export const childRoutes = areaChildRoutes(adminArea);
