import { formatNaira, type Kobo, orderRef } from '@lunch/contract';
import { escapeHtml } from './html.js';
import type { MailMessage } from './mailer.js';

const PRODUCT = 'Lunch';

type Block = string | { code: string } | { link: string; label: string } | { rows: Array<[string, string]> };

/** One layout for every email: paragraphs, a highlighted code, a button link, or a table. */
export function compose(to: string, subject: string, blocks: Block[]): MailMessage {
  const text = blocks
    .map((b) => {
      if (typeof b === 'string') return b;
      if ('code' in b) return b.code;
      if ('link' in b) return `${b.label}: ${b.link}`;
      return b.rows.map(([k, v]) => `${k}: ${v}`).join('\n');
    })
    .join('\n\n');
  const body = blocks
    .map((b) => {
      if (typeof b === 'string') return `<p style="margin:0 0 16px">${escapeHtml(b)}</p>`;
      if ('code' in b)
        return `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(b.code)}</p>`;
      if ('link' in b)
        return `<p style="margin:0 0 16px"><a href="${escapeHtml(b.link)}" style="background:#c2410c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(b.label)}</a></p>`;
      const rows = b.rows
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`,
        )
        .join('');
      return `<table style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
    })
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px;color:#c2410c">${PRODUCT}</h1>${body}<p style="color:#78716c;font-size:12px">You received this email because of your ${PRODUCT} account.</p></body></html>`;
  return { to, subject, text: `${text}\n\n— ${PRODUCT}`, html };
}

