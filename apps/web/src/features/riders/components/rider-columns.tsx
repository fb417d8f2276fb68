import type { Rider } from '@lunch/contract';
import { Pencil, UserCheck, UserX } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';

export const riderName = (rider: Pick<Rider, 'first_name' | 'last_name'>) =>
  `${rider.first_name} ${rider.last_name}`;

function Zones({ rider }: { rider: Rider }) {
  if (rider.zones.length === 0) return <span className="text-ink-soft">No zone</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {rider.zones.map((zone) => (
        <li key={zone.id} className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs text-ink">
          {zone.name}
        </li>
      ))}
    </ul>
  );
}

/** The riders list: name, email, phone, zones, whether the account is active, Edit and Suspend (or Reactivate). */
export function riderColumns({
  onEdit,
  onChangeState,
}: {
  onEdit: (rider: Rider) => void;
  onChangeState: (rider: Rider) => void;
}): Column<Rider>[] {
  return [
    { key: 'name', header: 'Name', cell: (rider) => <span className="font-medium">{riderName(rider)}</span> },
    { key: 'email', header: 'Email', className: 'break-all' },
    { key: 'phone', header: 'Phone', className: 'whitespace-nowrap', cell: (rider) => rider.phone_number },
    { key: 'zones', header: 'Zones', className: 'min-w-40', cell: (rider) => <Zones rider={rider} /> },
    {
      key: 'state',
      header: 'State',
      cell: (rider) =>
        rider.account_state === 'ACTIVE' ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <Badge tone="neutral">Suspended</Badge>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (rider) => {
        const active = rider.account_state === 'ACTIVE';
        const StateIcon = active ? UserX : UserCheck;
        return (
          <span className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Edit ${riderName(rider)}`}
              onClick={() => onEdit(rider)}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${active ? 'Suspend' : 'Reactivate'} ${riderName(rider)}`}
              onClick={() => onChangeState(rider)}
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
