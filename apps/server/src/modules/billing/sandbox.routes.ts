import { formatNaira } from '@lunch/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { requireDemoAccess } from '../../lib/demo-guard.js';
import { forbidden } from '../../lib/errors.js';
import { escapeHtml } from '../../lib/html.js';
import { SANDBOX_CHECKOUT_PATH } from '../../lib/payments/index.js';
import { applyPaymentWord } from '../orders/awaiting-orders.js';
import { findSandboxContribution } from '../orders/employee-payments.js';
import { findSandboxTopup, settleTopup } from './billing.service.js';

type Params = { reference: string };

const STYLE = `body{font-family:system-ui,sans-serif;max-width:480px;margin:2rem auto;padding:0 1rem;color:#1c1917}
.banner{background:#fde68a;border:2px dashed #b45309;color:#78350f;padding:.75rem 1rem;border-radius:8px;font-weight:700;text-align:center}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1.5rem 0}dt{color:#57534e}dd{margin:0;word-break:break-all}
.amount{font-size:2rem;font-weight:700}.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;padding:.7rem 1.4rem;border-radius:8px;border:1px solid #a8a29e;background:#fff;cursor:pointer}
button.pay{background:#c2410c;border-color:#c2410c;color:#fff}button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test checkout</title><style>${STYLE}</style></head><body>
<p class="banner" role="note">TEST MODE — sandbox checkout. No real money moves.</p>${body}</body></html>`);
}

const billingsPage = (appUrl: string, reference: string) =>
  `${appUrl}/dashboard/billings?reference=${encodeURIComponent(reference)}`;

/** Where an employee's payment of the difference returns: My orders, which verifies the order's payment. */
const ordersPage = (appUrl: string, orderId: string) =>
  `${appUrl}/worker/orders?payment=${encodeURIComponent(orderId)}`;

type SandboxContribution = NonNullable<Awaited<ReturnType<typeof findSandboxContribution>>>;

/** The page of an employee's payment of the difference (pay the difference, issue 31). */
function contributionPage(reply: FastifyReply, appUrl: string, payment: SandboxContribution) {
  const details = `<dl><dt>Amount</dt><dd class="amount">${escapeHtml(formatNaira(payment.amountKobo))}</dd>
<dt>Company</dt><dd>${escapeHtml(payment.companyName)}</dd><dt>Email</dt><dd>${escapeHtml(payment.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd></dl>`;
  const back = ordersPage(appUrl, payment.orderId);
  if (payment.status !== 'pending') {
    return page(
      reply,
      200,
      `<h1>This payment is ${escapeHtml(payment.status)}</h1>${details}<p><a href="${escapeHtml(back)}">Back to my orders</a></p>`,
    );
  }
  const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(payment.reference)}`;
  return page(
    reply,
    200,
    `<h1>Your part of a lunch order</h1><p>Your company pays the rest of this order; you pay this part by card.</p>${details}<div class="actions">
<form method="post" action="${escapeHtml(action)}/pay"><button class="pay" type="submit">Pay ${escapeHtml(formatNaira(payment.amountKobo))}</button></form>
<form method="post" action="${escapeHtml(action)}/cancel"><button type="submit">Cancel</button></form></div>`,
  );
}

/**
 * The sandbox checkout (no PAYSTACK_SECRET_KEY): a test-mode payment page whose Pay and Cancel
 * buttons settle the top-up through the same code as a Paystack confirmation, then send the browser
 * back to the billings page, which verifies the reference like it does after Paystack. An
 * employee's payment of the difference is served the same way, back to My orders.
 */
export function sandboxCheckoutRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    if (ctx.config.paystackSecretKey) return;
    const demo = requireDemoAccess(ctx.config);
    // The page's forms post to itself. (Browsers send `Origin: null` under the no-referrer policy,
    // so Sec-Fetch-Site is what tells a cross-site post apart.)
    const sameOrigin = async (request: FastifyRequest) => {
      const site = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const foreignOrigin =
        origin && origin !== 'null' && origin !== `${request.protocol}://${request.headers.host}`;
      if (foreignOrigin || (site && site !== 'same-origin' && site !== 'none')) {
        throw forbidden('Cross-site request refused');
      }
    };
    // The buttons are plain HTML forms; their (empty) bodies carry nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
      done(null, null),
    );

    app.get<{ Params: Params }>(
      `${SANDBOX_CHECKOUT_PATH}/:reference`,
      { onRequest: demo },
      async (request, reply) => {
        const contribution = await findSandboxContribution(ctx, request.params.reference);
        if (contribution) return contributionPage(reply, ctx.config.appUrl, contribution);
        const topup = await findSandboxTopup(ctx, request.params.reference);
        if (!topup)
          return page(
            reply,
            404,
            `<h1>Payment not found</h1><p><a href="${escapeHtml(ctx.config.appUrl)}/dashboard/billings">Back to billings</a></p>`,
          );
        const details = `<dl><dt>Amount</dt><dd class="amount">${escapeHtml(formatNaira(topup.amountKobo))}</dd>
<dt>Company</dt><dd>${escapeHtml(topup.companyName)}</dd><dt>Email</dt><dd>${escapeHtml(topup.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(topup.reference)}</dd></dl>`;
        const back = billingsPage(ctx.config.appUrl, topup.reference);
        if (topup.status !== 'pending') {
          return page(
            reply,
            200,
            `<h1>This payment is ${escapeHtml(topup.status)}</h1>${details}<p><a href="${escapeHtml(back)}">Back to billings</a></p>`,
          );
        }
        const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(topup.reference)}`;
        return page(
          reply,
          200,
          `<h1>Wallet top-up</h1>${details}<div class="actions">
<form method="post" action="${escapeHtml(action)}/pay"><button class="pay" type="submit">Pay ${escapeHtml(formatNaira(topup.amountKobo))}</button></form>
<form method="post" action="${escapeHtml(action)}/cancel"><button type="submit">Cancel</button></form></div>`,
        );
      },
    );

    for (const [action, status] of [
      ['pay', 'success'],
      ['cancel', 'abandoned'],
    ] as const) {
      app.post<{ Params: Params }>(
        `${SANDBOX_CHECKOUT_PATH}/:reference/${action}`,
        { onRequest: [demo, sameOrigin] },
        async (request, reply) => {
          const contribution = await findSandboxContribution(ctx, request.params.reference);
          if (contribution) {
            if (contribution.status === 'pending')
              await applyPaymentWord(ctx, contribution.reference, {
                status,
                amountKobo: contribution.amountKobo,
                currency: 'NGN',
              });
            return reply.redirect(ordersPage(ctx.config.appUrl, contribution.orderId), 303);
          }
          const topup = await findSandboxTopup(ctx, request.params.reference);
          if (!topup) return page(reply, 404, '<h1>Payment not found</h1>');
          if (topup.status === 'pending')
            await settleTopup(ctx, topup.reference, {
              status,
              amountKobo: topup.amountKobo,
              currency: 'NGN',
              // Pay stands for Paystack's test card, whose authorization can be charged again (auto top-up).
              authorization:
                status === 'success'
                  ? {
                      code: `AUTH_sandbox_${topup.reference}`,
                      brand: 'visa',
                      last4: '4081',
                      expMonth: '12',
                      expYear: '2030',
                      reusable: true,
                    }
                  : null,
            });
          return reply.redirect(billingsPage(ctx.config.appUrl, topup.reference), 303);
        },
      );
    }
  };
}
