import { OrderIdParamsSchema } from '../orders.js';
import {
  DeclineTicketSchema,
  SlotReadyResultSchema,
  SlotReadySchema,
  TicketBoardSchema,
  TicketSchema,
  TicketsQuerySchema,
} from '../restaurants.js';
import { defineEndpoints } from './endpoint.js';

const OWN_ONLY = "A restaurant sees and touches only its own orders: 404 for another restaurant's.";

/** A restaurant's ticket board: its orders of a day, accepted, declined and marked ready (server: modules/tickets). */
export const ticketsEndpoints = defineEndpoints({
  'GET /restaurant/tickets': {
    roles: ['restaurant'],
    tags: ['tickets'],
    description: `The signed-in restaurant's tickets for a delivery day (default today in the platform's time zone): every slot with orders, in time order, with the slot's capacity, and in each its orders (oldest placed first, declined and cancelled ones too) with their dishes and notes (the order's health conflicts and the address's delivery instructions). ${OWN_ONLY}`,
    query: TicketsQuerySchema,
    response: TicketBoardSchema,
  },
  'POST /restaurant/orders/:id/accept': {
    roles: ['restaurant'],
    tags: ['tickets'],
    description: `Accepts an order: PENDING → CONFIRMED (an order already CONFIRMED is answered unchanged); 409 from any other status. The employee is emailed and live order views are told. ${OWN_ONLY}`,
    params: OrderIdParamsSchema,
    response: TicketSchema,
  },
  'POST /restaurant/orders/:id/decline': {
    roles: ['restaurant'],
    tags: ['tickets'],
    description: `Declines an order with a reason (1–500 characters): DECLINED, refunded as any decline (the company's wallet, the employee's budget and day cap, the dishes' portions, the restaurant's slot). The reason is kept on the order (\`decline_reason\`) and the employee's email gives it. 409 once the order is out for delivery, delivered, cancelled or already declined. ${OWN_ONLY}`,
    params: OrderIdParamsSchema,
    body: DeclineTicketSchema,
    response: TicketSchema,
  },
  'POST /restaurant/tickets/ready': {
    roles: ['restaurant'],
    tags: ['tickets'],
    description:
      "Marks a slot's orders ready for pickup: every CONFIRMED order of the signed-in restaurant for that delivery day and slot becomes READY, in one transaction (pending orders are left: accept them first). Answers how many were marked; each employee's live order view is told.",
    body: SlotReadySchema,
    response: SlotReadyResultSchema,
  },
});
