import { parseNaira } from '@lunch/contract';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { profileQuery, useProfile } from '../../../features/auth/api/get-profile';
import { cartActions, useCart } from '../../../features/cart/cart-store';
import { CartButton } from '../../../features/cart/components/cart-button';
import { CartPanel } from '../../../features/cart/components/cart-panel';
import {
  employeeAnalyticsQuery,
  useEmployeeAnalytics,
} from '../../../features/employee-analytics/api/get-employee-analytics';
import { employeeMenuQuery, useEmployeeMenu } from '../../../features/employee-menu/api/get-employee-menu';
import { NoMeals } from '../../../features/employee-menu/components/no-meals';
import { ShowAllMealsSwitch } from '../../../features/employee-menu/components/show-all-meals-switch';
import { queryClient } from '../../../lib/query-client';
import { meQuery } from '../../../lib/use-me';
import { loadCartDeliveryOptions, useCartDeliveryOptions } from './cart-delivery-options';
import { MealList } from './meal-list';
import { MenuDelivery } from './menu-delivery';
import { MenuFilters } from './menu-filters';
import { menuParamsAt, useMenuPlace } from './menu-place';
import { useMenuCart } from './use-checkout';

/**
 * Loads what the page first shows while its code loads (first paint), once the session is an
 * employee's: the delivery days (of the cart's address), then the first menu page the address bar
 * asks for, and the balance. Failures are left to the page, which shows them with a retry.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // The area's guard sends anyone else away; they fetch nothing of an employee's (the same session
  // request as the guard's).
  const me = await queryClient.ensureQueryData(meQuery).catch(() => null);
  if (me?.account_type !== 'Individual') return null;
  const [delivery] = await Promise.all([
    loadCartDeliveryOptions(queryClient),
    queryClient.prefetchQuery(employeeAnalyticsQuery),
    queryClient.prefetchQuery(profileQuery),
  ]);
  if (!delivery) return null;
  const cartDay = cartActions.snapshot().delivery?.date;
  await queryClient.prefetchInfiniteQuery(employeeMenuQuery(menuParamsAt(request.url, delivery, cartDay)));
  return null;
}

/**
 * The page's choices (its address's query) are fetched by the page itself: changing them does not run
 * the loader again (nor wait for it), only coming to the page does.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * /worker/overview: the delivery day, the meals (filters in the address, see `menu-place.ts`), the
 * healthy filter, the cart and checkout. A meal against the employee's health profile (their
 * `/profile` lists) is marked, and asks before it goes into the cart. On a phone the delivery box
 * and the filters fold into a line each, so the first meal shows on the first screen.
 */
export function Component() {
  const where = useCartDeliveryOptions();
  const { delivery } = where;
  const place = useMenuPlace(delivery.data, useCart().delivery?.date);
  const { params } = place;
  const weekDay = delivery.data?.days.find((day) => day.date === params.deliveryDate)?.week_day;
  const menu = useEmployeeMenu(params);
  const analytics = useEmployeeAnalytics();
  const profile = useProfile();
  const cart = useMenuCart({ ...where, options: delivery.data }, params.deliveryDate, place.setDay);
  const filtered =
    params.query !== '' ||
    params.category !== '' ||
    params.favourites ||
    params.restaurantId !== '' ||
    params.cuisine !== '';

  return (
    <section className="flex flex-col gap-4 sm:gap-6">
      <PageHeader
        title="Meals"
        actions={
          <>
            <ShowAllMealsSwitch showAll={params.showAll} onChange={place.setShowAll} />
            <CartButton onClick={cart.open} />
          </>
        }
      />
      <Loaded
        query={delivery}
        loading="Loading delivery days..."
        showLabel
        size="sm"
        failure="Could not load the delivery days."
      >
        {(options) => (
          <MenuDelivery
            options={options}
            value={params.deliveryDate}
            onChange={place.setDay}
            slot={cart.slot}
          />
        )}
      </Loaded>
      <MenuFilters params={params} on={place} />
      {menu.isFetching && !menu.isPending && !menu.isFetchingNextPage ? (
        <Spinner size="sm" label="Updating meals..." showLabel />
      ) : null}
      <Loaded
        query={menu}
        loading="Loading menu items..."
        showLabel
        size="lg"
        centered
        failure="Error fetching menu data"
      >
        {(pages) => {
          const items = pages.pages.flatMap((page) => page.list);
          if (items.length === 0)
            return <NoMeals filtered={filtered} showAll={params.showAll} onClearSearch={place.clearSearch} />;
          return (
            <MealList
              items={items}
              weekDay={weekDay}
              profile={profile.data}
              more={{
                has: menu.hasNextPage,
                loading: menu.isFetchingNextPage,
                load: () => void menu.fetchNextPage(),
              }}
            />
          );
        }}
      </Loaded>
      <CartPanel
        {...cart.panel}
        remainingKobo={analytics.data ? parseNaira(analytics.data.balance) : undefined}
      />
    </section>
  );
}
