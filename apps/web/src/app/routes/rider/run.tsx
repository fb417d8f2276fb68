import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { useRiderRun } from '../../../features/rider-run/api/rider-run';
import { RunDayPicker } from '../../../features/rider-run/components/run-day-picker';
import { RunSlots } from '../../../features/rider-run/components/run-slots';
import { formatDay } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';

/**
 * /rider/run: the rider's deliveries of a day (in the address, `?date=2026-11-26`; none: today in
 * the platform's time zone), slot by slot; each stop is picked up, then handed over with the
 * employee's code, or reported as not delivered. Phone first.
 */
export function Component() {
  const { filters, setFilter } = useListParams(['date']);
  const run = useRiderRun(filters.date);
  const day = filters.date || run.data?.date || '';

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PageHeader
        title="My run"
        description={day ? `Your deliveries for ${formatDay(day)}, slot by slot.` : undefined}
      />
      <RunDayPicker day={day} isToday={filters.date === ''} onChange={(next) => setFilter('date', next)} />
      <Loaded query={run} loading="Loading your run..." failure="Could not load your run." showLabel centered>
        {(loaded) => <RunSlots run={loaded} />}
      </Loaded>
    </section>
  );
}
