import type { CompanyRole } from '@lunch/contract/endpoint';
import { useMe } from './use-me';

/**
 * Whether the signed-in company member may use something, by the rule its route declares
 * (`MEMBERS_WHO` in the contract, the same list the server checks): `useMayDo(MEMBERS_WHO.manageMoney)`.
 * Anyone who is not a company member (and a company member not loaded yet) may not.
 */
export function useMayDo(rule: readonly CompanyRole[]): boolean {
  const role = useMe().data?.company_role;
  return role != null && rule.includes(role);
}
