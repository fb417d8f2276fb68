import { formatNaira, type MenuItem, parseNaira } from '@lunch/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatDate } from '../../../lib/format-date';
import { MenuComments } from './menu-comments';
import { MenuImage } from './menu-image';

function Chips({ label, values }: { label: string; values: string[] }) {
  return (
    <div className="flex flex-col gap-1.5">
      <dt className="text-sm font-medium text-ink-soft">{label}</dt>
      <dd className="flex flex-wrap gap-1.5">
        {values.length === 0 ? (
          <span className="text-sm text-ink-soft">None listed</span>
        ) : (
          values.map((value) => (
            <Badge key={value} tone="neutral" className="capitalize">
              {value}
            </Badge>
          ))
        )}
      </dd>
    </div>
  );
}

type Props = { item: MenuItem | null; onClose: () => void; onEdit: (item: MenuItem) => void };

/** Everything about one menu item; Close (or Escape) closes it. */
export function MenuDetailModal({ item, onClose, onEdit }: Props) {
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={item?.name ?? ''}
      size="lg"
      footer={
        item ? (
          <>
            <Button variant="secondary" onClick={() => onEdit(item)}>
              Edit
            </Button>
            <Button onClick={onClose}>Close</Button>
          </>
        ) : null
      }
    >
      {item ? (
        <div className="flex flex-col gap-5" data-testid="menu-detail">
          <MenuImage src={item.food_image} alt={item.name} className="aspect-[3/2] w-full rounded-xl" />
          <p className="text-ink-soft">{item.description}</p>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm font-medium text-ink-soft">Price</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatNaira(parseNaira(item.price))}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-ink-soft">Created</dt>
              <dd>{formatDate(item.created_at)}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-ink-soft">Status</dt>
              <dd>
                <Badge tone={item.available ? 'success' : 'danger'}>
                  {item.available ? 'AVAILABLE' : 'UNAVAILABLE'}
                </Badge>
              </dd>
            </div>
          </dl>
          <dl className="flex flex-col gap-4">
            <Chips label="Categories" values={item.categories} />
            <Chips label="Health benefits" values={item.health_benefits} />
            <Chips label="Allergens" values={item.allergens} />
            <Chips label="Suitable conditions" values={item.suitable_for_conditions} />
            <Chips label="Suitable diets" values={item.suitable_for_diet} />
          </dl>
          <MenuComments item={item} />
        </div>
      ) : null}
    </Modal>
  );
}
