import { formatNaira, type MenuItem, parseNaira, WEEK_DAY_LABELS, type WeekDay } from '@lunch/contract';
import { Heart, Star, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type HealthWarnings, warningBadges } from '../health-warnings';

export type MealCardProps = {
  item: MenuItem;
  /** The picture (or its placeholder). */
  image: ReactNode;
  onAdd: (item: MenuItem) => void;
  onFavourite: (item: MenuItem, favourite: boolean) => void;
  /** The delivery day browsed (MON…SUN), to tell an item not offered that day. */
  weekDay?: WeekDay;
  /** What the meal conflicts with in the employee's health profile (shown in "All meals"). */
  warnings?: HealthWarnings;
};

/** Why the item cannot be ordered for the day browsed (shown, and read out after "<name> is"), or null. */
function refusal(item: MenuItem, weekDay: WeekDay | undefined): { shown: string; spoken: string } | null {
  if (!item.available) return { shown: 'Unavailable', spoken: 'unavailable' };
  if (weekDay && item.available_days.length > 0 && !item.available_days.includes(weekDay)) {
    return {
      shown: `Not on ${WEEK_DAY_LABELS[weekDay]}s`,
      spoken: `not offered on ${WEEK_DAY_LABELS[weekDay]}s`,
    };
  }
  if (item.remaining === 0) return { shown: 'Sold out', spoken: 'sold out' };
  return null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The card's tags: first what goes against the employee's health profile ("Contains fish (your
 * allergy)", in red with a warning sign), then the diets it suits and its other allergens.
 */
function MealTags({ item, warnings }: { item: MenuItem; warnings: HealthWarnings | undefined }) {
  const badges = warnings ? warningBadges(warnings) : [];
  const allergens = item.allergens.filter(
    (allergen) => !warnings?.allergies.some((allergy) => same(allergy, allergen)),
  );
  if (badges.length + item.suitable_for_diet.length + allergens.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={`Diets and allergens of ${item.name}`}>
      {badges.map((badge) => (
        <li key={badge} data-testid="health-warning">
          <Badge tone="danger" className="gap-1 whitespace-normal">
            <TriangleAlert aria-hidden className="size-3.5 shrink-0" />
            {badge}
          </Badge>
        </li>
      ))}
      {item.suitable_for_diet.map((diet) => (
        <li key={`diet-${diet}`}>
          <Badge tone="success">{diet}</Badge>
        </li>
      ))}
      {allergens.map((allergen) => (
        <li key={`allergen-${allergen}`}>
          <Badge tone="warning">Contains {allergen.toLowerCase()}</Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * A meal: picture, heart, name, the restaurant that cooks it, rating, description, health warnings, diet and allergen tags, ₦
 * price and 'Add to Cart'; one unavailable, not offered that day or sold out cannot be added.
 */
export function MealCard({ item, image, onAdd, onFavourite, weekDay, warnings }: MealCardProps) {
  const refused = refusal(item, weekDay);
  return (
    <article
      aria-label={item.name}
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-xs"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-cream-100 sm:aspect-[3/2]">
        {image}
        {refused ? (
          <Badge tone="danger" className="absolute top-3 left-3">
            {refused.shown}
          </Badge>
        ) : item.remaining !== null ? (
          <Badge tone="warning" className="absolute top-3 left-3">
            {item.remaining} left
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-base font-semibold">{item.name}</h2>
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
        <p className="-mt-1 text-sm text-ink-soft" data-testid="meal-restaurant">
          <span className="sr-only">From </span>
          {item.restaurant.name}
        </p>
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
        <MealTags item={item} warnings={warnings} />
        <div className="mt-2 flex items-center justify-between gap-3">
          <p className="text-lg font-bold tabular-nums">{formatNaira(parseNaira(item.price))}</p>
          <Button
            size="sm"
            onClick={() => onAdd(item)}
            disabled={refused !== null}
            // The visible words first (WCAG 2.5.3, label in name), then which meal.
            aria-label={refused ? `${item.name} is ${refused.spoken}` : `Add to Cart: ${item.name}`}
          >
            {refused?.shown ?? 'Add to Cart'}
          </Button>
        </div>
      </div>
    </article>
  );
}
