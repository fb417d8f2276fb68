import {
  type IssueKind,
  type IssueResolution,
  koboToNaira,
  type Order,
  type OrderAddress,
  type OrderStatus,
  type RestaurantSummary,
} from '@lunch/contract';

/** An order as the server knows it (integer kobo), whatever it was read from. */
export type OrderFacts = {
  id: string;
  status: OrderStatus;
  totalKobo: number;
  /** What the employee pays of the total by card (pay the difference); 0: the company pays it all. */
  employeePaysKobo: number;
  /** While AWAITING_PAYMENT: when it lapses unpaid, and the employee's payment page. */
  paymentDueAt: Date | null;
  paymentUrl: string | null;
  /** 'YYYY-MM-DD' (company time zone) and 'HH:MM'. */
  deliveryDate: string;
  deliverySlot: string;
  /** The company's time zone (the delivery date and slot are in it). */
  timeZone: string;
  /** What the order conflicts with in the employee's health profile when it was placed. */
  healthConflicts: string[];
  /** The address the order goes to, as it was when placed (null: none kept). */
  address: OrderAddress | null;
  zoneName: string | null;
  deliveryFeeKobo: number;
  handoverCode: string;
  /** The restaurant cooking it (every dish of an order comes from one). */
  restaurant: RestaurantSummary;
  /** Why the restaurant or the platform declined it (null: not declined, or no reason given). */
  declineReason: string | null;
  /** Where it is on its way (a new order has no rider and no times yet). */
  delivery?: DeliveryFacts;
  createdAt: Date;
  employee: { firstName: string; lastName: string; email: string };
  companyName: string;
  lines: Array<{ menuItemId: string; name: string; priceKobo: number; quantity: number }>;
  /** The employee's rating, when read with the order (a new order has none). */
  rating?: { stars: number; comment: string | null; ratedAt: Date } | null;
  /** The problem the employee reported, when read with the order (a new order has none). */
  issue?: IssueFacts | null;
};

export type DeliveryFacts = {
  riderFirstName: string | null;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  failedAt: Date | null;
  failureReason: string | null;
  lateAt: Date | null;
};

export type IssueFacts = {
  id: string;
  kind: IssueKind;
  status: 'open' | 'resolved';
  resolution: IssueResolution | null;
  refundKobo: number;
  reply: string;
  createdAt: Date;
};

const iso = (at: Date | null) => at?.toISOString() ?? null;

function presentDelivery(delivery: DeliveryFacts | undefined): Order['delivery'] {
  return {
    rider: delivery?.riderFirstName ? { first_name: delivery.riderFirstName } : null,
    picked_up_at: iso(delivery?.pickedUpAt ?? null),
    delivered_at: iso(delivery?.deliveredAt ?? null),
    failed_at: iso(delivery?.failedAt ?? null),
    failure_reason: delivery?.failureReason ?? null,
    late: Boolean(delivery?.lateAt),
  };
}

/** The one place an order becomes its API shape (`Order` in the contract). */
export function presentOrder(order: OrderFacts): Order {
  return {
    _id: order.id,
    id: order.id,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    total_amount: koboToNaira(order.totalKobo),
    company_pays: koboToNaira(order.totalKobo - order.employeePaysKobo),
    employee_pays: koboToNaira(order.employeePaysKobo),
    payment_due_at: order.status === 'AWAITING_PAYMENT' ? iso(order.paymentDueAt) : null,
    payment_url: order.status === 'AWAITING_PAYMENT' ? order.paymentUrl : null,
    delivery_date: order.deliveryDate,
    delivery_slot: order.deliverySlot,
    time_zone: order.timeZone,
    health_conflicts: order.healthConflicts,
    items: order.lines.map((line) => ({
      food_menu: line.menuItemId,
      name: line.name,
      price: koboToNaira(line.priceKobo),
      quantity: line.quantity,
    })),
    address: order.address,
    zone: order.zoneName,
    delivery_fee: koboToNaira(order.deliveryFeeKobo),
    restaurant: order.restaurant,
    decline_reason: order.declineReason,
    handover_code: order.handoverCode,
    delivery: presentDelivery(order.delivery),
    issue: order.issue
      ? {
          id: order.issue.id,
          kind: order.issue.kind,
          status: order.issue.status,
          resolution: order.issue.resolution,
          refund: koboToNaira(order.issue.refundKobo),
          reply: order.issue.reply,
          created_at: order.issue.createdAt.toISOString(),
        }
      : null,
    employee_details: {
      first_name: order.employee.firstName,
      last_name: order.employee.lastName,
      email: order.employee.email,
    },
    company_details: { name: order.companyName },
    rating: order.rating
      ? {
          order_id: order.id,
          stars: order.rating.stars,
          comment: order.rating.comment,
          rated_at: order.rating.ratedAt.toISOString(),
        }
      : null,
  };
}
