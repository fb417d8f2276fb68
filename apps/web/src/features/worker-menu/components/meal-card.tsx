import { formatNaira, type MenuItem, parseNaira } from '@lunch/contract';
import { Heart, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

export type MealCardProps = {
  item: MenuItem;
  /** The picture (or its placeholder). */
  image: ReactNode;
  onAdd: (item: MenuItem) => void;
  onFavourite: (item: MenuItem, favourite: boolean) => void;
};

/**
 * A meal: picture, heart, name, rating, description, ₦ price and 'Add to Cart'; an unavailable one
 * cannot be added.
 */
export function MealCard({ item, image, onAdd, onFavourite }: MealCardProps) {
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
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-base font-semibold">{item.name}</h3>
          <button
            type="button"
            aria-pressed={item.favourite}
            aria-label={
              item.favourite ? `Remove ${item.name} from favourites` : `Add ${item.name} to favourites`
            }
            onClick={() => onFavourite(item, !item.favourite)}
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-cream-100"
          >
            <Heart
              aria-hidden
              className={item.favourite ? 'size-5 fill-brand-600 text-brand-600' : 'size-5 text-ink-soft'}
            />
          </button>
        </div>
        {item.rating.average === null ? null : (
          <p className="flex items-center gap-1 text-sm text-ink-soft">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
            <span>
              {item.rating.average.toFixed(1)} ({item.rating.count}{' '}
              {item.rating.count === 1 ? 'rating' : 'ratings'})
            </span>
          </p>
        )}
        <p className="line-clamp-3 flex-1 text-sm text-ink-soft">{item.description}</p>
        <div className="mt-2 flex items-center justify-between gap-3">
          <p className="text-lg font-bold tabular-nums">{formatNaira(parseNaira(item.price))}</p>
          <Button
            size="sm"
            onClick={() => onAdd(item)}
            disabled={!item.available}
            aria-label={item.available ? `Add ${item.name} to cart` : `${item.name} is unavailable`}
          >
            {item.available ? 'Add to Cart' : 'Unavailable'}
          </Button>
        </div>
      </div>
    </article>
  );
}
