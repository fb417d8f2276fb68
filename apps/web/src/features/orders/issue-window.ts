import { ISSUE_WINDOW_HOURS, type IssueKind, type Order } from '@lunch/contract';

const WINDOW_MS = ISSUE_WINDOW_HOURS * 60 * 60 * 1000;

const within = (instant: string, now: number) => now - Date.parse(instant) <= WINDOW_MS;

/**
 * Whether the employee may report a problem with `order` now: none reported yet, and within
 * `ISSUE_WINDOW_HOURS` of the later of its delivery and a failed delivery, or, before either, once
 * it runs late (the server is the judge of that window, counted from when it was found late, and
 * says when it closed).
 */
export function canReportIssue(order: Order, now = Date.now()): boolean {
  if (order.issue || order.status === 'DECLINED' || order.status === 'CANCELLED') return false;
  const { delivered_at, failed_at, late } = order.delivery;
  const latest = [delivered_at, failed_at]
    .filter((at): at is string => at !== null)
    .sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  if (latest) return within(latest, now);
  return late;
}

/** The kind the report starts with: never arrived after a failed delivery, late while it is late. */
export function likelyIssueKind(order: Order): IssueKind | undefined {
  if (order.delivery.failed_at && !order.delivery.delivered_at) return 'not_delivered';
  if (order.delivery.late && !order.delivery.delivered_at) return 'late';
  return undefined;
}
