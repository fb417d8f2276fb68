import { invoicesEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { invoicePdf } from './invoice.documents.js';
import { invoiceByNumber, issueInvoiceNow, listInvoices } from './invoices.service.js';

/** Tax invoices and credit notes (`invoicesEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function invoicesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, invoicesEndpoints, {
      'GET /billings/invoices': async (request) => {
        const viewer = signedIn(request);
        const companyId = viewer.company ? viewer.company.id : request.query.company_id;
        return ok(await listInvoices(ctx, companyId, request.query));
      },

      'GET /billings/invoices/:number': async (request) =>
        ok(await invoiceByNumber(ctx, request.params.number, signedIn(request))),

      'GET /billings/invoices/:number/pdf': async (request, reply) => {
        const invoice = await invoiceByNumber(ctx, request.params.number, signedIn(request));
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
          .header('cache-control', 'no-store')
          .send(await invoicePdf(invoice));
      },

      'POST /admin/invoices/issue': async (request) => {
        const { invoice, message } = await issueInvoiceNow(ctx, request.body.company_id, request.body.month);
        return ok(invoice, message);
      },
    });
  };
}
