import { koboToNaira, type Order, type OrderAddress, type OrderStatus } from '@lunch/contract';

/** An order as the server knows it (integer kobo), whatever it was read from. */
export type OrderFacts = {
  id: string;
  status: OrderStatus;
  totalKobo: number;
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
  createdAt: Date;
  employee: { firstName: string; lastName: string; email: string };
  companyName: string;
  lines: Array<{ menuItemId: string; name: string; priceKobo: number; quantity: number }>;
  /** The employee's rating, when read with the order (a new order has none). */
  rating?: { stars: number; comment: string | null; ratedAt: Date } | null;
};

/** The one place an order becomes its API shape (`Order` in the contract). */
export function presentOrder(order: OrderFacts): Order {
  return {
    _id: order.id,
    id: order.id,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    total_amount: koboToNaira(order.totalKobo),
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
