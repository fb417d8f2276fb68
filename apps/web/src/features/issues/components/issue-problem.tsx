import { ISSUE_KIND_LABELS, type Issue } from '@lunch/contract';

/** What the employee reported: its kind, the dishes it is about (else the whole order) and their note. */
export function IssueProblem({ issue }: { issue: Issue }) {
  const dishes = issue.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-medium">{ISSUE_KIND_LABELS[issue.kind]}</span>
      <span className="text-xs">{dishes ? `Dishes: ${dishes}` : 'The whole order'}</span>
      {issue.note ? <span className="text-xs break-words text-ink-soft">“{issue.note}”</span> : null}
    </div>
  );
}
