/** The restaurant that cooks a cart line's dish. */
export type CartRestaurant = { id: string; name: string };

/**
 * A cart line (spec §3): the item, its price in kobo when added, and how many; `restaurant`, the
 * restaurant that cooks it (absent from lines kept in a browser since before restaurants existed).
 */
export type CartLine = {
  id: string;
  name: string;
  priceKobo: number;
  quantity: number;
  restaurant?: CartRestaurant;
};

/** For when the cart is ordered: a delivery date ('YYYY-MM-DD') and one of its slots ('HH:MM'), company time zone. */
export type CartDelivery = { date: string; slot: string };

/** A fix the cart offers after a refusal, applied in one click. */
export type CartFix =
  | { kind: 'move'; to: CartDelivery }
  | { kind: 'reduce'; id: string; name: string; quantity: number }
  | { kind: 'remove'; id: string; name: string };

/** One reason a checkout was refused, in words that agree with the figures shown, and its fix if any. */
export type CartProblem = { reason: string; fix: CartFix | null };

/** Why a checkout was refused: at least one problem. */
export type CartRefusal = { problems: CartProblem[] };

export const lineTotal = (line: CartLine) => line.priceKobo * line.quantity;
export const cartTotal = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + lineTotal(line), 0);
