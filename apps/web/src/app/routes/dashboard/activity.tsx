import { AUDIT_KINDS, AUDIT_PLATFORM_ACTOR, type AuditFilter, COMPANY_ROLE_LABELS } from '@lunch/contract';
import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { auditCsvUrl, useAudit } from '../../../features/audit/api/audit';
import { type ActorChoice, AuditFilters } from '../../../features/audit/components/audit-filters';
import { AuditTable } from '../../../features/audit/components/audit-table';
import { useCompanySettings } from '../../../features/company/api/company-settings';
import { useMembers } from '../../../features/team/api/members';
import { errorMessage } from '../../../lib/api-client';
import { dayRangeToInstants } from '../../../lib/day-range';
import { useListParams } from '../../../lib/use-list-params';
import { useMe } from '../../../lib/use-me';

const FILTERS = ['from', 'to', 'kind', 'actor'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /dashboard/activity (owners and finance members): who did what to the company, newest first —
 * when (in the company's time zone), who and in which role, what in words, to what, and the values
 * before and after. Filters in the address (`?from=2026-03-01&to=2026-03-31&kind=settings&actor=…`:
 * a day range, the kind of change, a member or the platform), paging, and the CSV of what the
 * filters show.
 */
export function Component() {
  const { page, filters, setPage, setFilter, clearFilters } = useListParams(FILTERS);
  // What the address says, where it makes sense (a hand-edited address is read as no filter).
  const shown = {
    from: DAY.test(filters.from) ? filters.from : '',
    to: DAY.test(filters.to) ? filters.to : '',
    kind: filters.kind in AUDIT_KINDS ? filters.kind : '',
    actor: ID.test(filters.actor) || filters.actor === AUDIT_PLATFORM_ACTOR ? filters.actor : '',
  };
  const filter: AuditFilter = {
    ...dayRangeToInstants(shown.from, shown.to),
    ...(shown.kind ? { action: shown.kind } : {}),
    ...(shown.actor ? { actor: shown.actor } : {}),
  };
  const audit = useAudit({ page, ...filter });
  const settings = useCompanySettings();
  const me = useMe();
  const members = useMembers();
  const timeZone = settings.data?.time_zone ?? me.data?.time_zone;
  const actors: ActorChoice[] = (members.data ?? [])
    .filter((member) => member.status !== 'INVITED')
    .map((member) => ({
      id: member.id,
      label: `${member.name || member.email} (${COMPANY_ROLE_LABELS[member.role]}${member.status === 'REMOVED' ? ', removed' : ''})`,
    }));
  const filtered = Object.values(shown).some((value) => value !== '');

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Activity"
        description="Who changed what in your company's account, with the values before and after, newest first."
        actions={
          <a href={auditCsvUrl(filter)} download className={buttonClasses('secondary')}>
            <Download className="size-4" aria-hidden="true" />
            Download CSV
          </a>
        }
      />
      <AuditFilters value={shown} actors={actors} onChange={setFilter} onClear={() => clearFilters()} />
      <AuditTable
        rows={audit.data?.list}
        timeZone={timeZone}
        loading={audit.isPending}
        error={audit.isError ? errorMessage(audit.error, 'Could not load the activity.') : null}
        onRetry={() => void audit.refetch()}
        filtered={filtered}
        onClearFilters={() => clearFilters()}
      />
      <Pagination page={page} total={audit.data?.total} onPageChange={setPage} label="Activity pages" />
    </section>
  );
}
