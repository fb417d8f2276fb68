import { HANDOVER_TRIES, type RiderStop } from '@lunch/contract';
import { Phone } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { usePickUp } from '../api/rider-run';
import { canDeliver, canPickUp, isOpen, StopBadges } from './stop-status';

const dishes = (count: number) => `${count} ${count === 1 ? 'dish' : 'dishes'}`;

/** "+234 803 111 2222" → "tel:+2348031112222". */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The address as the order kept it, line by line. */
function StopAddress({ stop }: { stop: RiderStop }) {
  const { address } = stop;
  if (!address) return <p className="text-ink-soft">No address on this order: call the employee.</p>;
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return (
    <address className="flex flex-col not-italic">
      <span>{address.address_line_1}</span>
      {address.address_line_2 ? <span>{address.address_line_2}</span> : null}
      {place ? <span>{place}</span> : null}
    </address>
  );
}

/** What happened to the stop so far: when it was picked up, delivered, or why it could not be. */
function StopHistory({ stop }: { stop: RiderStop }) {
  const at = (instant: string) => formatDateTime(instant, stop.time_zone);
  return (
    <>
      {stop.delivered_at ? <p className="text-sm text-ink-soft">Delivered {at(stop.delivered_at)}</p> : null}
      {stop.picked_up_at && !stop.delivered_at ? (
        <p className="text-sm text-ink-soft">Picked up {at(stop.picked_up_at)}</p>
      ) : null}
      {stop.failure_reason ? (
        <p className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-800">
          Could not deliver: {stop.failure_reason}
        </p>
      ) : null}
      {stop.handover_locked ? (
        <p className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-800">
          The code is locked after {HANDOVER_TRIES} wrong tries. The platform admin was alerted and will tell
          you what to do.
        </p>
      ) : null}
    </>
  );
}

/**
 * One stop of the run: to whom (first name, a phone to tap), where (address lines, area,
 * instructions), for which company, how many dishes and where it stands; then what the rider can do
 * next: "Picked up", "Delivered" (asks for the code) and "Could not deliver" (asks why).
 */
export function StopCard({
  stop,
  onDeliver,
  onFail,
}: {
  stop: RiderStop;
  onDeliver: (stop: RiderStop) => void;
  onFail: (stop: RiderStop) => void;
}) {
  const headingId = useId();
  const pickUp = usePickUp();
  const name = stop.employee.first_name;

  const onPickUp = () =>
    pickUp.mutate(stop.id, {
      onSuccess: () => toast.success(`Picked up ${name}'s order`),
      onError: (error) =>
        toast.error(errorMessage(error, 'Could not mark the order picked up. Please try again.')),
    });

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {name}
          </h3>
          <p className="text-sm text-ink-soft">
            {stop.company_name} · {dishes(stop.items)} · Order {stop.ref}
          </p>
        </div>
        <StopBadges stop={stop} />
      </div>
      <a
        href={telHref(stop.employee.phone_number)}
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg font-semibold text-brand-800 underline underline-offset-2"
        aria-label={`Call ${name} on ${stop.employee.phone_number}`}
      >
        <Phone className="size-5" aria-hidden="true" />
        {stop.employee.phone_number}
      </a>
      <StopAddress stop={stop} />
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        {stop.address?.area ? <Detail term="Area">{stop.address.area}</Detail> : null}
        {stop.zone ? <Detail term="Zone">{stop.zone}</Detail> : null}
        {stop.address?.instructions ? <Detail term="Instructions">{stop.address.instructions}</Detail> : null}
      </dl>
      <StopHistory stop={stop} />
      {isOpen(stop) ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {canPickUp(stop) ? (
            <Button size="lg" onClick={onPickUp} loading={pickUp.isPending} loadingText="Saving...">
              Picked up
            </Button>
          ) : null}
          {canDeliver(stop) ? (
            <Button size="lg" onClick={() => onDeliver(stop)}>
              Delivered
            </Button>
          ) : null}
          {stop.failed_at ? null : (
            <Button size="lg" variant="secondary" onClick={() => onFail(stop)}>
              Could not deliver
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
