import type { Ticket } from '@lunch/contract';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { errorMessage } from '../../../lib/api-client';
import { useAcceptTicket } from '../api/tickets';

/** A ticket no longer to cook: declined or cancelled (shown dimmed, for the record). */
const isClosed = (ticket: Ticket) => ticket.status === 'DECLINED' || ticket.status === 'CANCELLED';

/** What the kitchen must know (health conflicts, delivery instructions), highlighted. */
function TicketNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul
      aria-label="Notes"
      className="flex flex-col gap-1 rounded-lg bg-warning-50 px-3 py-2 text-sm font-medium text-warning-800"
    >
      {notes.map((note) => (
        <li key={note} className="flex items-start gap-1.5">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="break-words">{note}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One ticket: its reference, status and the employee's first name; the dishes × quantity; the
 * notes; and on a pending order, Accept and Decline (which asks why).
 */
export function TicketCard({ ticket, onDecline }: { ticket: Ticket; onDecline: (ticket: Ticket) => void }) {
  const headingId = useId();
  const accept = useAcceptTicket();
  const name = ticket.employee_first_name;

  const onAccept = () =>
    accept.mutate(ticket.id, {
      onSuccess: () => toast.success(`Accepted ${name}'s order ${ticket.ref}`),
      onError: (error) => toast.error(errorMessage(error, 'Could not accept the order. Please try again.')),
    });

  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-xs',
        isClosed(ticket) && 'bg-cream-50',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold">
          <span className="break-words">{name}</span>{' '}
          <span className="font-mono text-sm font-normal text-ink-soft">Order {ticket.ref}</span>
        </h3>
        <OrderStatusBadge status={ticket.status} />
      </div>
      <ul aria-label="Dishes" className="flex flex-col gap-0.5">
        {ticket.items.map((item) => (
          <li key={item.food_menu} className="break-words">
            <span className="font-semibold tabular-nums">{item.quantity} ×</span> {item.name}
          </li>
        ))}
      </ul>
      <TicketNotes notes={ticket.notes} />
      {ticket.decline_reason ? (
        <p className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-800">
          Declined: {ticket.decline_reason}
        </p>
      ) : null}
      {ticket.status === 'PENDING' ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={onAccept} loading={accept.isPending} loadingText="Accepting...">
            Accept
          </Button>
          <Button variant="secondary" onClick={() => onDecline(ticket)} disabled={accept.isPending}>
            Decline
          </Button>
        </div>
      ) : null}
    </li>
  );
}
