import { type Address, addressOnOneLine, formatNaira, parseNaira, type WeekDay } from '@lunch/contract';
import { WEEK_DAY_LABELS } from '@lunch/contract/constants';
import { MapPinOff } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

/** "Monday", "Monday and Friday", "Monday, Wednesday and Friday". */
export function dayList(days: readonly WeekDay[]): string {
  const names = days.map((day) => WEEK_DAY_LABELS[day]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "We do not deliver to Ajah, Lagos yet." */
export const notServedText = (address: Pick<Address, 'area' | 'state'>) =>
  `We do not deliver to ${[address.area, address.state].filter(Boolean).join(', ')} yet.`;

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex flex-col sm:flex-row sm:gap-2">
      <dt className="shrink-0 font-medium text-ink-soft sm:w-28">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * One address of the list: its label, the address on one line, phone, instructions, the days it is
 * the default for and its zone with the fee (or that the platform does not deliver there); Edit and
 * Delete. `only`: the employee's only address, which cannot be deleted.
 */
export function AddressCard({
  address,
  only,
  onEdit,
  onDelete,
}: {
  address: Address;
  only: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = useId();
  const onlyId = useId();
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold break-words">
          {address.label}
        </h3>
        {address.zone ? <Badge tone="brand">{`${address.zone.name} zone`}</Badge> : null}
      </div>
      <p className="break-words">{addressOnOneLine(address)}</p>
      <dl className="flex flex-col gap-1.5 text-sm">
        {address.phone_number ? <Detail term="Phone">{address.phone_number}</Detail> : null}
        {address.instructions ? <Detail term="Instructions">{address.instructions}</Detail> : null}
        {address.default_for.length > 0 ? (
          <Detail term="Default for">{dayList(address.default_for)}</Detail>
        ) : null}
        {address.zone ? (
          <Detail term="Delivery fee">{formatNaira(parseNaira(address.zone.delivery_fee))}</Detail>
        ) : null}
      </dl>
      {address.served ? null : (
        <p className="flex items-start gap-2 rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-800 ring-1 ring-warning-700/30 ring-inset">
          <MapPinOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{notServedText(address)}</strong> Orders to this address are
            refused until it is in one of our delivery zones.
          </span>
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${address.label}`}>
          Edit
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onDelete}
          disabled={only}
          aria-label={`Delete ${address.label}`}
          aria-describedby={only ? onlyId : undefined}
        >
          Delete
        </Button>
        {only ? (
          <p id={onlyId} className="text-sm text-ink-soft">
            Your only address: add another before deleting it.
          </p>
        ) : null}
      </div>
    </li>
  );
}
