import { type CompanyRole, companyRolesText } from '@lunch/contract/endpoint';
import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { areaHome } from '../../../lib/paths';
import type { AreaDefinition, AreaPage } from './area-definition';
import { pageName } from './area-definition';

/**
 * What a company member sees on a page their role may not open (the page's `companyRoles`): which
 * role they have, who may open it and whom to ask, and the way back to the overview. Shown in
 * place of the page, inside the layout: not an error, and no redirect.
 */
export function RoleRefused({
  area,
  page,
  role,
}: {
  area: AreaDefinition;
  page: AreaPage;
  role: CompanyRole | null;
}) {
  const name = pageName(page);
  const who = companyRolesText(page.companyRoles ?? []);
  return (
    <section
      aria-labelledby="role-refused-heading"
      data-testid="role-refused"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 p-6 text-center sm:p-8"
    >
      <title>{`${name} · ${area.title}`}</title>
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-cream-100 text-ink-soft">
        <LockKeyhole className="size-7" aria-hidden="true" />
      </span>
      <h1 id="role-refused-heading" className="text-2xl font-bold text-ink">
        {name} is not open to your role
      </h1>
      <p className="text-ink">
        {role
          ? `Your role, ${role}, can't open ${name}. Ask an owner of your company to change your role.`
          : `Your account can't open ${name}.`}
      </p>
      <p className="text-sm text-ink-soft">
        {name} is open to {who} of the company.
      </p>
      <Link to={areaHome[area.accountType]} className={buttonClasses('primary')}>
        Back to the overview
      </Link>
    </section>
  );
}
