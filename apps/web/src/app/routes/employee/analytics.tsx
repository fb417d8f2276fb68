import { formatNaira, parseNaira } from '@lunch/contract';
import { ClipboardList, Wallet } from 'lucide-react';
import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { StatCard } from '../../../components/ui/stat-card';
import { useEmployeeAnalytics } from '../../../features/employee-analytics/api/get-employee-analytics';

/** This month's spend against the monthly budget, as a bar. */
function BudgetBar({ spentKobo, budgetKobo }: { spentKobo: number; budgetKobo: number }) {
  const percent = budgetKobo > 0 ? Math.min(100, Math.round((spentKobo / budgetKobo) * 100)) : 0;
  return (
    <section
      aria-label="Spent this month"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-sm font-medium text-ink-soft">Spent this month</h2>
        <p className="text-sm tabular-nums">
          <span className="text-lg font-bold">{formatNaira(spentKobo)}</span> of {formatNaira(budgetKobo)}
        </p>
      </div>
      <div
        aria-hidden="true"
        data-testid="budget-bar"
        className="h-3 overflow-hidden rounded-full bg-cream-100"
      >
        <div
          className={percent >= 90 ? 'h-full rounded-full bg-danger-700' : 'h-full rounded-full bg-brand-700'}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-ink-soft">
        {percent}% of your monthly budget used. It starts again on the 1st.
      </p>
    </section>
  );
}

/** /worker/analytics: orders placed and what is left to spend this month. */
export function Component() {
  const analytics = useEmployeeAnalytics();
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title="Analytics" description="Your orders and your lunch budget this month." />
      <Loaded
        query={analytics}
        loading="Loading your figures"
        showLabel
        failure="Could not load your figures."
      >
        {(data) => (
          <>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <StatCard label="Orders" value={data.orders} icon={<ClipboardList className="size-5" />} />
              <StatCard
                label="Balance"
                value={formatNaira(parseNaira(data.employees))}
                hint="Left to spend this month"
                icon={<Wallet className="size-5" />}
              />
            </div>
            <BudgetBar
              spentKobo={parseNaira(data.spent_this_month)}
              budgetKobo={parseNaira(data.monthly_budget)}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}
