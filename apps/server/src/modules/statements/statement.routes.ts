import { StatementQuerySchema, StatementSchema } from '@lunch/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { statementCsv, statementFileName, statementPdf } from './statement.documents.js';
import { monthlyStatement, statementCompany } from './statement.service.js';

const WHO =
  'A company gets its own; a platform admin names the company with `companyId`. The month is taken in ' +
  "the company's time zone.";

export function statementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAccount(ctx, 'company', 'admin'));
    const schema = (description: string) => ({
      tags: ['billing'],
      description: `${description} ${WHO}`,
      querystring: StatementQuerySchema,
    });
    const download = (reply: FastifyReply, type: string, name: string, body: string | Buffer) =>
      reply
        .type(type)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(body);

    app.get(
      '/billings/statement',
      {
        schema: {
          ...schema(
            'The wallet statement for a month: opening balance, top-ups, charges, refunds, closing balance ' +
              '(= opening + top-ups + refunds − charges = the paid ledger at the end of the month), every paid ' +
              'movement with the balance after it, and each employee’s orders and net spend.',
          ),
          response: answer(StatementSchema),
        },
      },
      async (request) => {
        const companyId = statementCompany(signedIn(request), request.query.companyId);
        return ok(await monthlyStatement(ctx, companyId, request.query.month));
      },
    );

    app.get(
      '/billings/statement.pdf',
      { schema: schema('The same statement as a PDF (attachment).') },
      async (request, reply) => {
        const companyId = statementCompany(signedIn(request), request.query.companyId);
        const statement = await monthlyStatement(ctx, companyId, request.query.month);
        return download(
          reply,
          'application/pdf',
          statementFileName(statement, 'pdf'),
          await statementPdf(statement),
        );
      },
    );

    app.get(
      '/billings/statement.csv',
      {
        schema: schema(
          "The month's movements as CSV (attachment): date, type, reference, email, order, in, out, balance.",
        ),
      },
      async (request, reply) => {
        const companyId = statementCompany(signedIn(request), request.query.companyId);
        const statement = await monthlyStatement(ctx, companyId, request.query.month);
        return download(
          reply,
          'text/csv; charset=utf-8',
          statementFileName(statement, 'csv'),
          statementCsv(statement),
        );
      },
    );
  };
}
