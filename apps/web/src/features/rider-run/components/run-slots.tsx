import type { RiderRun, RiderStop } from '@lunch/contract';
import { PackageOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDay, formatSlot } from '../../../lib/format-date';
import { DeliverDialog } from './deliver-dialog';
import { FailedDialog } from './failed-dialog';
import { StopCard } from './stop-card';

type Slot = RiderRun['slots'][number];

const stopsText = (count: number) => `${count} ${count === 1 ? 'stop' : 'stops'}`;

function SlotSection({
  date,
  slot,
  onDeliver,
  onFail,
}: {
  date: string;
  slot: Slot;
  onDeliver: (stop: RiderStop) => void;
  onFail: (stop: RiderStop) => void;
}) {
  const headingId = useId();
  const timeZone = slot.stops[0]?.time_zone;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex items-baseline gap-2 text-lg font-semibold">
        <span className="tabular-nums">{formatSlot(date, slot.slot, timeZone ?? '')}</span>
        <span className="text-sm font-normal text-ink-soft">{stopsText(slot.stops.length)}</span>
      </h2>
      <ul className="flex flex-col gap-3">
        {slot.stops.map((stop) => (
          <StopCard key={stop.id} stop={stop} onDeliver={onDeliver} onFail={onFail} />
        ))}
      </ul>
    </section>
  );
}

/** The run's empty day: nothing assigned to this rider. */
export function EmptyRun({ date }: { date: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white px-4 py-10 text-center">
      <PackageOpen className="size-10 text-ink-faint" aria-hidden="true" />
      <p className="text-ink-soft">No deliveries assigned to you for {formatDay(date)}.</p>
    </div>
  );
}

/** A day's run, slot by slot (each slot's time, in its zone), with the dialogs its stops open. */
export function RunSlots({ run }: { run: RiderRun }) {
  const [delivering, setDelivering] = useState<RiderStop | null>(null);
  const [failing, setFailing] = useState<RiderStop | null>(null);
  const slots = run.slots.filter((slot) => slot.stops.length > 0);
  if (slots.length === 0) return <EmptyRun date={run.date} />;
  return (
    <div className="flex flex-col gap-6">
      {slots.map((slot) => (
        <SlotSection
          key={slot.slot}
          date={run.date}
          slot={slot}
          onDeliver={setDelivering}
          onFail={setFailing}
        />
      ))}
      <DeliverDialog stop={delivering} onClose={() => setDelivering(null)} />
      <FailedDialog stop={failing} onClose={() => setFailing(null)} />
    </div>
  );
}
