import { formatNaira, formatNairaRounded, parseNaira } from '@lunch/contract';
import { companyRolesText, MEMBERS_WHO, SETTINGS_FIELD_RULES } from '@lunch/contract/endpoint';
import { AlertTriangle, Banknote, ClipboardList, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { RoleLimited } from '../../../components/role-limited';
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
import { useDepartments } from '../../../features/departments/api/departments';
import { DepartmentFilter, NO_DEPARTMENT } from '../../../features/departments/components/department-filter';
import { errorMessage } from '../../../lib/api-client';
import { useMayDo } from '../../../lib/company-role';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';

/**
 * /dashboard/overview: Orders, Balance, Employees, Amount spent till date; spend per day; the budget, the low-balance alert (with a banner while the wallet is below it), the meal programme and whether employees may pay the difference.
 * Every member sees it; the budget and the programme rules are an owner's or a people member's to
 * change, the low-balance alert an owner's or a finance member's (`SETTINGS_FIELD_RULES`, which the
 * server checks for each field). A company with departments (issue 32) picks whose figures the
 * tiles and the chart show (`?department_id=`: a department's orders, employees and spend, or
 * orders under none); the balance stays the company's wallet.
 */
export function Component() {
  const { filters, setFilter } = useListParams(['department_id']);
  const departmentId = filters.department_id;
  const departmentName = useDepartmentName(departmentId);
  const analytics = useCompanyAnalytics(departmentId || undefined);
  const spend = useCompanyDailySpend(departmentId || undefined);
  const data = analytics.data;
  const failed = analytics.isError ? errorMessage(analytics.error, 'Could not load the figures.') : undefined;
  const card = { loading: analytics.isPending, error: failed };
  const alertLevel = useCompanySettings().data?.low_balance_alert;
  const low = data && alertLevel ? parseNaira(data.balance) < parseNaira(alertLevel) : false;
  const mayTopUp = useMayDo(MEMBERS_WHO.manageMoney);

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
            {formatNaira(parseNaira(alertLevel))}.{' '}
            {mayTopUp
              ? 'Top up so your employees can keep ordering.'
              : `Ask ${companyRolesText(MEMBERS_WHO.manageMoney)} to top up so your employees can keep ordering.`}
          </p>
          {mayTopUp ? (
            <Link to={paths.dashboard.billings} className="font-semibold underline">
              Top up
            </Link>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <DepartmentFilter
          className="sm:w-72"
          label="Figures of"
          value={departmentId}
          onChange={(value) => setFilter('department_id', value, { replace: true })}
        />
        {departmentName ? (
          <p className="text-sm text-ink-soft">
            Orders, employees and spend of {departmentName}; the balance is the company's wallet.
          </p>
        ) : null}
      </div>
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
      <Panel
        title="Spend per day, last 30 days"
        description={departmentName ? `Orders placed under ${departmentName}` : undefined}
      >
        <Loaded query={spend} loading="Loading spend" failure="Could not load the spend per day.">
          {(series) => <SpendChart series={series} />}
        </Loaded>
      </Panel>
      <RoleLimited rule={SETTINGS_FIELD_RULES.max_spend_amount_per_employee} what="change the monthly budget">
        <MonthlyBudgetForm />
      </RoleLimited>
      <RoleLimited rule={SETTINGS_FIELD_RULES.low_balance_alert} what="change the low-balance alert">
        <LowBalanceAlertForm />
      </RoleLimited>
      <RoleLimited rule={SETTINGS_FIELD_RULES.order_days} what="change the meal programme">
        <ProgrammeForm />
      </RoleLimited>
      <RoleLimited
        rule={SETTINGS_FIELD_RULES.employees_may_pay_difference}
        what="change whether employees may pay the difference"
      >
        <PayDifferenceForm />
      </RoleLimited>
    </div>
  );
}

/** How the overview names the department its figures are of ('' for the whole company). */
function useDepartmentName(departmentId: string): string {
  const departments = useDepartments().data;
  if (departmentId === '') return '';
  if (departmentId === NO_DEPARTMENT) return 'orders under no department';
  return departments?.find(({ id }) => id === departmentId)?.name ?? 'a deleted department';
}
