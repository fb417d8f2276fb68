import { formatNaira, formatNairaRounded, parseNaira } from '@lunch/contract';
import { Banknote, ClipboardList, Users, Wallet } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import {
  useCompanyAnalytics,
  useCompanyDailySpend,
} from '../../../features/company/api/get-company-analytics';
import { MonthlyBudgetForm } from '../../../features/company/components/budget-form';
import { ProgrammeForm } from '../../../features/company/components/programme-form';
import { SpendChart } from '../../../features/company/components/spend-chart';
import { errorMessage } from '../../../lib/api-client';

/** /dashboard/overview: Orders, Balance, Employees, Amount spent till date; spend per day; the budget; the meal programme. */
export function Component() {
  const analytics = useCompanyAnalytics();
  const spend = useCompanyDailySpend();
  const data = analytics.data;
  const failed = analytics.isError ? errorMessage(analytics.error, 'Could not load the figures.') : undefined;
  const card = { loading: analytics.isPending, error: failed };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Overview" description="Your company's lunch at a glance." />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Orders"
          value={data?.orders.toLocaleString('en-NG')}
          icon={<ClipboardList className="size-5" />}
          {...card}
        />
        <StatCard
          label="Balance"
          value={data ? formatNairaRounded(parseNaira(data.balance)) : null}
          icon={<Wallet className="size-5" />}
          {...card}
        />
        <StatCard
          label="Employees"
          value={data?.employees.toLocaleString('en-NG')}
          icon={<Users className="size-5" />}
          {...card}
        />
        <StatCard
          label="Amount spent till date"
          value={data ? formatNaira(parseNaira(data.amount_spent)) : null}
          icon={<Banknote className="size-5" />}
          {...card}
        />
      </div>
      <section
        aria-labelledby="spend-heading"
        className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-xs"
      >
        <h2 id="spend-heading" className="text-lg font-semibold">
          Spend per day, last 30 days
        </h2>
        {spend.isPending ? (
          <Spinner label="Loading spend" />
        ) : spend.isError ? (
          <p role="alert" className="text-sm text-danger-700">
            {errorMessage(spend.error, 'Could not load the spend per day.')}
          </p>
        ) : (
          <SpendChart series={spend.data} />
        )}
      </section>
      <MonthlyBudgetForm />
      <ProgrammeForm />
    </div>
  );
}
