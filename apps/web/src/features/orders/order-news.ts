import { formatNaira, ISSUE_RESOLUTION_LABELS, type Order, parseNaira } from '@lunch/contract';

/**
 * What the employee is told (a toast) when one of their orders changes live, `before` being the
 * order as it was shown: its new status (a decline with its reason), else its rider, its failed delivery, its lateness or the
 * answer to its problem report; null when nothing they would notice changed.
 */
export function orderNews(order: Order, before: Order | undefined): string | null {
  const yours = `Your order of ${formatNaira(parseNaira(order.total_amount))}`;
  const now = order.delivery;
  const was = before?.delivery;
  if (before?.status === 'AWAITING_PAYMENT' && order.status === 'PENDING')
    return `Your payment arrived: ${yours.charAt(0).toLowerCase()}${yours.slice(1)} is placed.`;
  if ((!before || before.status !== order.status) && order.status === 'DECLINED' && order.decline_reason)
    return `${yours} is now DECLINED: ${order.decline_reason}`;
  if (!before || before.status !== order.status)
    return `${yours} is now ${order.status.replaceAll('_', ' ')}.`;
  if (now.failed_at && !was?.failed_at)
    return `${yours} could not be delivered: ${now.failure_reason || 'no reason given'}.`;
  if (now.rider && now.rider.first_name !== was?.rider?.first_name)
    return `${now.rider.first_name} is your rider for ${yours.charAt(0).toLowerCase()}${yours.slice(1)}.`;
  if (now.late && !was?.late) return `${yours} is running late.`;
  if (order.issue?.resolution && !before.issue?.resolution)
    return `Your problem report was answered: ${ISSUE_RESOLUTION_LABELS[order.issue.resolution]}.`;
  return null;
}
