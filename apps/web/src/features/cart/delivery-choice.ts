import type { DeliveryDay, DeliveryOptions, DeliverySlot } from '@lunch/contract';
import type { CartDelivery } from './types';

/**
 * The cart's day and slot against the delivery options (`GET /orders/delivery-options`): which
 * are open, the one to start from, and what becomes of a remembered choice that closed.
 */

/** A day's slots; a server that does not list them yet offers the employee's slot, open. */
export function slotsOf(day: DeliveryDay, options: DeliveryOptions): DeliverySlot[] {
  return day.slots ?? [{ time: options.slot, open: true, closes_at: day.cutoff_at }];
}

const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
};

/** The open slot of `day` nearest `wanted` ('HH:MM'; the earlier on a tie), null when none is open. */
export function nearestOpenSlot(day: DeliveryDay, options: DeliveryOptions, wanted: string): string | null {
  const open = slotsOf(day, options).filter((slot) => slot.open);
  const distance = (slot: DeliverySlot) => Math.abs(minutes(slot.time) - minutes(wanted));
  return (
    open.reduce<DeliverySlot | null>(
      (best, slot) => (!best || distance(slot) < distance(best) ? slot : best),
      null,
    )?.time ?? null
  );
}

const dayOf = (options: DeliveryOptions, date: string) => options.days.find((day) => day.date === date);

/** Whether the cart can be ordered for `choice` now. */
export function isOpenChoice(options: DeliveryOptions, choice: CartDelivery | null): boolean {
  const day = choice ? dayOf(options, choice.date) : undefined;
  return Boolean(day && slotsOf(day, options).some((slot) => slot.open && slot.time === choice?.slot));
}

/** `date` at the open slot nearest `slot` (default: the employee's), null when the day is not open. */
export function choiceOn(options: DeliveryOptions, date: string, slot = options.slot): CartDelivery | null {
  const day = dayOf(options, date);
  const time = day ? nearestOpenSlot(day, options, slot) : null;
  return time ? { date, slot: time } : null;
}

/** Where a new cart starts: the first open day, at the open slot nearest the employee's lunch time. */
export function defaultChoice(options: DeliveryOptions): CartDelivery | null {
  const first = options.default_date ?? options.days[0]?.date;
  return first ? choiceOn(options, first) : null;
}

/**
 * After `refused` could not be ordered for: its day at a later open slot, else the next open day
 * at the open slot nearest the one refused, else the first open day; null when nothing is open.
 */
export function nextOpenChoice(options: DeliveryOptions, refused: CartDelivery): CartDelivery | null {
  for (const day of options.days) {
    if (day.date < refused.date) continue;
    const later = slotsOf(day, options).filter(
      (slot) => slot.open && (day.date > refused.date || minutes(slot.time) > minutes(refused.slot)),
    );
    if (later.length === 0) continue;
    const time = nearestOpenSlot({ ...day, slots: later }, options, refused.slot);
    if (time) return { date: day.date, slot: time };
  }
  return defaultChoice(options);
}

/**
 * The choice for a cart shown with the menu of `browsed` (the open day the menu shows; '' when
 * none): the cart's own while it is that day and open; that day at the cart's slot (or the nearest
 * open one) when the employee browses another day; `dropped` when the cart's choice is no longer
 * open (the cart says so).
 */
export function settleChoice(
  options: DeliveryOptions,
  wanted: CartDelivery | null,
  browsed: string,
): { choice: CartDelivery | null; dropped: boolean } {
  const dropped = wanted !== null && !isOpenChoice(options, wanted);
  if (wanted && !dropped && wanted.date === browsed) return { choice: wanted, dropped };
  const choice = browsed ? choiceOn(options, browsed, wanted?.slot ?? options.slot) : null;
  return { choice: choice ?? defaultChoice(options), dropped };
}
