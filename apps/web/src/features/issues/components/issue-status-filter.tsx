import { cn } from '../../../components/ui/cn';
import type { IssueStatus } from '../api/issues';

const CHOICES: { status: IssueStatus; label: string }[] = [
  { status: 'open', label: 'Open' },
  { status: 'resolved', label: 'Resolved' },
];

/** Open or Resolved: two toggle buttons (the one pressed is the list shown), the open ones counted. */
export function IssueStatusFilter({
  status,
  open,
  onChange,
}: {
  status: IssueStatus;
  /** How many are open, once known. */
  open: number | undefined;
  onChange: (status: IssueStatus) => void;
}) {
  return (
    <fieldset className="inline-flex self-start rounded-xl border border-line bg-white p-1">
      <legend className="sr-only">Show issues</legend>
      {CHOICES.map((choice) => (
        <button
          key={choice.status}
          type="button"
          aria-pressed={status === choice.status}
          onClick={() => onChange(choice.status)}
          className={cn(
            'min-h-9 rounded-lg px-4 text-sm font-semibold transition-colors',
            status === choice.status ? 'bg-brand-700 text-white' : 'text-ink hover:bg-cream-100',
          )}
        >
          {choice.label}
          {choice.status === 'open' && open !== undefined ? ` (${open})` : ''}
        </button>
      ))}
    </fieldset>
  );
}
