import {
  type Address,
  type DeliveryOptions,
  formatNaira,
  type MenuItem,
  parseNaira,
  WEEK_DAY_LABELS,
} from '@lunch/contract';
import { formatDay, formatSlot } from '../../lib/format-date';
import { notServedText } from './address-choice';
import { isOpenChoice, nextOpenChoice } from './delivery-choice';
import { type CartDelivery, type CartLine, type CartProblem, type CartRefusal, cartTotal } from './types';

/** What the cart's refusal is read from, fetched again after the 409. */
export type RefusalFacts = {
  lines: readonly CartLine[];
  /** The day and slot the refused checkout was for (null: the server's default). */
  choice: CartDelivery | null;
  /** For the address the refused checkout was for. */
  options: DeliveryOptions;
  /** That address as the employee's address book has it (its area and state), when known. */
  address?: Address;
  /** The cart's dishes as the menu shows them for the day ordered for (missing: not on the menu). */
  dishes: ReadonlyMap<string, MenuItem>;
  /** The server's own words: said when the facts fetched again explain nothing. */
  serverMessage: string;
};

const portions = (n: number) => `${n} ${n === 1 ? 'portion' : 'portions'}`;

/** "Thu 26 Nov 2026, 12:30" (with the company's zone when it is not the browser's). */
export const choiceText = (choice: CartDelivery, timeZone: string) =>
  `${formatDay(choice.date)}, ${formatSlot(choice.date, choice.slot, timeZone)}`;

/** The platform does not deliver to the address (no zone holds it): another address is the way out. */
function notServed({ options, address }: RefusalFacts): CartProblem[] {
  if (options.served) return [];
  return [{ reason: `${notServedText(address, options.address)}: choose another address.`, fix: null }];
}

/** The day is closed (cut-off, lead time, not a day of the programme): move the cart to the next open one. */
function closedDay({ choice, options }: RefusalFacts): CartProblem[] {
  if (!choice || isOpenChoice(options, choice)) return [];
  const closed = `Ordering for ${choiceText(choice, options.time_zone)} has closed.`;
  const next = nextOpenChoice(options, choice);
  return next
    ? [{ reason: closed, fix: { kind: 'move', to: next } }]
    : [{ reason: `${closed} No other day is open for ordering now.`, fix: null }];
}

/** A dish switched off, not offered that week day, or short of portions: remove it or take what is left. */
function dishProblem(line: CartLine, dish: MenuItem | undefined, date: string, options: DeliveryOptions) {
  const weekDay = options.days.find((open) => open.date === date)?.week_day;
  const remove = { kind: 'remove', id: line.id, name: line.name } as const;
  if (!dish?.available) return { reason: `${line.name} is no longer available.`, fix: remove };
  if (weekDay && dish.available_days.length > 0 && !dish.available_days.includes(weekDay))
    return { reason: `${line.name} is not offered on ${WEEK_DAY_LABELS[weekDay]}s.`, fix: remove };
  const left = dish.remaining;
  if (left === null || left >= line.quantity) return null;
  if (left === 0) return { reason: `${line.name} is sold out for ${formatDay(date)}.`, fix: remove };
  return {
    reason: `Only ${portions(left)} of ${line.name} ${left === 1 ? 'is' : 'are'} left for ${formatDay(date)}; your cart has ${line.quantity}.`,
    fix: { kind: 'reduce', id: line.id, name: line.name, quantity: left } as const,
  };
}

function dishProblems({ lines, choice, options, dishes }: RefusalFacts): CartProblem[] {
  const date = choice?.date ?? options.default_date;
  if (!date) return [];
  return lines.flatMap((line) => dishProblem(line, dishes.get(line.id), date, options) ?? []);
}

/**
 * Over the company's per-order or day cap: what is left against what the cart costs. (The month is
 * left to the server's words: what is left to spend is the budget or the wallet, whichever is
 * shorter, and only the server says which refused.)
 */
function capProblems({ lines, choice, options }: RefusalFacts): CartProblem[] {
  const total = cartTotal(lines);
  const costs = `this cart costs ${formatNaira(total)}`;
  const date = choice?.date ?? options.default_date;
  const day = options.days.find((open) => open.date === date);
  const reasons: string[] = [];
  if (options.per_order_cap !== null && total > parseNaira(options.per_order_cap))
    reasons.push(
      `Your company allows at most ${formatNaira(parseNaira(options.per_order_cap))} per order; ${costs}.`,
    );
  if (day?.left && total > parseNaira(day.left))
    reasons.push(`You have ${formatNaira(parseNaira(day.left))} left for ${formatDay(day.date)}; ${costs}.`);
  return reasons.map((reason) => ({ reason, fix: null }));
}

/**
 * Why the server refused the cart (409), read from the delivery options and the menu fetched again
 * after it — never from the message's text: an address the platform does not deliver to (choose
 * another); a day no longer open (move the cart to the next open one); else dishes gone or short of portions (remove them, or reduce to the portions left) and the
 * company's caps (what is left). When none of these explains it (the month's budget, the wallet,
 * the order window…), the server's message, whose figures are those the cart shows.
 */
export function explainRefusal(facts: RefusalFacts): CartRefusal {
  const unserved = notServed(facts);
  if (unserved.length > 0) return { problems: unserved };
  const closed = closedDay(facts);
  if (closed.length > 0) return { problems: closed };
  const problems = [...dishProblems(facts), ...capProblems(facts)];
  return { problems: problems.length > 0 ? problems : [{ reason: facts.serverMessage, fix: null }] };
}

/** The refusal once `fixed` is applied: its other problems, or null when none is left to fix. */
export function afterFix(refusal: CartRefusal, fixed: CartProblem): CartRefusal | null {
  const rest = refusal.problems.filter((problem) => problem !== fixed);
  return rest.some((problem) => problem.fix) ? { problems: rest } : null;
}
