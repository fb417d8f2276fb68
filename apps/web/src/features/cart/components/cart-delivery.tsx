import type { Address, DeliveryOptions } from '@lunch/contract';
import type { CartDelivery } from '../types';
import { CartAddress } from './cart-address';
import { DeliveryFields } from './delivery-fields';

/**
 * For when and where the cart is ordered: the day and time, changeable here, and the address (a
 * choice of the employee's addresses when they have several; they are edited in their profile).
 * `notice` says what the app changed on its own.
 */
export function CartDeliverySection({
  options,
  choice,
  onChange,
  notice,
  disabled,
  addresses,
  address,
  onAddressChange,
}: {
  options: DeliveryOptions;
  choice: CartDelivery | null;
  onChange: (choice: CartDelivery) => void;
  notice: string | null;
  disabled: boolean;
  addresses: readonly Address[] | undefined;
  address: Address | undefined;
  onAddressChange: (addressId: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-cream-50 p-3">
      <legend className="px-1 text-sm font-semibold">Delivery</legend>
      {choice ? (
        <DeliveryFields options={options} value={choice} onChange={onChange} disabled={disabled} />
      ) : (
        <p className="text-sm text-warning-800">No day is open for ordering right now.</p>
      )}
      <CartAddress
        options={options}
        addresses={addresses}
        address={address}
        onChange={onAddressChange}
        disabled={disabled}
      />
      {notice ? (
        <p role="status" className="rounded-lg bg-info-50 px-3 py-2 text-sm text-info-800">
          {notice}
        </p>
      ) : null}
    </fieldset>
  );
}
