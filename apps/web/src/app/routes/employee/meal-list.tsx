import { type MenuItem, parseNaira, type WeekDay } from '@lunch/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { cartActions } from '../../../features/cart/cart-store';
import { mixedRestaurantsText, restaurantsOf } from '../../../features/cart/restaurants';
import { useFavourite } from '../../../features/employee-menu/api/favourite';
import { type HealthCheck, HealthConfirm } from '../../../features/employee-menu/components/health-confirm';
import { MealCard } from '../../../features/employee-menu/components/meal-card';
import { hasWarnings, healthWarnings } from '../../../features/employee-menu/health-warnings';
import { HealthConsentBanner } from '../../../features/health-consent/components/health-consent-banner';
import type { HealthData } from '../../../features/health-consent/components/health-data';
import { MenuImage } from '../../../features/menu/components/menu-image';
import { errorMessage } from '../../../lib/api-client';

/** Meals in the first row of the widest layout: their pictures load at once. */
const FIRST_ROW = 3;

/**
 * The meals listed so far, each addable to the cart and marked with a heart, then "Load more". A
 * meal that goes against the employee's health profile (listed under "All meals") says so on its
 * card, and adding it asks first; adding one of another restaurant than the cart's says that an
 * order comes from one restaurant.
 */
export function MealList({
  items,
  weekDay,
  profile,
  more,
}: {
  items: readonly MenuItem[];
  /** The delivery day browsed, to tell a meal not offered that day. */
  weekDay: WeekDay | undefined;
  /**
   * The employee's allergies, conditions and diets (no warnings until they are known), and their
   * consent to keep them (health data kept from before consent was asked: a banner asks for it).
   */
  profile: HealthData | undefined;
  more: { has: boolean; loading: boolean; load: () => void };
}) {
  const favourite = useFavourite();
  const [asking, setAsking] = useState<(HealthCheck & { item: MenuItem }) | null>(null);

  const setHeart = (item: MenuItem, on: boolean) =>
    favourite.mutate(
      { id: item.id, favourite: on },
      {
        onSuccess: () => toast.success(on ? 'Added to favourites' : 'Removed from favourites'),
        onError: (error) =>
          toast.error(errorMessage(error, 'Could not change your favourites. Please try again.')),
      },
    );

  const putInCart = (item: MenuItem) => {
    const { id, name } = item.restaurant;
    const result = cartActions.add({
      id: item.id,
      name: item.name,
      priceKobo: parseNaira(item.price),
      restaurant: { id, name },
    });
    // The cart now mixes restaurants: said at once (the cart says it again, and holds the checkout).
    const mixed = mixedRestaurantsText(restaurantsOf(cartActions.snapshot().lines));
    if (mixed && result === 'new') toast.warning(mixed);
    else if (result === 'more') toast.success('Added to cart');
  };
  const add = (item: MenuItem) => {
    const warnings = healthWarnings(profile, item);
    if (hasWarnings(warnings)) setAsking({ item, name: item.name, warnings });
    else putInCart(item);
  };

  return (
    <>
      <HealthConsentBanner health={profile} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Meals">
        {items.map((item, index) => (
          <li key={item.id} className="flex">
            <MealCard
              item={item}
              onAdd={add}
              onFavourite={setHeart}
              weekDay={weekDay}
              warnings={healthWarnings(profile, item)}
              image={
                <MenuImage
                  src={item.thumbnail ?? item.food_image}
                  alt={item.name}
                  // A phone shows the picture wider (16:9), cut from the bottom (the demo pictures' name band).
                  className="size-full object-top sm:object-center"
                  eager={index < FIRST_ROW}
                />
              }
            />
          </li>
        ))}
      </ul>
      {more.has ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={more.load} loading={more.loading} loadingText="Loading...">
            Load more
          </Button>
        </div>
      ) : null}
      <HealthConfirm
        check={asking}
        onConfirm={() => {
          if (asking) putInCart(asking.item);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
