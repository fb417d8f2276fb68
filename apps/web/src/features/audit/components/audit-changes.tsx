import { type AuditValues, auditChanges } from '@lunch/contract';
import { formatDateTime } from '../../../lib/format-date';

/**
 * A record's before → after, field by field, in words ("Monthly budget per employee: ₦15,000.00 →
 * ₦20,000.00"); a field only after (an invitation's email) shows its value alone, one only before
 * says it was removed; instants in `timeZone`. Nothing to show: a dash.
 */
export function AuditChanges({
  before,
  after,
  timeZone,
}: {
  before: AuditValues | null;
  after: AuditValues | null;
  /** The zone instants are shown in (named when it is not the browser's). */
  timeZone: string | undefined;
}) {
  const changes = auditChanges(before, after, (iso) => formatDateTime(iso, timeZone));
  if (changes.length === 0) return <span className="text-ink-soft">—</span>;
  return (
    <ul className="flex flex-col gap-1">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-medium">{change.label}:</span>{' '}
          {change.before === null ? (
            change.after
          ) : change.after === null ? (
            <>
              {change.before} <span className="text-ink-soft">(removed)</span>
            </>
          ) : (
            <>
              <span className="text-ink-soft">{change.before}</span> → {change.after}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
