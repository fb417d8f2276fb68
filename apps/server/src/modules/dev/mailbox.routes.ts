import { formatDateTime } from '@lunch/contract';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { mailOutbox } from '../../db/schema.js';
import { requireDemoAccess } from '../../lib/demo-guard.js';
import { escapeHtml } from '../../lib/html.js';

/** Demo mail mode: `/dev/mailbox` lists the newest mail the server would have sent. */
export function mailboxRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/dev/mailbox', { onRequest: requireDemoAccess(ctx.config) }, async (_request, reply) => {
      const mails = await ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
      const notice =
        ctx.mailer.mode === 'smtp'
          ? '<p>This server sends real email through SMTP; only mail from an earlier demo run is listed.</p>'
          : '<p>Demo mail mode: no SMTP_URL is configured, so emails are kept here instead of being sent.</p>';
      const items = mails
        .map(
          (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${mail.createdAt.toISOString()}">${formatDateTime(mail.createdAt, 'UTC')}</time></p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1c1917}
article{border:1px solid #e7e5e4;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#57534e;font-size:.9rem}pre{white-space:pre-wrap;font-size:1rem}</style></head>
<body><h1>Demo mailbox</h1>${notice}${items || '<p>No mail yet.</p>'}</body></html>`);
    });
  };
}
