import { formatNaira, type MenuItem, parseNaira } from '@lunch/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

export type MealCardProps = {
  item: MenuItem;
  /** The picture (or its placeholder). */
  image: ReactNode;
  onAdd: (item: MenuItem) => void;
};

/**
 * A meal: picture, name, description, diet and allergen tags, ₦ price and 'Add to Cart'; an
 * unavailable one cannot be added.
 */
export function MealCard({ item, image, onAdd }: MealCardProps) {
  return (
    <article
      aria-label={item.name}
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-xs"
    >
      <div className="relative aspect-[3/2] bg-cream-100">
        {image}
        {item.available ? null : (
          <Badge tone="danger" className="absolute top-3 left-3">
            Unavailable
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base font-semibold">{item.name}</h2>
        <p className="line-clamp-3 flex-1 text-sm text-ink-soft">{item.description}</p>
        {item.suitable_for_diet.length + item.allergens.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Diets and allergens of ${item.name}`}>
            {item.suitable_for_diet.map((diet) => (
              <li key={`diet-${diet}`}>
                <Badge tone="success">{diet}</Badge>
              </li>
            ))}
            {item.allergens.map((allergen) => (
              <li key={`allergen-${allergen}`}>
                <Badge tone="warning">Contains {allergen.toLowerCase()}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-2 flex items-center justify-between gap-3">
          <p className="text-lg font-bold tabular-nums">{formatNaira(parseNaira(item.price))}</p>
          <Button
            size="sm"
            onClick={() => onAdd(item)}
            disabled={!item.available}
            // The visible words first (WCAG 2.5.3, label in name), then which meal.
            aria-label={item.available ? `Add to Cart: ${item.name}` : `${item.name} is unavailable`}
          >
            {item.available ? 'Add to Cart' : 'Unavailable'}
          </Button>
        </div>
      </div>
    </article>
  );
}
