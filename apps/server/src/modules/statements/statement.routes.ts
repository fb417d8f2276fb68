import { statementsEndpoints } from '@lunch/contract/endpoints';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { statementCsv, statementFileName, statementPdf } from './statement.documents.js';
import { monthlyStatement, statementCompany } from './statement.service.js';

const download = (reply: FastifyReply, type: string, name: string, body: string | Buffer) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);

/** The monthly statement (`statementsEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function statementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, statementsEndpoints, {
      'GET /billings/statement': async (request) => {
        const companyId = statementCompany(signedIn(request), request.query.companyId);
        return ok(await monthlyStatement(ctx, companyId, request.query.month));
      },

      'GET /billings/statement.pdf': async (request, reply) => {
        const companyId = statementCompany(signedIn(request), request.query.companyId);
        const statement = await monthlyStatement(ctx, companyId, request.query.month);
        return download(
          reply,
          'application/pdf',
          statementFileName(statement, 'pdf'),
          await statementPdf(statement),
        );
      },

      'GET /billings/statement.csv': async (request, reply) => {
        const companyId = statementCompany(signedIn(request), request.query.companyId);
        const statement = await monthlyStatement(ctx, companyId, request.query.month);
        return download(
          reply,
          'text/csv; charset=utf-8',
          statementFileName(statement, 'csv'),
          statementCsv(statement),
        );
      },
    });
  };
}
