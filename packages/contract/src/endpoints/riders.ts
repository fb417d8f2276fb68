import { OrderIdParamsSchema } from '../orders.js';
import {
  AssignOrdersSchema,
  AssignResultSchema,
  AutoDispatchResultSchema,
  AutoDispatchSchema,
  DeliveryFailedSchema,
  DispatchBoardSchema,
  DispatchOrderPageSchema,
  DispatchOrdersQuerySchema,
  DispatchQuerySchema,
  HANDOVER_TRIES,
  HandoverSchema,
  RiderIdParamsSchema,
  RiderInviteSchema,
  RiderListSchema,
  RiderRunQuerySchema,
  RiderRunSchema,
  RiderSchema,
  RiderStopSchema,
  UpdateRiderSchema,
} from '../riders.js';
import { defineEndpoints } from './endpoint.js';

const RIDER_ONLY = 'A rider sees and touches only the orders assigned to them: 404 for any other order.';

/** Riders, dispatch and the rider's run (server: modules/riders). */
export const ridersEndpoints = defineEndpoints({
  'GET /admin/riders': {
    roles: ['admin'],
    tags: ['riders'],
    description: 'Every rider, by name, with the zones they ride.',
    response: RiderListSchema,
  },
  'POST /admin/riders': {
    roles: ['admin'],
    tags: ['riders'],
    description:
      'Invites a rider: creates the Rider account (its email counts as verified) and emails them the link to set a password and sign in at /rider. 409 naming `email` when an account has it; 400 naming `zones` for an unknown zone.',
    body: RiderInviteSchema,
    response: RiderSchema,
    status: 201,
  },
  'PATCH /admin/riders/:id': {
    roles: ['admin'],
    tags: ['riders'],
    description:
      "Edits a rider: only the fields sent change (`zones` replaces the list). `account_state: SUSPENDED` ends the rider's sessions, stops them signing in and takes their undelivered orders off them (unassigned again, the employees told); ACTIVE lets them back in.",
    params: RiderIdParamsSchema,
    body: UpdateRiderSchema,
    response: RiderSchema,
  },
  'GET /admin/dispatch': {
    roles: ['admin'],
    tags: ['riders'],
    description:
      "A day's dispatch board (default today in the platform's time zone): its live orders counted by zone and slot, how many are unassigned and delivered, and which riders carry them; every active rider with their zones and load.",
    query: DispatchQuerySchema,
    response: DispatchBoardSchema,
  },
  'GET /admin/dispatch/orders': {
    roles: ['admin'],
    tags: ['riders'],
    description:
      "A day's live orders for dispatch, slot by slot then oldest placed first, optionally of one zone (`none`: in no zone), one slot and one rider (`unassigned`: none).",
    query: DispatchOrdersQuerySchema,
    response: DispatchOrderPageSchema,
  },
  'PATCH /admin/dispatch': {
    roles: ['admin'],
    tags: ['riders'],
    description:
      "Assigns orders to a rider (`riderId` null: takes them off their rider): the orders named (`orderIds`), or every unassigned order of a zone's slot (`group`). Delivered, declined and cancelled orders are refused one by one; a new rider starts with fresh handover tries. 404 for an unknown or suspended rider. The employees see the rider's first name at once.",
    body: AssignOrdersSchema,
    response: AssignResultSchema,
  },
  'POST /admin/dispatch/auto': {
    roles: ['admin'],
    tags: ['riders'],
    description:
      "Shares each zone's unassigned live orders of the day among the zone's active riders, round-robin slot by slot (the riders with the fewest of that day's orders first). Orders in no zone, or in a zone nobody rides, stay unassigned.",
    body: AutoDispatchSchema,
    response: AutoDispatchResultSchema,
  },
  'GET /rider/runs': {
    roles: ['rider'],
    tags: ['riders'],
    description: `The rider's orders of a day (default today in the platform's time zone), slot by slot: where, to whom (first name and phone), how many dishes, and where each stands. ${RIDER_ONLY}`,
    query: RiderRunQuerySchema,
    response: RiderRunSchema,
  },
  'POST /rider/orders/:id/picked-up': {
    roles: ['rider'],
    tags: ['riders'],
    description: `The rider has the order: OUT_FOR_DELIVERY (from PENDING or CONFIRMED; again is a no-op). 409 for a delivered, declined or cancelled order. ${RIDER_ONLY}`,
    params: OrderIdParamsSchema,
    response: RiderStopSchema,
  },
  'POST /rider/orders/:id/delivered': {
    roles: ['rider'],
    tags: ['riders'],
    description: `Hands the order over: DELIVERED, only with its 4-digit handover code (the employee has it). A wrong code answers 400 with the tries left; after ${HANDOVER_TRIES} wrong codes the code is locked for this rider (423) and the platform admins are alerted. 409 unless it is OUT_FOR_DELIVERY. ${RIDER_ONLY}`,
    params: OrderIdParamsSchema,
    body: HandoverSchema,
    response: RiderStopSchema,
  },
  'POST /rider/orders/:id/failed': {
    roles: ['rider'],
    tags: ['riders'],
    description: `Records a delivery the rider could not make, with why; the platform admins are alerted and the employee may report it. The status stays (the admin decides: another rider, or cancel and refund). 409 for a delivered, declined or cancelled order. ${RIDER_ONLY}`,
    params: OrderIdParamsSchema,
    body: DeliveryFailedSchema,
    response: RiderStopSchema,
  },
});
