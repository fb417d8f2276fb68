import type { DeliveryOptions } from '@lunch/contract';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { CartDelivery } from '../types';
import { DeliveryFields } from './delivery-fields';

/**
 * For when and where the cart is ordered: the day and time, changeable here, and the address (the
 * employee's, changed in their profile). `notice` says what the app changed on its own.
 */
export function CartDeliverySection({
  options,
  choice,
  onChange,
  notice,
  disabled,
}: {
  options: DeliveryOptions;
  choice: CartDelivery | null;
  onChange: (choice: CartDelivery) => void;
  notice: string | null;
  disabled: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-cream-50 p-3">
      <legend className="px-1 text-sm font-semibold">Delivery</legend>
      {choice ? (
        <DeliveryFields options={options} value={choice} onChange={onChange} disabled={disabled} />
      ) : (
        <p className="text-sm text-warning-800">No day is open for ordering right now.</p>
      )}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="cart-address">
        <MapPin className="size-4 shrink-0 text-ink-soft" aria-hidden="true" />
        {options.address ? <span>To: {options.address}</span> : <span>No delivery address yet.</span>}
        <Link to={paths.employee.profile} className="font-medium text-brand-700 underline underline-offset-2">
          {options.address ? 'Change address' : 'Add one in your profile'}
        </Link>
      </p>
      {notice ? (
        <p role="status" className="rounded-lg bg-info-50 px-3 py-2 text-sm text-info-800">
          {notice}
        </p>
      ) : null}
    </fieldset>
  );
}
