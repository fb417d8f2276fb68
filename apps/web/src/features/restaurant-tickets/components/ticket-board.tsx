import type { TicketBoard as Board, Ticket } from '@lunch/contract';
import { ChefHat } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDay, formatSlot } from '../../../lib/format-date';
import { useMarkSlotReady } from '../api/tickets';
import { DeclineDialog } from './decline-dialog';
import { TicketCard } from './ticket-card';

type Slot = Board['slots'][number];

/** A slot's orders waiting for "Mark slot ready", with the time they are for (in its zone). */
type Readying = { slot: string; time: string; count: number };

const ordersText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** The slot's time, "12:30" (or "12:30 WAT" when the orders' zone is not the browser's). */
const slotTime = (date: string, slot: Slot) => {
  const timeZone = slot.tickets[0]?.time_zone;
  return timeZone ? formatSlot(date, slot.slot, timeZone) : slot.slot;
};

/** The orders "Mark slot ready" moves on: those accepted (confirmed). */
const toReady = (slot: Slot) => slot.tickets.filter((ticket) => ticket.status === 'CONFIRMED').length;

function SlotSection({
  date,
  slot,
  onDecline,
  onReady,
}: {
  date: string;
  slot: Slot;
  onDecline: (ticket: Ticket) => void;
  onReady: (readying: Readying) => void;
}) {
  const headingId = useId();
  const time = slotTime(date, slot);
  const ready = toReady(slot);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold">
          <span className="tabular-nums">{time}</span>{' '}
          <span className="text-sm font-normal text-ink-soft">
            {ordersText(slot.tickets.length)}
            {slot.capacity === null ? '' : ` · takes ${slot.capacity}`}
          </span>
        </h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={ready === 0}
          aria-label={`Mark slot ready: ${time}`}
          onClick={() => onReady({ slot: slot.slot, time, count: ready })}
        >
          Mark slot ready
        </Button>
      </div>
      <ul className="flex flex-col gap-3">
        {slot.tickets.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} onDecline={onDecline} />
        ))}
      </ul>
    </section>
  );
}

/** The board's empty day: no order for this restaurant. */
function EmptyBoard({ date }: { date: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white px-4 py-10 text-center">
      <ChefHat className="size-10 text-ink-faint" aria-hidden="true" />
      <p className="text-ink-soft">
        No orders for {formatDay(date)} yet. New orders show up here by themselves.
      </p>
    </div>
  );
}

/**
 * A day's tickets, slot by slot in time order; each slot's "Mark slot ready" asks first (how many
 * orders), each pending ticket's Decline asks why.
 */
export function TicketBoard({ board }: { board: Board }) {
  const [declining, setDeclining] = useState<Ticket | null>(null);
  const [readying, setReadying] = useState<Readying | null>(null);
  const markReady = useMarkSlotReady();
  const slots = board.slots
    .filter((slot) => slot.tickets.length > 0)
    .sort((a, b) => a.slot.localeCompare(b.slot));

  const onConfirmReady = () => {
    if (!readying) return;
    markReady.mutate(
      { date: board.date, slot: readying.slot },
      {
        onSuccess: ({ ready }) => {
          setReadying(null);
          toast.success(`${ordersText(ready)} at ${readying.time} ready for pickup`);
        },
        onError: (error) => {
          setReadying(null);
          toast.error(errorMessage(error, 'Could not mark the slot ready. Please try again.'));
        },
      },
    );
  };

  if (slots.length === 0) return <EmptyBoard date={board.date} />;
  return (
    <div className="flex flex-col gap-6">
      {slots.map((slot) => (
        <SlotSection
          key={slot.slot}
          date={board.date}
          slot={slot}
          onDecline={setDeclining}
          onReady={setReadying}
        />
      ))}
      <DeclineDialog ticket={declining} onClose={() => setDeclining(null)} />
      <ConfirmDialog
        open={readying !== null}
        title={readying ? `Mark ${ordersText(readying.count)} at ${readying.time} ready for pickup?` : ''}
        message="Riders pick them up next; each employee sees their order is ready."
        confirmLabel="Mark ready"
        loading={markReady.isPending}
        loadingLabel="Saving..."
        onConfirm={onConfirmReady}
        onCancel={() => setReadying(null)}
      />
    </div>
  );
}
