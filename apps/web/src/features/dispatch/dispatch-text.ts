import type { AssignResult, AutoDispatchResult, DispatchGroup } from '@lunch/contract';

/** "1 order", "12 orders". */
export const ordersText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** A group of the board by its zone and slot: "Mainland at 12:30", "No zone at 13:00". */
export const groupName = (group: Pick<DispatchGroup, 'zone' | 'slot'>) =>
  `${group.zone?.name ?? 'No zone'} at ${group.slot}`;

/** The zone and slot of a group as the API names them (`zone_id` 'none': in no zone). */
export const groupKeyOf = (group: Pick<DispatchGroup, 'zone' | 'slot'>) => ({
  zone_id: group.zone?.id ?? 'none',
  slot: group.slot,
});

/**
 * What an assignment did, for its toast: "3 orders assigned to Island Rider", "2 orders taken off
 * their rider"; with the refused ones, how many and why (the server's words).
 */
export function assignedText(result: AssignResult, riderName: string | null): { ok: boolean; text: string } {
  const done = riderName
    ? `${ordersText(result.assigned)} assigned to ${riderName}`
    : `${ordersText(result.assigned)} taken off their rider`;
  if (result.refused.length === 0) return { ok: true, text: done };
  const reasons = [...new Set(result.refused.map((refusal) => refusal.message))].join(' ');
  return { ok: false, text: `${done}; ${ordersText(result.refused.length)} refused: ${reasons}` };
}

/** "12 orders assigned, 3 left unassigned". */
export const autoText = (result: AutoDispatchResult) =>
  `${ordersText(result.assigned)} assigned, ${result.unassigned} left unassigned`;
