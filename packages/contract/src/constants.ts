export const DIAL_CODE = '+234';
export const OTP_LENGTH = 6;
export const TOAST_MS = 5000;
export const INVITATION_TOAST_MS = 10000;
export const LOGIN_REDIRECT_MS = 2000;

export const ACCOUNT_TYPES = ['Company', 'Individual', 'Admin', 'Rider', 'Restaurant'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_STATES = ['ACTIVE', 'SUSPENDED'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const COMPANY_SIZES = ['50-100', '100-200', '200-300', '300-500', '500-1000', 'Above100'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
/** What each size option reads on screen ('Above100' is displayed as 'Above 1000'). */
export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  '50-100': '50-100',
  '100-200': '100-200',
  '200-300': '200-300',
  '300-500': '300-500',
  '500-1000': '500-1000',
  Above100: 'Above 1000',
};

export const MENU_CATEGORIES = [
  'Soup',
  'Salad',
  'Main Course',
  'Dessert',
  'Beverage',
  'Seafood',
  'Vegetarian',
  'Pizza',
  'Gluten-Free',
  'Sandwich',
  'Grill',
  'Steak',
  'Burger',
  'Sides',
  'Breakfast',
  'Brunch',
  'Smoothie',
  'Coffee',
  'Tea',
  'Juice',
  'Snack',
  'Specials',
] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export const ORDER_STATUSES = [
  /**
   * Waiting for the employee to pay their part by card (issue 31, "pay the difference"): it holds
   * its portions, caps and the company's share like PENDING; unpaid after 15 minutes it is cancelled.
   */
  'AWAITING_PAYMENT',
  'PENDING',
  'CONFIRMED',
  /** Cooked and waiting at the restaurant for its rider (issue 30); holds money like CONFIRMED. */
  'READY',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'DECLINED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Statuses in which an order holds no money: moving into them refunds, out of them charges again. */
export const REFUNDED_ORDER_STATUSES: readonly OrderStatus[] = ['DECLINED', 'CANCELLED'];
/**
 * Statuses of the orders no kitchen, restaurant or rider works on: refunded, or still waiting for
 * the employee's payment (AWAITING_PAYMENT). The kitchen sheet, the restaurants' tickets, dispatch
 * and the riders' runs leave them out.
 */
export const UNSERVED_ORDER_STATUSES: readonly OrderStatus[] = [
  'AWAITING_PAYMENT',
  ...REFUNDED_ORDER_STATUSES,
];
/** Statuses of the orders the kitchen has still to cook: not yet out for delivery. */
export const TO_COOK_ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'CONFIRMED'];

/** Delivery days, as company programmes and menu items name them. */
export const WEEK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const WEEK_DAY_LABELS: Record<WeekDay, string> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};
export const MAX_DAYS_AHEAD_LIMIT = 14;
/** The longest lead time (minutes between the last order for a slot and the slot) the platform may set. */
export const MIN_LEAD_MINUTES_LIMIT = 720;
/** How many delivery slots the platform may offer. */
export const DELIVERY_SLOTS_LIMIT = 12;
export const BULK_STATUS_MAX_ORDERS = 200;

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_TTL_DAYS = 7;

export const BILLING_TYPES = [
  'wallet_topup',
  'order_charge',
  'order_refund',
  'delivery_fee',
  'delivery_fee_refund',
  'issue_refund',
] as const;
export type BillingType = (typeof BILLING_TYPES)[number];
/** How a wallet movement is named on screens, statements and exports. */
export const BILLING_TYPE_LABELS: Record<BillingType, string> = {
  wallet_topup: 'Top-up',
  order_charge: 'Order charge',
  order_refund: 'Order refund',
  delivery_fee: 'Delivery fee',
  delivery_fee_refund: 'Delivery fee refund',
  issue_refund: 'Refund for a problem',
};
/** The movements that take money out of the wallet; every other one puts it in. */
export const BILLING_OUT_TYPES = ['order_charge', 'delivery_fee'] as const satisfies readonly BillingType[];
export const isMoneyOut = (type: BillingType): boolean =>
  (BILLING_OUT_TYPES as readonly string[]).includes(type);
export const BILLING_STATUSES = ['pending', 'paid', 'failed', 'abandoned'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];
/** How a top-up was paid (issue 31): card checkout, a bank transfer into the company's own account, or auto top-up. */
export const TOPUP_METHODS = ['card', 'bank_transfer', 'auto_topup'] as const;
export type TopupMethod = (typeof TOPUP_METHODS)[number];
/** How a top-up's method is named on screens and exports. */
export const TOPUP_METHOD_LABELS: Record<TopupMethod, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  auto_topup: 'Auto top-up',
};

export const PAGE_SIZES = {
  employees: 10,
  menuAdmin: 5,
  suggestionsAdmin: 5,
  employeeMenu: 10,
  default: 10,
} as const;

export const SUGGESTION_TEXT_MIN = 10;
export const SUGGESTION_TEXT_MAX = 1000;

export const TOPUP_MIN_NAIRA = 100;
export const TOPUP_MAX_NAIRA = 10_000_000;

/** Verification or reset codes mailed to one account per hour; more requests get the same answer, no mail. */
export const ACCOUNT_MAILS_PER_HOUR = 5;
/** Invitations one company may send per hour (429 beyond). */
export const INVITATIONS_PER_HOUR = 50;

/** Live `/orders/events` streams one account may hold, and one server process in all. */
export const ORDER_STREAMS_PER_ACCOUNT = 5;
export const ORDER_STREAMS_TOTAL = 1000;

export const ORDER_MAX_LINES = 50;
export const ORDER_MAX_QUANTITY = 20;
/** The highest menu price (₦1,000,000 in kobo): keeps every sum of money far below 2^53. */
export const MENU_PRICE_MAX_KOBO = 100_000_000;
/** The highest order total (₦5,000,000 in kobo); checkout refuses a bigger cart with 400. */
export const ORDER_MAX_TOTAL_KOBO = 500_000_000;

export const MENU_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels a menu image may have (4096 × 4096, about 16.8 megapixels: a 12 or 16 MP phone
 * photo fits), read from its header before anything decodes it: 400 beyond. Decoding costs memory
 * by pixels, not bytes — a 1 MB PNG of 16,000 × 16,000 decodes to 768 MB.
 */
export const MENU_IMAGE_MAX_PIXELS = 4096 * 4096;
/** Lists of short texts (allergies, health benefits…): entries, and characters an entry. */
export const TEXT_LIST_MAX_ENTRIES = 50;
export const TEXT_LIST_ENTRY_MAX = 100;
/** Menu item names and descriptions, in characters. */
export const MENU_NAME_MAX = 200;
export const MENU_DESCRIPTION_MAX = 2000;

/**
 * The deepest nesting of arrays and objects a JSON body may have (400 beyond). The bodies the routes
 * take nest a few levels (an order: object, list, line), so 64 leaves ample room while keeping every
 * walk over a parsed body (the NUL guard, validation) far from the call-stack limit.
 */
export const JSON_MAX_DEPTH = 64;

export const LANDING_STATS = { orders: 25, restaurants: 10, customers: 30 } as const;
