import type { DispatchBoard } from '@lunch/contract';
import type { SelectOption } from '../../../components/ui/field';

export type BoardRider = DispatchBoard['riders'][number];

export const riderName = (rider: Pick<BoardRider, 'first_name' | 'last_name'>) =>
  `${rider.first_name} ${rider.last_name}`;

/**
 * The riders to choose from, those who ride `zoneId` first (then by name as the board lists them),
 * each with how many of the day's orders they already carry: "Island Rider (3 today)".
 */
export function riderOptions(riders: readonly BoardRider[], zoneId?: string | null): SelectOption[] {
  const rides = (rider: BoardRider) => (zoneId ? rider.zones.includes(zoneId) : false);
  return [...riders.filter(rides), ...riders.filter((rider) => !rides(rider))].map((rider) => ({
    value: rider.id,
    label: `${riderName(rider)} (${rider.orders} today)`,
  }));
}
