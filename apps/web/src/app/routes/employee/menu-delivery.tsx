import type { DeliveryOptions } from '@lunch/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { DeliveryDayPicker } from '../../../features/delivery/components/delivery-day-picker';
import { formatDay, formatSlot } from '../../../lib/format-date';

/**
 * The delivery box above the menu. From 640 px it shows whole; on a phone it folds into one line
 * (the day browsed and the cart's slot) that opens it, so the first meal stays on the first screen.
 */
export function MenuDelivery({
  options,
  value,
  onChange,
  slot,
}: {
  options: DeliveryOptions;
  value: string;
  onChange: (date: string) => void;
  /** The cart's slot ('HH:MM'). */
  slot?: string;
}) {
  const [open, setOpen] = useState(false);
  const boxId = useId();
  const dayOpen = options.days.some((day) => day.date === value);
  const when = `${formatDay(value)}, ${formatSlot(value, slot ?? options.slot, options.time_zone)}`;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={boxId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center gap-2 rounded-2xl border border-line bg-white px-4 py-2 text-left text-sm shadow-xs hover:bg-cream-100 sm:hidden"
      >
        <span className="font-semibold">Delivery</span>{' '}
        <span className="min-w-0 flex-1">{dayOpen ? when : 'No day open'}</span>
        <ChevronDown
          className={cn('size-5 shrink-0 text-ink-soft transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={boxId} className={cn('sm:mt-0 sm:block', open ? 'mt-2 block' : 'hidden')}>
        <DeliveryDayPicker options={options} value={value} onChange={onChange} slot={slot} />
      </div>
    </div>
  );
}
