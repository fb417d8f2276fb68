import type { AppContext } from '../../context.js';
import { MINUTE } from '../../lib/clock.js';
import type { ModuleManifest } from '../manifest.js';
import { STATEMENT_JOB, scheduleStatementEmails, sendStatement } from './statement.emails.js';
import { statementRoutes } from './statement.routes.js';

/**
 * Monthly wallet statements (`/api/billings/statement…`: JSON, PDF, CSV) and the statement email
 * sent from the 1st of each month with the previous month's PDF attached.
 */
export function statementsModule(ctx: AppContext): ModuleManifest {
  return {
    name: 'statements',
    api: [statementRoutes(ctx)],
    jobs: {
      [STATEMENT_JOB]: {
        run: (payload) => sendStatement(ctx, String(payload.companyId), String(payload.month)),
      },
    },
    recurring: [
      {
        name: 'statements.schedule',
        everyMs: MINUTE,
        run: async () => {
          await scheduleStatementEmails(ctx);
        },
      },
    ],
  };
}
