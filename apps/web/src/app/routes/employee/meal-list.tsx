import { type MenuItem, parseNaira, type WeekDay } from '@lunch/contract';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { cartActions } from '../../../features/cart/cart-store';
import { useFavourite } from '../../../features/employee-menu/api/favourite';
import { MealCard } from '../../../features/employee-menu/components/meal-card';
import { MenuImage } from '../../../features/menu/components/menu-image';
import { errorMessage } from '../../../lib/api-client';

/** Meals in the first row of the widest layout: their pictures load at once. */
const FIRST_ROW = 3;

/** The meals listed so far, each addable to the cart and marked with a heart, then "Load more". */
export function MealList({
  items,
  weekDay,
  more,
}: {
  items: readonly MenuItem[];
  /** The delivery day browsed, to tell a meal not offered that day. */
  weekDay: WeekDay | undefined;
  more: { has: boolean; loading: boolean; load: () => void };
}) {
  const favourite = useFavourite();

  const setHeart = (item: MenuItem, on: boolean) =>
    favourite.mutate(
      { id: item.id, favourite: on },
      {
        onSuccess: () => toast.success(on ? 'Added to favourites' : 'Removed from favourites'),
        onError: (error) =>
          toast.error(errorMessage(error, 'Could not change your favourites. Please try again.')),
      },
    );

  const add = (item: MenuItem) => {
    const result = cartActions.add({ id: item.id, name: item.name, priceKobo: parseNaira(item.price) });
    if (result === 'more') toast.success('Added to cart');
  };

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Meals">
        {items.map((item, index) => (
          <li key={item.id} className="flex">
            <MealCard
              item={item}
              onAdd={add}
              onFavourite={setHeart}
              weekDay={weekDay}
              image={
                <MenuImage
                  src={item.thumbnail ?? item.food_image}
                  alt={item.name}
                  className="size-full"
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
    </>
  );
}
