import { formatNaira, parseNaira, type Restaurant } from '@lunch/contract';
import { Pause, Pencil, Play } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';

/** Its zones as chips; none: it delivers to every address. */
function Zones({ restaurant }: { restaurant: Restaurant }) {
  if (restaurant.zones.length === 0) return <span className="text-ink-soft">Every address</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {restaurant.zones.map((zone) => (
        <li key={zone.id} className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs text-ink">
          {zone.name}
        </li>
      ))}
    </ul>
  );
}

/** "12.5 %": the platform's commission on each delivered order. */
export const commissionText = (restaurant: Pick<Restaurant, 'commission_percent'>) =>
  `${restaurant.commission_percent} %`;

/**
 * The restaurants list: name (and address), cuisines, zones (none: every address), commission,
 * whether it is active, and signed up or still invited (the platform's kitchen neither), its balance (earned and not yet paid out), Edit and Suspend (or
 * Reactivate).
 */
export function restaurantColumns({
  onEdit,
  onChangeState,
}: {
  onEdit: (restaurant: Restaurant) => void;
  onChangeState: (restaurant: Restaurant) => void;
}): Column<Restaurant>[] {
  return [
    {
      key: 'name',
      header: 'Restaurant',
      className: 'min-w-44',
      cell: (restaurant) => (
        <>
          <span className="block font-medium">{restaurant.name}</span>
          <span className="block text-xs break-words text-ink-soft">{restaurant.address}</span>
          {restaurant.platform_kitchen ? (
            <span className="block text-xs text-ink-soft">The platform's own kitchen</span>
          ) : null}
        </>
      ),
    },
    { key: 'cuisines', header: 'Cuisines', cell: (restaurant) => restaurant.cuisines.join(', ') },
    {
      key: 'zones',
      header: 'Zones',
      className: 'min-w-32',
      cell: (restaurant) => <Zones restaurant={restaurant} />,
    },
    {
      key: 'commission',
      header: 'Commission',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: commissionText,
    },
    {
      key: 'state',
      header: 'State',
      cell: (restaurant) => (
        <span className="flex flex-col items-start gap-1">
          {restaurant.state === 'ACTIVE' ? (
            <Badge tone="success">Active</Badge>
          ) : (
            <Badge tone="neutral">Suspended</Badge>
          )}
          {restaurant.platform_kitchen ? null : (
            <span className="text-xs whitespace-nowrap text-ink-soft">
              {restaurant.signed_up ? 'Signed up' : 'Invited'}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'balance',
      header: 'Balance',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (restaurant) => formatNaira(parseNaira(restaurant.balance)),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (restaurant) => {
        const active = restaurant.state === 'ACTIVE';
        const StateIcon = active ? Pause : Play;
        return (
          <span className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Edit ${restaurant.name}`}
              onClick={() => onEdit(restaurant)}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${active ? 'Suspend' : 'Reactivate'} ${restaurant.name}`}
              onClick={() => onChangeState(restaurant)}
            >
              <StateIcon className="size-4" aria-hidden="true" />
              {active ? 'Suspend' : 'Reactivate'}
            </Button>
          </span>
        );
      },
    },
  ];
}
