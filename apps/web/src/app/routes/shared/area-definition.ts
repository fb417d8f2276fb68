import type { AccountType, Me } from '@lunch/contract';
import type { CompanyRole } from '@lunch/contract/endpoint';
import type { LucideIcon } from 'lucide-react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/*
 * What an area is (its account type, title, pages and side menu), apart from the routes built
 * from it in area.tsx: the layout and the error page read this file, and area.tsx reads them.
 */

/** Also the area's key in `paths` (whose `root` is where its URLs start: the employee area's is `/worker`). */
export type AreaId = 'dashboard' | 'admin' | 'employee' | 'rider' | 'restaurant';

/**
 * What a side-menu entry counts (the admin's open issues), beside its label: `shown` is seen ("3"),
 * `spoken` is read out after the label ("Issues, 3 open"). Null: nothing to count, no badge.
 */
export type MenuCount = { shown: string; spoken: string } | null;

/**
 * One page of an area; `path` is one of the area's `paths` (`paths.dashboard.overview`).
 * A page with `menu` appears in the side menu, in the order of the `pages` list; `useCount`, a
 * hook, gives the count shown beside its label (the side menu calls it while it shows the entry).
 *
 * In the company area, `companyRoles` (a `MEMBERS_WHO` rule, the one of the route the page mainly
 * reads) says which members may open it: the others have no menu entry for it, and opening it
 * shows a page saying their role may not (role-refused.tsx), not an error. None: every member.
 */
export type AreaPage = {
  path: string;
  lazy: LazyRouteFunction<RouteObject>;
  menu?: { label: string; icon: LucideIcon; useCount?: () => MenuCount };
  companyRoles?: readonly CompanyRole[];
  /** What the page is called where no menu entry names it (the page a role may not open says it). */
  title?: string;
};

export type AreaDefinition = {
  id: AreaId;
  /** Who may enter; anyone else signed in is sent to their own area. */
  accountType: AccountType;
  /** Names the area in the top bar and the side menu's accessible name. */
  title: string;
  pages: readonly AreaPage[];
  /** Runs each time the signed-in account enters a page of the area (after the guard). */
  onEnter?: (me: Me) => void;
};

export type AreaMenuItem = { to: string; label: string; icon: LucideIcon; useCount?: () => MenuCount };

/**
 * Whether the signed-in account may open a page: any page without `companyRoles`; one with them,
 * a company member whose role is among them (not before the account is known).
 */
export function mayOpen(page: AreaPage, role: CompanyRole | null | undefined): boolean {
  return !page.companyRoles || (role != null && page.companyRoles.includes(role));
}

/** A page's name: its menu label, else its `title`. */
export function pageName(page: AreaPage): string {
  return page.menu?.label ?? page.title ?? 'This page';
}

/** The side menu of a company member in `role` (of anyone else: `null`): the pages it may open. */
export function menuOf(area: AreaDefinition, role: CompanyRole | null | undefined = null): AreaMenuItem[] {
  return area.pages.flatMap((page) =>
    page.menu && mayOpen(page, role) ? [{ to: page.path, ...page.menu }] : [],
  );
}
