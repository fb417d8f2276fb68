import type { AccountType } from '@lunch/contract';

/**
 * Every path of the web app, written once: the router, the side menus, links and redirects all
 * read them here. Kept free of other imports: the start-up bundle reads it.
 */
export const paths = {
  home: '/',
  signup: '/signup',
  login: '/login',
  verify: '/verify',
  onboarding: '/onboarding',
  /** Kept as another entry to the onboarding page (spec §2). */
  onboarding2: '/onboarding2',
  /** Where a signed-in account lands after login: onboarding, or its area. */
  authOnboard: '/auth-onboard',
  success: '/success',
  reset: '/reset',
  resetPassword: '/reset-password',
  /** What we keep about people, why, for how long, and whom to write to (issue 33). */
  privacy: '/privacy',
  dashboard: {
    root: '/dashboard',
    overview: '/dashboard/overview',
    employees: '/dashboard/employees',
    invitations: '/dashboard/invitations',
    billings: '/dashboard/billings',
    invoices: '/dashboard/invoices',
    /** One invoice or credit note, `/dashboard/invoices/INV-000001` (the link its email gives). */
    invoice: '/dashboard/invoices/:number',
    suggestions: '/dashboard/suggestions',
    /** The members who run the company's account (issue 32). */
    team: '/dashboard/team',
    departments: '/dashboard/departments',
    /** Who did what: the company's audit record. */
    activity: '/dashboard/activity',
    profile: '/dashboard/profile',
    /** A copy of one's data (and, but for admins, erasing it): issue 33. */
    yourData: '/dashboard/your-data',
    logout: '/dashboard/logout',
  },
  admin: {
    root: '/admin',
    overview: '/admin/overview',
    orders: '/admin/orders',
    customers: '/admin/customers',
    lists: '/admin/lists',
    transactions: '/admin/transactions',
    suggestionList: '/admin/suggestion-list',
    menu: '/admin/menu',
    kitchen: '/admin/kitchen',
    settings: '/admin/settings',
    jobs: '/admin/jobs',
    zones: '/admin/zones',
    riders: '/admin/riders',
    dispatch: '/admin/dispatch',
    issues: '/admin/issues',
    restaurants: '/admin/restaurants',
    payouts: '/admin/payouts',
    invoices: '/admin/invoices',
    invoice: '/admin/invoices/:number',
    /** A copy of one's data (and, but for admins, erasing it): issue 33. */
    yourData: '/admin/your-data',
    logout: '/admin/logout',
  },
  /** The employee area (account type Individual); its URLs say `/worker` (spec §2). */
  employee: {
    root: '/worker',
    overview: '/worker/overview',
    orders: '/worker/orders',
    analytics: '/worker/analytics',
    suggestions: '/worker/suggestions',
    profile: '/worker/profile',
    logout: '/worker/logout',
  },
  /** The rider area (account type Rider), phone first: the day's run. */
  rider: {
    root: '/rider',
    run: '/rider/run',
    /** A copy of one's data (and, but for admins, erasing it): issue 33. */
    yourData: '/rider/your-data',
    logout: '/rider/logout',
  },
  /** The restaurant area (account type Restaurant): its tickets, menu, hours and money. */
  restaurant: {
    root: '/restaurant',
    tickets: '/restaurant/tickets',
    menu: '/restaurant/menu',
    /** Adds a dish (the admin's Create Menu form, in the restaurant's area). */
    newDish: '/restaurant/menu/new',
    kitchen: '/restaurant/kitchen',
    hours: '/restaurant/hours',
    earnings: '/restaurant/earnings',
    /** A copy of one's data (and, but for admins, erasing it): issue 33. */
    yourData: '/restaurant/your-data',
    logout: '/restaurant/logout',
  },
} as const;

/** Where each account type lives. */
export const areaHome: Record<AccountType, string> = {
  Company: paths.dashboard.overview,
  Admin: paths.admin.overview,
  Individual: paths.employee.overview,
  Rider: paths.rider.run,
  Restaurant: paths.restaurant.tickets,
};
