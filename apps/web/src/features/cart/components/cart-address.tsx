import { type Address, addressOnOneLine, type DeliveryOptions } from '@lunch/contract';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Select } from '../../../components/ui/field';
import { paths } from '../../../lib/paths';
import { addressChoiceLabel, notServedText } from '../address-choice';

const linkClasses = 'font-medium text-brand-700 underline underline-offset-2';

/**
 * Where the cart's lunch goes: with more than one address, a choice of them (by label and line);
 * else the address on one line with the way to change it (the profile). When the platform does
 * not deliver there, says so, with the way out (another address, or the profile's addresses); the
 * cart cannot be checked out then (nor without any address while the platform has zones).
 */
export function CartAddress({
  options,
  addresses,
  address,
  onChange,
  disabled,
}: {
  options: DeliveryOptions;
  /** The employee's addresses; undefined while unknown. */
  addresses: readonly Address[] | undefined;
  /** The address the cart is for (the options follow it). */
  address: Address | undefined;
  onChange: (addressId: string) => void;
  disabled: boolean;
}) {
  const choosable = addresses !== undefined && addresses.length > 1;
  // The options' address (while those of a newly chosen one load, the previous one's).
  const optionsAddress = addresses?.find((one) => one.id === options.address_id);
  const shown = address ?? optionsAddress;
  return (
    <>
      {choosable ? (
        <div className="flex flex-col gap-1">
          <Select
            label="Deliver to"
            options={addresses.map((one) => ({ value: one.id, label: addressChoiceLabel(one) }))}
            value={shown?.id ?? options.address_id ?? ''}
            onChange={(event) => onChange(event.target.value)}
            disabled={disabled}
          />
          {/* A phone's select cuts the line short: the whole of it, there only. */}
          {shown ? <p className="text-sm break-words sm:hidden">To: {addressOnOneLine(shown)}</p> : null}
          <Link to={paths.employee.profile} className={`self-start text-sm ${linkClasses}`}>
            Edit your addresses
          </Link>
        </div>
      ) : (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="cart-address">
          <MapPin className="size-4 shrink-0 text-ink-soft" aria-hidden="true" />
          {options.address ? <span>To: {options.address}</span> : <span>No delivery address yet.</span>}
          <Link to={paths.employee.profile} className={linkClasses}>
            {options.address ? 'Change address' : 'Add one in your profile'}
          </Link>
        </p>
      )}
      {/* Without any address the line above already says to add one. */}
      {options.served || options.address_id === null ? null : (
        <div
          role="alert"
          className="rounded-lg border border-warning-700/30 bg-warning-50 px-3 py-2 text-sm text-warning-800"
        >
          <p className="font-semibold">{notServedText(optionsAddress, options.address)}.</p>
          <p>
            {choosable ? 'Choose another address above, or ' : 'To order, '}
            <Link to={paths.employee.profile} className="font-medium underline underline-offset-2">
              add an address we deliver to in your profile
            </Link>
            .
          </p>
        </div>
      )}
    </>
  );
}
