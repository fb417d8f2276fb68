import type { JobCounts as Counts } from '@lunch/contract';
import { Activity, CalendarClock, Hourglass, TriangleAlert } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';

const count = new Intl.NumberFormat('en-NG');

const cards = [
  { key: 'waiting', label: 'Waiting', hint: 'Due now', icon: Hourglass },
  { key: 'scheduled', label: 'Scheduled', hint: 'Due later', icon: CalendarClock },
  { key: 'running', label: 'Running', hint: 'Being worked on', icon: Activity },
  { key: 'failed', label: 'Failed', hint: 'Out of attempts', icon: TriangleAlert },
] as const;

/** How many jobs wait, are scheduled, run and failed: four cards, two by two on a phone. */
export function JobCounts({ counts, loading, error }: { counts?: Counts; loading: boolean; error?: string }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cards.map(({ key, label, hint, icon: Icon }) => (
        <StatCard
          key={key}
          label={label}
          hint={hint}
          icon={<Icon className="size-5" />}
          loading={loading}
          error={error}
          value={counts ? count.format(counts[key]) : null}
        />
      ))}
    </div>
  );
}
