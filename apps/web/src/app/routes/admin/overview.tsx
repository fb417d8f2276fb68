import { Building2, ShoppingBag, UserRound, Users } from 'lucide-react';
import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { StatCard } from '../../../components/ui/stat-card';
import {
  useAdminAnalytics,
  useAdminDailyOrders,
  useAdminTodayOrders,
} from '../../../features/admin-analytics/api/get-admin-analytics';
import { OrdersChart } from '../../../features/admin-analytics/components/orders-chart';
import { TodayOrdersGrid } from '../../../features/admin-analytics/components/today-orders';
import { errorMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';
import { adminOrdersHref } from './order-place';

const count = new Intl.NumberFormat('en-NG');

/** /admin/overview: the platform's counts, today's orders by slot and status, and orders per day. */
export function Component() {
  const analytics = useAdminAnalytics();
  const today = useAdminTodayOrders();
  const daily = useAdminDailyOrders();
  const failed = analytics.isError ? errorMessage(analytics.error, 'Could not load the figures') : undefined;
  const cards = [
    { label: 'Orders', key: 'orders', icon: <ShoppingBag className="size-5" /> },
    { label: 'Users', key: 'users', icon: <Users className="size-5" /> },
    { label: 'Employees', key: 'employees', icon: <UserRound className="size-5" /> },
    { label: 'Companies', key: 'companies', icon: <Building2 className="size-5" /> },
  ] as const;

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title="Overview" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {cards.map((card) => (
          <StatCard
            key={card.key}
            label={card.label}
            icon={card.icon}
            loading={analytics.isPending}
            error={failed}
            value={analytics.data ? count.format(analytics.data[card.key]) : null}
          />
        ))}
      </div>
      <Panel
        title="Today's orders"
        description={
          today.data
            ? `${formatDay(today.data.date)}, the platform's day (${today.data.time_zone}). Slots are in each company's time zone.`
            : undefined
        }
      >
        <Loaded
          query={today}
          loading="Loading today's orders"
          showLabel
          failure="Could not load today's orders"
        >
          {(data) => (
            <TodayOrdersGrid
              today={data}
              hrefFor={({ slot, status }) => adminOrdersHref({ day: data.date, slot, status })}
            />
          )}
        </Loaded>
      </Panel>
      <div className="rounded-2xl border border-line bg-white p-5 shadow-xs">
        <Loaded
          query={daily}
          loading="Loading orders per day"
          showLabel
          failure="Could not load orders per day"
        >
          {(series) => <OrdersChart series={series} />}
        </Loaded>
      </div>
    </section>
  );
}
