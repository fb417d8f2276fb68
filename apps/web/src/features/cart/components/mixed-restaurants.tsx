import { Button } from '../../../components/ui/button';
import { cartActions } from '../cart-store';
import type { CartRestaurant } from '../types';

/**
 * The cart holds dishes of several restaurants: why it cannot be checked out (announced), and a
 * button per restaurant that keeps only its dishes.
 */
export function MixedRestaurants({
  message,
  restaurants,
  disabled,
}: {
  message: string;
  restaurants: readonly CartRestaurant[];
  disabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-800">
      <p role="alert" data-testid="cart-mixed-restaurants">
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        {restaurants.map((restaurant) => (
          <Button
            key={restaurant.id}
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => cartActions.keepRestaurant(restaurant.id)}
          >
            Keep only {restaurant.name}
          </Button>
        ))}
      </div>
    </div>
  );
}
