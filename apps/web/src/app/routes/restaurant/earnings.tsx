import {
  formatNaira,
  parseNaira,
  RESTAURANT_LEDGER_LABELS,
  RESTAURANT_LEDGER_TYPES,
  type RestaurantLedgerType,
} from '@lunch/contract';
import { DataTable } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { StatCard } from '../../../components/ui/stat-card';
import { useEarnings } from '../../../features/restaurant-earnings/api/earnings';
import { ledgerColumns } from '../../../features/restaurant-earnings/components/ledger-columns';
import { errorMessage } from '../../../lib/api-client';
import { useListParams } from '../../../lib/use-list-params';

const TYPE_OPTIONS = RESTAURANT_LEDGER_TYPES.map((type) => ({
  value: type,
  label: RESTAURANT_LEDGER_LABELS[type],
}));

const isLedgerType = (value: string): value is RestaurantLedgerType =>
  (RESTAURANT_LEDGER_TYPES as readonly string[]).includes(value);

/**
 * /restaurant/earnings: what the restaurant is owed (its balance), what it earned, the platform's
 * commission and its payouts, then its ledger newest first, filtered by type; each payout has its
 * statement (PDF).
 */
export function Component() {
  const { page, filters, setPage, setFilter } = useListParams(['type']);
  const type = isLedgerType(filters.type) ? filters.type : undefined;
  const earnings = useEarnings({ page, type });
  const data = earnings.data;
  const failed = earnings.isError ? errorMessage(earnings.error, 'Could not load your earnings') : undefined;
  const money = (amount: string | undefined) => (amount === undefined ? '' : formatNaira(parseNaira(amount)));
  const card = { loading: earnings.isPending, error: failed };

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Earnings"
        description="What you earn on delivered orders, less the platform's commission, and what was paid out to your bank."
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Balance"
          value={money(data?.balance)}
          hint="Earned and not yet paid out. Paid every Monday."
          {...card}
        />
        <StatCard
          label="Earned"
          value={money(data?.earned)}
          hint="Less earnings taken back by refunds."
          {...card}
        />
        <StatCard label="Platform commission" value={money(data?.commission)} {...card} />
        <StatCard
          label="Paid out"
          value={money(data?.paid)}
          hint={data && parseNaira(data.pending) > 0 ? `${money(data.pending)} on its way` : undefined}
          {...card}
        />
      </div>
      <div className="sm:w-72">
        <Select
          label="Type"
          value={type ?? ''}
          placeholder="Every type"
          options={TYPE_OPTIONS}
          onChange={(event) => setFilter('type', event.target.value)}
        />
      </div>
      <DataTable
        caption="Ledger"
        columns={ledgerColumns}
        rows={data?.ledger.list}
        rowKey={(entry) => entry.id}
        loading={earnings.isPending}
        error={failed ?? null}
        onRetry={() => void earnings.refetch()}
        emptyText="Nothing yet. Each delivered order adds its earning and the platform's commission here."
        filter={{
          active: type !== undefined,
          onClear: () => setFilter('type', ''),
          clearLabel: 'Every type',
        }}
      />
      <Pagination page={page} total={data?.ledger.total} onPageChange={setPage} label="Ledger pages" />
    </section>
  );
}
