import type { AccountType } from '@lunch/contract';

/** Where each account type lives. Kept free of other imports: the start-up bundle reads it. */
export const areaHome: Record<AccountType, string> = {
  Company: '/dashboard/overview',
  Admin: '/admin/overview',
  Individual: '/worker/overview',
};
