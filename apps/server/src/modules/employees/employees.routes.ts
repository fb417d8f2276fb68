import { employeesEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../domain/audit/audit.js';
import { companyOf, signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { listCustomers } from '../customers/customers.service.js';
import { employeesCsv, setEmployeeBudget } from './employees.service.js';

/** The company's employees (`employeesEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function employeeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, employeesEndpoints, {
      'GET /users/employees': async (request) =>
        ok(
          await listCustomers(
            ctx,
            { companyId: companyOf(request), departmentId: request.query.department_id },
            request.query,
          ),
        ),

      'GET /users/employees/export': async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="employees.csv"')
          .header('cache-control', 'no-store')
          .send(await employeesCsv(ctx, companyOf(request), request.query)),

      'PATCH /users/employees/:id/budget': async (request) =>
        ok(
          await setEmployeeBudget(
            ctx,
            companyOf(request),
            request.params.id,
            request.body.monthly_budget,
            actorOf(signedIn(request)),
          ),
          'Monthly budget updated',
        ),
    });
  };
}
