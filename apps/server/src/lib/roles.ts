import type { AccountType } from '@lunch/contract';

/**
 * The four roles, one word each inside the server. The wire and the database spell them as the
 * contract's account types (an employee is `Individual` there, and its web area is `/worker`): those
 * words stay at the edge, in the contract, the routes' schemas and the `account_type` column.
 */
export type Role = 'employee' | 'company' | 'admin' | 'rider' | 'restaurant';

export const ACCOUNT_TYPE_OF = {
  employee: 'Individual',
  company: 'Company',
  admin: 'Admin',
  rider: 'Rider',
  restaurant: 'Restaurant',
} as const satisfies Record<Role, AccountType>;

const ROLE_OF: Record<AccountType, Role> = {
  Individual: 'employee',
  Company: 'company',
  Admin: 'admin',
  Rider: 'rider',
  Restaurant: 'restaurant',
};

export function roleOf(accountType: AccountType): Role {
  return ROLE_OF[accountType];
}
