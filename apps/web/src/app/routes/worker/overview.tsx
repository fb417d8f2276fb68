import { MENU_CATEGORIES, type MenuCategory, type MenuItem, parseNaira } from '@lunch/contract';
import { ShoppingCart } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { cartActions, useCart } from '../../../features/cart/cart-store';
import { CartPanel } from '../../../features/cart/components/cart-panel';
import {
  deliveryOptionsQuery,
  useDeliveryOptions,
} from '../../../features/delivery/api/get-delivery-options';
import { DeliveryDayPicker } from '../../../features/delivery/components/delivery-day-picker';
import { MenuImage } from '../../../features/menu/components/menu-image';
import { usePlaceOrder } from '../../../features/orders/api/place-order';
import {
  employeeAnalyticsQuery,
  useEmployeeAnalytics,
} from '../../../features/worker-analytics/api/get-employee-analytics';
import { useFavourite } from '../../../features/worker-menu/api/favourite';
import { useWorkerMenu, workerMenuQuery } from '../../../features/worker-menu/api/get-worker-menu';
import { MealCard } from '../../../features/worker-menu/components/meal-card';
import { ShowAllMealsSwitch } from '../../../features/worker-menu/components/show-all-meals-switch';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../../lib/query-client';
import { meQuery } from '../../../lib/use-me';

/** Meals in the first row of the widest layout: their pictures load at once. */
const FIRST_ROW = 3;

const sortOptions = [
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Best rated' },
];
const categoryOptions = MENU_CATEGORIES.map((category) => ({ value: category, label: category }));
const isCategory = (value: string): value is MenuCategory =>
  (MENU_CATEGORIES as readonly string[]).includes(value);

/** `value`, once it has stopped changing for `ms` (a search runs when typing pauses). */
function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Loads what the page first shows while its code loads (first paint), once the session is an
 * employee's: the delivery days, then the first menu page for the first open day, and the balance.
 * Failures are left to the page, which shows them with a retry.
 */
export async function loader() {
  // The area's guard sends anyone else away; they fetch nothing of an employee's (the same session
  // request as the guard's).
  const me = await queryClient.ensureQueryData(meQuery).catch(() => null);
  if (me?.account_type !== 'Individual') return null;
  const [delivery] = await Promise.all([
    queryClient.fetchQuery(deliveryOptionsQuery).catch(() => null),
    queryClient.prefetchQuery(employeeAnalyticsQuery),
  ]);
  if (!delivery) return null;
  await queryClient.prefetchInfiniteQuery(
    workerMenuQuery({
      showAll: false,
      query: '',
      category: '',
      favourites: false,
      sort: 'newest',
      deliveryDate: delivery.default_date ?? '',
    }),
  );
  return null;
}

