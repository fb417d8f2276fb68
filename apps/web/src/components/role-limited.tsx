import { type CompanyRole, companyRolesText } from '@lunch/contract/endpoint';
import { LockKeyhole } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useMe } from '../lib/use-me';
import { cn } from './ui/cn';

/** "Your role, viewer, can't top up the wallet. Ask an owner or a finance member of your company." */
export function roleLimitText(role: CompanyRole, rule: readonly CompanyRole[], what: string): string {
  return `Your role, ${role}, can't ${what}. Ask ${companyRolesText(rule)} of your company.`;
}

/**
 * In place of a button a company member's role may not use (`rule`, the `MEMBERS_WHO` rule of its
 * route): why it is not there and whom to ask. Nothing for a member who may, or while the role is
 * not known.
 */
export function RoleNote({
  rule,
  what,
  className,
}: {
  rule: readonly CompanyRole[];
  what: string;
  className?: string;
}) {
  const role = useMe().data?.company_role;
  if (!role || rule.includes(role)) return null;
  return (
    <p
      data-testid="role-note"
      className={cn('flex items-start gap-2 text-sm text-ink-soft sm:max-w-sm', className)}
    >
      <LockKeyhole className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{roleLimitText(role, rule, what)}</span>
    </p>
  );
}

/**
 * A form (or anything with controls) a company member's role may read but not change: shown with
 * every control switched off (a disabled fieldset), and a line saying why and whom to ask. As it is
 * for a member who may (the same fieldset, enabled: what is typed survives the role loading). While
 * the role is not known yet, switched off without the line.
 */
export function RoleLimited({
  rule,
  what,
  children,
}: {
  rule: readonly CompanyRole[];
  what: string;
  children: ReactNode;
}) {
  const role = useMe().data?.company_role;
  const noteId = useId();
  const may = role != null && rule.includes(role);
  const told = role != null && !may;
  return (
    <fieldset
      disabled={!may}
      aria-describedby={told ? noteId : undefined}
      data-testid={may ? undefined : 'role-limited'}
      className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0"
    >
      {told ? (
        <p id={noteId} className="flex items-start gap-2 text-sm text-ink-soft">
          <LockKeyhole className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{roleLimitText(role, rule, what)}</span>
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