export const emails = {
  verificationCode: (to: string, code: string) =>
    compose(to, 'Your verification code', [
      'Use this code to verify your email address. It expires in 10 minutes.',
      { code },
      'If you did not create an account, ignore this email.',
    ]),
  welcome: (to: string, name: string, appUrl: string) =>
    compose(to, `Welcome to ${PRODUCT}`, [
      `Welcome, ${name}! Your email is verified.`,
      { link: `${appUrl}/login`, label: 'Sign in' },
    ]),
  invitation: (to: string, companyName: string, code: string, appUrl: string) =>
    compose(to, `${companyName} invited you to order lunch`, [
      `${companyName} pays for your lunch on ${PRODUCT}. Sign up with this invitation code within 7 days:`,
      { code },
      {
        link: `${appUrl}/signup?type=employee&code=${encodeURIComponent(code)}&email=${encodeURIComponent(to)}`,
        label: 'Accept invitation',
      },
    ]),
  resetCode: (to: string, code: string) =>
    compose(to, 'Your password reset code', [
      'Use this code to reset your password. It expires in 10 minutes.',
      { code },
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ]),
  passwordChanged: (to: string) =>
    compose(to, 'Your password was changed', [
      'Your password was changed and every signed-in session was signed out.',
      'If this was not you, reset your password now.',
    ]),
  topupReceived: (to: string, amount: Kobo, balance: Kobo, reference: string) =>
    compose(to, 'Wallet top-up received', [
      'We received your wallet top-up.',
      {
        rows: [
          ['Amount', formatNaira(amount)],
          ['New balance', formatNaira(balance)],
          ['Reference', reference],
        ],
      },
    ]),
  orderReceipt: (
    to: string,
    order: {
      id: string;
      delivery: string;
      address: string;
      conflicts: readonly string[];
      handoverCode: string;
    },
    lines: Array<{ name: string; quantity: number; lineKobo: Kobo }>,
    total: Kobo,
  ) =>
    compose(to, 'Your lunch order', [
      `Thanks for your order, for delivery on ${order.delivery}${order.address ? ` to ${order.address}` : ''}. It is waiting for confirmation.`,
      ...(order.conflicts.length > 0
        ? [`Please note: it conflicts with your health profile (${order.conflicts.join(', ')}).`]
        : []),
      {
        rows: [
          ...lines.map((l): [string, string] => [`${l.quantity} × ${l.name}`, formatNaira(l.lineKobo)]),
          ['Total', formatNaira(total)],
        ],
      },
      `Order ${orderRef(order.id)}. When your lunch arrives, give the rider this handover code:`,
      { code: order.handoverCode },
    ]),
  walletCharged: (to: string, employeeName: string, total: Kobo, balance: Kobo, fee: Kobo) =>
    compose(to, 'Wallet charged for a lunch order', [
      `${employeeName} placed a lunch order.`,
      {
        rows: [
          ['Charged', formatNaira(total)],
          ...(fee > 0 ? [['Delivery fee', formatNaira(fee)] as [string, string]] : []),
          ['Wallet balance', formatNaira(balance)],
        ],
      },
    ]),
  orderStatusChanged: (to: string, orderId: string, status: string, note: string) =>
    compose(to, `Your order is ${status.toLowerCase().replaceAll('_', ' ')}`, [
      `Your order ${orderId} is now ${status}.`,
      note,
    ]),
  monthlyStatement: (
    to: string,
    companyName: string,
    monthTitle: string,
    totals: Array<[string, string]>,
    appUrl: string,
  ) =>
    compose(to, `Your ${monthTitle} statement`, [
      `${companyName}'s wallet statement for ${monthTitle} is attached as a PDF.`,
      { rows: totals },
      { link: `${appUrl}/dashboard/billings`, label: 'See billings' },
    ]),
  lowBalance: (to: string, balance: Kobo, threshold: Kobo, appUrl: string) =>
    compose(to, 'Your lunch wallet is running low', [
      `Your wallet balance is ${formatNaira(balance)}, below your alert level of ${formatNaira(threshold)}. Top up so your employees can keep ordering lunch.`,
      { link: `${appUrl}/dashboard/billings`, label: 'Top up the wallet' },
    ]),
  kitchenSheet: (
    to: string,
    day: string,
    orders: number,
    dishes: Array<[string, string]>,
    sheetUrl: string,
  ) =>
    compose(to, `Kitchen sheet for ${day}`, [
      `Ordering for ${day} has closed: ${orders} ${orders === 1 ? 'order' : 'orders'} to cook and deliver.`,
      dishes.length > 0 ? { rows: dishes } : 'No dishes to cook.',
      { link: sheetUrl, label: 'Open the kitchen sheet' },
    ]),
  autoOrderPlaced: (to: string, dish: string, day: string, changeUntil: string, ordersUrl: string) =>
    compose(to, `We ordered ${dish} for you`, [
      `Auto-order placed your lunch for ${day}: ${dish}, within your health profile and your company's rules.`,
      `You can cancel it, or cancel and choose something else, until ${changeUntil}.`,
      { link: ordersUrl, label: 'See my orders' },
    ]),
  autoOrderSkipped: (to: string, day: string, reason: string, menuUrl: string) =>
    compose(to, `No lunch was ordered for ${day}`, [
      `Auto-order could not order lunch for you for ${day}.`,
      reason,
      'You can still choose a meal yourself before the cut-off.',
      { link: menuUrl, label: 'Choose a meal' },
    ]),
  lunchReminder: (to: string, firstName: string, lunchTime: string, appUrl: string) =>
    compose(to, 'Lunch in two hours', [
      `Hi ${firstName}, lunch is at ${lunchTime}. Order now so it arrives on time.`,
      { link: `${appUrl}/worker/overview`, label: 'Choose a meal' },
    ]),
  riderInvitation: (to: string, firstName: string, appUrl: string) =>
    compose(to, `You ride for ${PRODUCT}`, [
      `Hi ${firstName}, a platform admin added you as a rider. Set your password to sign in: ask for a code with this email address, then choose your password.`,
      { link: `${appUrl}/reset?email=${encodeURIComponent(to)}`, label: 'Set your password' },
      `Then sign in at ${appUrl}/login to see the lunches you carry each day.`,
    ]),
  restaurantInvitation: (to: string, restaurant: string, code: string, appUrl: string) =>
    compose(to, `${restaurant} is a ${PRODUCT} partner restaurant`, [
      `A platform admin added ${restaurant} as a partner restaurant. Sign up with this email address and this invitation code to keep your menu, hours and tickets, and to see your payouts:`,
      { code },
      {
        link: `${appUrl}/signup?type=restaurant&code=${encodeURIComponent(code)}&email=${encodeURIComponent(to)}`,
        label: 'Sign up your restaurant',
      },
    ]),
  handoverLocked: (to: string, orderId: string, rider: string, dispatchUrl: string) =>
    compose(to, `Handover code locked: order ${orderRef(orderId)}`, [
      `${rider} entered a wrong handover code for order ${orderRef(orderId)} too many times; the code is now locked for them. Call the employee, or give the order to another rider.`,
      { link: dispatchUrl, label: 'Open dispatch' },
    ]),
  deliveryFailed: (to: string, orderId: string, rider: string, reason: string, dispatchUrl: string) =>
    compose(to, `Delivery failed: order ${orderRef(orderId)}`, [
      `${rider} could not deliver order ${orderRef(orderId)}.`,
      { rows: [['Reason', reason]] },
      'Give it to another rider, or cancel it to refund the company.',
      { link: dispatchUrl, label: 'Open dispatch' },
    ]),
  runningLate: (to: string, firstName: string, orderId: string, slot: string, ordersUrl: string) =>
    compose(to, 'Your lunch is running late', [
      `Hi ${firstName}, your lunch (order ${orderRef(orderId)}) was due by the end of the ${slot} slot and has not reached you yet. We are on it.`,
      'If it arrives too late to enjoy, you can report a problem on the order within 24 hours.',
      { link: ordersUrl, label: 'Follow your order' },
    ]),
  ordersLate: (
    to: string,
    late: ReadonlyArray<{ id: string; slot: string }>,
    more: number,
    dispatchUrl: string,
  ) =>
    compose(
      to,
      `${late.length + more} ${late.length + more === 1 ? 'order is' : 'orders are'} running late`,
      [
        'These orders were not delivered by the end of their slot:',
        { rows: late.map((order): [string, string] => [orderRef(order.id), order.slot]) },
        ...(more > 0 ? [`And ${more} more.`] : []),
        { link: dispatchUrl, label: 'Open dispatch' },
      ],
    ),
  issueReported: (
    to: string,
    issue: {
      orderId: string;
      kind: string;
      note: string;
      items: string[];
      employee: string;
      company: string;
    },
    issuesUrl: string,
  ) =>
    compose(to, `Problem reported: order ${orderRef(issue.orderId)}`, [
      `${issue.employee} (${issue.company}) reported a problem with order ${orderRef(issue.orderId)}.`,
      {
        rows: [
          ['Problem', issue.kind],
          ...(issue.items.length > 0 ? [['Dishes', issue.items.join(', ')] as [string, string]] : []),
          ...(issue.note ? [['Note', issue.note] as [string, string]] : []),
        ],
      },
      { link: issuesUrl, label: 'Open the problems' },
    ]),
  issueResolved: (
    to: string,
    issue: { orderId: string; outcome: string; refund: Kobo; reply: string; employee: string | null },
  ) =>
    compose(
      to,
      issue.employee === null
        ? `Your problem with order ${orderRef(issue.orderId)} was resolved`
        : `${issue.employee}'s problem with order ${orderRef(issue.orderId)} was resolved`,
      [
        issue.employee === null
          ? `We looked into the problem you reported with order ${orderRef(issue.orderId)}.`
          : `We looked into the problem ${issue.employee} reported with order ${orderRef(issue.orderId)}.`,
        {
          rows: [
            ['Outcome', issue.outcome],
            ...(issue.refund > 0
              ? [
                  [
                    'Refunded',
                    `${formatNaira(issue.refund)} to the company's wallet and the monthly budget`,
                  ] as [string, string],
                ]
              : []),
          ],
        },
        issue.reply,
      ],
    ),
  /** A restaurant's payout confirmed by Paystack (modules/payouts). */
  payoutPaid: (to: string, amount: Kobo, reference: string, url: string) =>
    compose(to, `Payout of ${formatNaira(amount)} sent`, [
      `${formatNaira(amount)} was transferred to your bank account: what you earned on delivered orders, less the platform's commission and any refunds.`,
      { rows: [['Reference', reference]] },
      { link: url, label: 'See your earnings and the statement' },
    ]),
  /** To the platform admins: a restaurant's payout failed; its money is owed again and paid by the next run. */
  payoutFailed: (to: string, restaurant: string, amount: Kobo, reason: string, url: string) =>
    compose(to, `Payout to ${restaurant} failed`, [
      `The payout of ${formatNaira(amount)} to ${restaurant} failed. The money is owed again: the next payout run pays it.`,
      { rows: [['Why', reason]] },
      { link: url, label: 'Open payouts' },
    ]),
};
