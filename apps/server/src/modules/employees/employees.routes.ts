import {
  CompanySettingsSchema,
  EmployeeIdParamsSchema,
  pageOf,
  UpdateCompanySettingsSchema,
  UpdateEmployeeBudgetSchema,
  UserRowSchema,
  UserSearchQuerySchema,
} from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { listCustomers } from '../customers/customers.service.js';
import {
  companySettings,
  employeesCsv,
  setEmployeeBudget,
  updateCompanySettings,
} from './employees.service.js';

export function employeeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAccount(ctx, 'company'));

    app.get(
      '/users/employees',
      {
        schema: {
          tags: ['company'],
          querystring: UserSearchQuerySchema,
          response: answer(pageOf(UserRowSchema)),
        },
      },
      async (request) => ok(await listCustomers(ctx, { companyId: signedIn(request).id }, request.query)),
    );

    app.get(
      '/users/employees/export',
      {
        schema: {
          tags: ['company'],
          description: 'The employee list as CSV (attachment), optionally filtered by `query`.',
          querystring: z.object({ query: z.string().trim().max(200).optional() }),
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="employees.csv"')
          .header('cache-control', 'no-store')
          .send(await employeesCsv(ctx, signedIn(request).id, request.query.query)),
    );

    app.patch(
      '/users/employees/:id/budget',
      {
        schema: {
          tags: ['company'],
          description:
            "Sets one employee's monthly budget (naira), replacing the company's `max_spend_amount_per_employee` " +
            'for checkout, analytics and the employee list from the current month on; `null` goes back to the ' +
            'company default. 404 for anyone who is not one of the company’s employees.',
          params: EmployeeIdParamsSchema,
          body: UpdateEmployeeBudgetSchema,
          response: answer(UserRowSchema),
        },
      },
      async (request) =>
        ok(
          await setEmployeeBudget(ctx, signedIn(request).id, request.params.id, request.body.monthly_budget),
          'Monthly budget updated',
        ),
    );

    app.get(
      '/company/settings',
      { schema: { tags: ['company'], response: answer(CompanySettingsSchema) } },
      async (request) => ok(await companySettings(ctx, signedIn(request).id)),
    );

    app.patch(
      '/company/settings',
      {
        schema: {
          tags: ['company'],
          description:
            "The monthly budget per employee, `low_balance_alert` (naira, or null for no alert: the company is emailed once when an order charge takes the wallet from at or above it to below it, and again only after a top-up lifts the wallet back to it or above) and the meal programme: `order_days` (delivery days paid for), `order_window_start`/`order_window_end` (HH:MM, company time zone, when employees may order; end inclusive), `per_order_cap` and `per_day_cap` (naira, or null for none; the day cap sums an employee's orders for one delivery date, net of refunds). Only the fields sent change.",
          body: UpdateCompanySettingsSchema,
          response: answer(CompanySettingsSchema),
        },
      },
      async (request) =>
        ok(await updateCompanySettings(ctx, signedIn(request).id, request.body), 'Settings saved'),
    );
  };
}
