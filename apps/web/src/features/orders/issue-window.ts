import { ISSUE_WINDOW_HOURS, type IssueKind, type Order } from '@lunch/contract';

const WINDOW_MS = ISSUE_WINDOW_HOURS * 60 * 60 * 1000;

const within = (instant: string, now: number) => now - Date.parse(instant) <= WINDOW_MS;

/**
 * Whether the employee may report a problem with `order` now: none reported yet, and within
 * `ISSUE_WINDOW_HOURS` of its delivery or of a failed delivery, or while it runs late (the server
 * is the judge of the late window, counted from the end of the slot, and says so when it is over).
 */
export function canReportIssue(order: Order, now = Date.now()): boolean {
  if (order.issue || order.status === 'DECLINED' || order.status === 'CANCELLED') return false;
  const { delivered_at, failed_at, late } = order.delivery;
  if (delivered_at) return within(delivered_at, now);
  if (failed_at) return within(failed_at, now);
  return late;
}

/** The kind the report starts with: never arrived after a failed delivery, late while it is late. */
export function likelyIssueKind(order: Order): IssueKind | undefined {
  if (order.delivery.failed_at && !order.delivery.delivered_at) return 'not_delivered';
  if (order.delivery.late && !order.delivery.delivered_at) return 'late';
  return undefined;
}
