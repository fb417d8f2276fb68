import { formatNaira, formatNairaRounded, parseNaira } from '@lunch/contract';
import { AlertTriangle, Banknote, ClipboardList, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { StatCard } from '../../../components/ui/stat-card';
import { useCompanySettings } from '../../../features/company/api/company-settings';
import {
  useCompanyAnalytics,
  useCompanyDailySpend,
} from '../../../features/company/api/get-company-analytics';
import { MonthlyBudgetForm } from '../../../features/company/components/budget-form';
import { LowBalanceAlertForm } from '../../../features/company/components/low-balance-form';
import { PayDifferenceForm } from '../../../features/company/components/pay-difference-form';
import { ProgrammeForm } from '../../../features/company/components/programme-form';
import { SpendChart } from '../../../features/company/components/spend-chart';
import { errorMessage } from '../../../lib/api-client';

/** /dashboard/overview: Orders, Balance, Employees, Amount spent till date; spend per day; the budget, the low-balance alert (with a banner while the wallet is below it), the meal programme and whether employees may pay the difference. */
export function Component() {
  const analytics = useCompanyAnalytics();
  const spend = useCompanyDailySpend();
  const data = analytics.data;
  const failed = analytics.isError ? errorMessage(analytics.error, 'Could not load the figures.') : undefined;
  const card = { loading: analytics.isPending, error: failed };
  const alertLevel = useCompanySettings().data?.low_balance_alert;
  const low = data && alertLevel ? parseNaira(data.balance) < parseNaira(alertLevel) : false;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Overview" description="Your company's lunch at a glance." />
      {low && data && alertLevel ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-2xl border border-warning-700 bg-warning-50 p-4 text-warning-800 sm:flex-row sm:items-center"
        >
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          <p className="flex-1">
            Your wallet balance ({formatNaira(parseNaira(data.balance))}) is below your alert level of{' '}
            {formatNaira(parseNaira(alertLevel))}. Top up so your employees can keep ordering.
          </p>
          <Link to="/dashboard/billings" className="font-semibold underline">
            Top up
          </Link>
        </div>
      ) : null}
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
      <Panel title="Spend per day, last 30 days">
        <Loaded query={spend} loading="Loading spend" failure="Could not load the spend per day.">
          {(series) => <SpendChart series={series} />}
        </Loaded>
      </Panel>
      <MonthlyBudgetForm />
      <LowBalanceAlertForm />
      <ProgrammeForm />
      <PayDifferenceForm />
    </div>
  );
}
