import { departmentsEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../domain/audit/audit.js';
import { companyOf, signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import {
  createDepartment,
  deleteDepartment,
  listDepartments,
  setEmployeeDepartment,
  updateDepartment,
} from './departments.service.js';

/** A company's departments and who is in them (`departmentsEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function departmentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, departmentsEndpoints, {
      'GET /company/departments': async (request) => ok(await listDepartments(ctx, companyOf(request))),

      'POST /company/departments': async (request, reply) => {
        const department = await createDepartment(
          ctx,
          companyOf(request),
          actorOf(signedIn(request)),
          request.body,
        );
        return reply.code(201).send(ok(department, `Department ${department.name} added`));
      },

      'PATCH /company/departments/:id': async (request) => {
        const department = await updateDepartment(
          ctx,
          companyOf(request),
          actorOf(signedIn(request)),
          request.params.id,
          request.body,
        );
        return ok(department, `Department ${department.name} saved`);
      },

      'DELETE /company/departments/:id': async (request) => {
        const { moved, to } = await deleteDepartment(
          ctx,
          companyOf(request),
          actorOf(signedIn(request)),
          request.params.id,
          request.query.move_to,
        );
        const where = to === null ? 'no department' : to;
        return ok(
          null,
          moved === 0
            ? 'Department deleted'
            : `Department deleted; ${moved === 1 ? '1 employee' : `${moved} employees`} moved to ${where}`,
        );
      },

      'PATCH /users/employees/:id': async (request) => {
        const row = await setEmployeeDepartment(
          ctx,
          companyOf(request),
          actorOf(signedIn(request)),
          request.params.id,
          request.body.department_id,
        );
        return ok(
          row,
          row.department
            ? `${row.name} is now in ${row.department.name}`
            : `${row.name} is in no department now`,
        );
      },
    });
  };
}
