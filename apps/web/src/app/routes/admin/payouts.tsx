import type { PayoutRun } from '@lunch/contract';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { useAdminPayouts } from '../../../features/payouts/api/payouts';
import { balanceColumns, payoutColumns } from '../../../features/payouts/components/payout-columns';
import {
  ReconciliationPanel,
  thisMonthSoFar,
} from '../../../features/payouts/components/reconciliation-panel';
import { PayOutNow, RunResult } from '../../../features/payouts/components/run-payouts';
import { errorMessage } from '../../../lib/api-client';
import { useListParams } from '../../../lib/use-list-params';

/**
 * /admin/payouts: what each restaurant earned on its delivered orders, the platform's commission,
 * what it was paid and what it is still owed; "Pay out now" (asked first) runs the payouts the weekly
 * run makes, and shows what it did; the latest payouts with their status (a failed one with why,
 * owed again on the next run); and the reconciliation of a period (in the address,
 * `?from=2026-11-01&to=2026-11-30`; none: this month so far).
 */
export function Component() {
  const money = useAdminPayouts();
  const [run, setRun] = useState<PayoutRun | null>(null);
  const { filters, setFilters } = useListParams(['from', 'to']);
  const defaults = thisMonthSoFar();
  const period = { from: filters.from || defaults.from, to: filters.to || defaults.to };
  const error = money.isError ? errorMessage(money.error, 'Could not load the payouts.') : null;

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Payouts"
        description="Restaurants earn each delivered order's total less the commission; payouts go to their bank accounts every Monday, or now."
        actions={<PayOutNow restaurants={money.data?.restaurants} onDone={setRun} />}
      />
      <div aria-live="polite" className="empty:-mt-6">
        {run ? <RunResult run={run} onDismiss={() => setRun(null)} /> : null}
      </div>
      <section aria-labelledby="balances-heading" className="flex flex-col gap-3">
        <h2 id="balances-heading" className="text-lg font-semibold">
          Balances
        </h2>
        <DataTable
          caption="Each restaurant's money, by name"
          columns={balanceColumns}
          rows={money.data?.restaurants}
          rowKey={(row) => row.id}
          loading={money.isPending}
          error={error}
          onRetry={() => void money.refetch()}
          emptyText="No restaurants yet. Add one under Restaurants: what it earns on delivered orders shows here."
        />
      </section>
      <section aria-labelledby="payouts-heading" className="flex flex-col gap-3">
        <h2 id="payouts-heading" className="text-lg font-semibold">
          Recent payouts
        </h2>
        <DataTable
          caption="The latest payouts, newest first"
          columns={payoutColumns}
          rows={money.data?.payouts}
          rowKey={(payout) => payout.id}
          loading={money.isPending}
          error={error}
          onRetry={() => void money.refetch()}
          emptyText="No payouts yet. The weekly run pays each restaurant its balance on Mondays; Pay out now does it at once."
        />
      </section>
      <ReconciliationPanel period={period} onChange={(next) => setFilters(next, { replace: true })} />
    </section>
  );
}