/** /worker/overview: the delivery day, the meals, the healthy filter, the cart and checkout. */
export function Component() {
  const [showAll, setShowAll] = useState(false);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<MenuCategory | ''>('');
  const [favourites, setFavourites] = useState(false);
  const [sort, setSort] = useState<'newest' | 'rating'>('newest');
  const [cartOpen, setCartOpen] = useState(false);
  const query = useDebounced(search);
  const delivery = useDeliveryOptions();
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const openDays = delivery.data?.days ?? [];
  // The day picked while it stays open; else the first open day.
  const deliveryDate =
    openDays.find((day) => day.date === pickedDate)?.date ?? delivery.data?.default_date ?? '';
  const weekDay = openDays.find((day) => day.date === deliveryDate)?.week_day;
  const menu = useWorkerMenu({ showAll, query, category, deliveryDate, favourites, sort });
  const favourite = useFavourite();
  const analytics = useEmployeeAnalytics();
  const cart = useCart();
  const placeOrder = usePlaceOrder();
  const navigate = useNavigate();

  const items = menu.data?.pages.flatMap((page) => page.list) ?? [];
  const filtered = query.trim() !== '' || category !== '' || favourites;

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

  const checkout = () => {
    placeOrder.mutate(
      {
        order: {
          foodItems: cart.lines.map((line) => ({ food_menu: line.id, quantity: line.quantity })),
          ...(deliveryDate ? { delivery_date: deliveryDate } : {}),
        },
        idempotencyKey: cart.checkoutKey,
      },
      {
        onSuccess: (result) => {
          cartActions.clear();
          setCartOpen(false);
          toast.success(result.message || 'Checkout Successfull');
          navigate(paths.worker.orders);
        },
        onError: (error) => toast.error(errorMessage(error, 'An error occurred while checking out.')),
      },
    );
  };

  let body: ReactNode;
  if (menu.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label="Loading menu items..." showLabel size="lg" className="flex-col" />
      </div>
    );
  } else if (menu.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center text-danger-700">
        <p>{errorMessage(menu.error, 'Error fetching menu data')}</p>
        <Button variant="secondary" size="sm" onClick={() => void menu.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong bg-white px-6 py-14 text-center">
        <p className="text-lg font-semibold">
          {filtered
            ? 'No meals match your search.'
            : showAll
              ? 'The menu is empty for now.'
              : 'No healthy meals for you right now.'}
        </p>
        <p className="max-w-md text-ink-soft">
          {filtered
            ? 'Try another word or category.'
            : showAll
              ? 'Check back soon: new dishes are added regularly.'
              : 'Nothing on the menu suits your health profile today. Switch to All meals to see everything.'}
        </p>
        {filtered ? (
          <Button
            variant="secondary"
            onClick={() => {
              setSearch('');
              setCategory('');
            }}
          >
            Clear search
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
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
        {menu.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void menu.fetchNextPage()}
              loading={menu.isFetchingNextPage}
              loadingText="Loading..."
            >
              Load more
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Meals"
        actions={
          <>
            <ShowAllMealsSwitch showAll={showAll} onChange={setShowAll} />
            <Button variant="secondary" onClick={() => setCartOpen(true)} className="relative">
              {/* Named by its content, "Cart 3 items": the visible words are the start of the name (WCAG 2.5.3). */}
              <ShoppingCart className="size-5" aria-hidden="true" />
              Cart{' '}
              <span
                data-testid="cart-count"
                className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white tabular-nums"
              >
                {cart.count}
              </span>
              <span className="sr-only"> {cart.count === 1 ? 'item' : 'items'}</span>
            </Button>
          </>
        }
      />
      {delivery.isPending ? (
        <Spinner size="sm" label="Loading delivery days..." showLabel />
      ) : delivery.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {errorMessage(delivery.error, 'Could not load the delivery days.')}
        </p>
      ) : (
        <DeliveryDayPicker options={delivery.data} value={deliveryDate} onChange={setPickedDate} />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Search meals"
          type="search"
          placeholder="Jollof, suya, soup..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          containerClassName="flex-1"
          maxLength={200}
        />
        <Select
          label="Category"
          options={categoryOptions}
          placeholder="All categories"
          value={category}
          onChange={(event) => setCategory(isCategory(event.target.value) ? event.target.value : '')}
          containerClassName="sm:w-56"
        />
        <Select
          label="Sort"
          options={sortOptions}
          value={sort}
          onChange={(event) => setSort(event.target.value === 'rating' ? 'rating' : 'newest')}
          containerClassName="sm:w-44"
        />
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={favourites}
            onChange={(event) => setFavourites(event.target.checked)}
          />
          Favourites only
        </label>
      </div>
      {menu.isFetching && !menu.isPending && !menu.isFetchingNextPage ? (
        <Spinner size="sm" label="Updating meals..." showLabel />
      ) : null}
      {body}
      <CartPanel
        open={cartOpen}
        onClose={() => setCartOpen(false)}
        remainingKobo={analytics.data ? parseNaira(analytics.data.balance) : undefined}
        onCheckout={checkout}
        checkingOut={placeOrder.isPending}
      />
    </section>
  );
}
