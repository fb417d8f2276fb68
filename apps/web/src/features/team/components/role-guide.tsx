import { COMPANY_ROLE_LABELS, COMPANY_ROLE_SUMMARIES } from '@lunch/contract';
import { COMPANY_ROLES } from '@lunch/contract/endpoint';
import { Panel } from '../../../components/ui/panel';

/** What each role may do, in one line each (the same rules the server checks: MEMBERS_WHO). */
export function RoleGuide() {
  return (
    <Panel title="Roles" description="Everyone sees the overview and may suggest meals.">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {COMPANY_ROLES.map((role) => (
          <div key={role} className="flex flex-col gap-0.5">
            <dt className="font-semibold">{COMPANY_ROLE_LABELS[role]}</dt>
            <dd className="text-ink-soft">{COMPANY_ROLE_SUMMARIES[role]}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
