import {
  ISSUE_WINDOW_HOURS,
  IssueIdParamsSchema,
  IssueListQuerySchema,
  IssuePageSchema,
  IssueSchema,
  ReportIssueSchema,
  ResolveIssueSchema,
} from '../issues.js';
import { OrderIdParamsSchema } from '../orders.js';
import { defineEndpoints } from './endpoint.js';

/** Problems with orders, reported by employees and put right by the platform admin (server: modules/issues). */
export const issuesEndpoints = defineEndpoints({
  'POST /orders/:id/issues': {
    roles: ['employee'],
    tags: ['issues'],
    description: `Reports a problem with one of the employee's own orders, within ${ISSUE_WINDOW_HOURS} hours of its delivery, or of a failed or late delivery (409 otherwise, and when the order already has a report). \`items\` are among the order's dishes (400 naming \`items\` otherwise). The platform admins are emailed. 404 for another employee's order.`,
    params: OrderIdParamsSchema,
    body: ReportIssueSchema,
    response: IssueSchema,
    status: 201,
  },
  'GET /admin/issues': {
    roles: ['admin'],
    tags: ['issues'],
    description:
      'Reported problems: open ones oldest first, or resolved ones newest first; `open` counts every open one.',
    query: IssueListQuerySchema,
    response: IssuePageSchema,
  },
  'PATCH /admin/issues/:id': {
    roles: ['admin'],
    tags: ['issues'],
    description:
      "Resolves a problem, once (409 when it is already resolved, whoever was first): `refund` gives the order's total back, `partial_refund` the `amount` (more than 0, less than the total), both to the company's wallet (an `issue_refund` ledger row) and the employee's budget for the order's month; `no_action` moves no money. The employee and the company are emailed the outcome with the reply. 409 for an order already refunded by its cancellation.",
    params: IssueIdParamsSchema,
    body: ResolveIssueSchema,
    response: IssueSchema,
  },
});
