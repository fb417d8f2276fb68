import { formatNaira, parseNaira, type Zone } from '@lunch/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';

/** How many areas a row lists before it says how many more. */
const AREAS_SHOWN = 6;

function Areas({ zone }: { zone: Zone }) {
  const shown = zone.areas.slice(0, AREAS_SHOWN);
  const more = zone.areas.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map(({ state, area }) => (
        <li key={`${state}|${area}`} className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs text-ink">
          {area}, {state}
        </li>
      ))}
      {more > 0 ? <li className="px-1 py-0.5 text-xs text-ink-soft">and {more} more</li> : null}
    </ul>
  );
}

/** The platform's rule, in words, where a zone keeps it. */
const Platform = ({ children }: { children: string }) => <span className="text-ink-soft">{children}</span>;

/**
 * The delivery zones list: name, areas, fee, own slots and cut-off (else the platform's), and the
 * buttons that edit and delete each.
 */
export function zoneColumns({
  onEdit,
  onDelete,
}: {
  onEdit: (zone: Zone) => void;
  onDelete: (zone: Zone) => void;
}): Column<Zone>[] {
  return [
    { key: 'name', header: 'Name', cell: (zone) => <span className="font-medium">{zone.name}</span> },
    { key: 'areas', header: 'Areas', className: 'min-w-56', cell: (zone) => <Areas zone={zone} /> },
    {
      key: 'fee',
      header: 'Fee',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (zone) => formatNaira(parseNaira(zone.delivery_fee)),
    },
    {
      key: 'slots',
      header: 'Slots',
      className: 'tabular-nums',
      cell: (zone) => (zone.slots ? zone.slots.join(', ') : <Platform>Platform slots</Platform>),
    },
    {
      key: 'cutoff',
      header: 'Cut-off',
      className: 'tabular-nums whitespace-nowrap',
      cell: (zone) => zone.order_cutoff ?? <Platform>Platform cut-off</Platform>,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (zone) => (
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" aria-label={`Edit ${zone.name}`} onClick={() => onEdit(zone)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Delete ${zone.name}`} onClick={() => onDelete(zone)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      ),
    },
  ];
}
