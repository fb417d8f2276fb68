import {
  type DeliveryOptions,
  type EmployeeAnalytics,
  type EmployeeProfile,
  type MenuItem,
  PLATFORM_KITCHEN_ID,
  type RestaurantCard,
} from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { address, answered, HOME_ADDRESS, menuItem } from '../../../test/fixtures';
import { Component as MealsPage } from './overview';

const day = (date: string, week_day: 'MON' | 'TUE') => ({
  date,
  week_day,
  cutoff_at: `${date}T10:00:00.000Z`,
  slots: [{ time: '12:30', open: true, closes_at: `${date}T10:00:00.000Z` }],
  left: null,
});

const delivery: DeliveryOptions = {
  default_date: '2026-03-09',
  slot: '12:30',
  slots: ['12:30'],
  min_lead_minutes: 90,
  address: '2 Allen Avenue, Ikeja, Lagos',
  address_id: HOME_ADDRESS,
  served: true,
  zone: null,
  delivery_fee: '0.00',
  days: [day('2026-03-09', 'MON'), day('2026-03-10', 'TUE')],
  time_zone: 'Africa/Lagos',
  order_days: ['MON', 'TUE'],
  order_window_start: '00:00',
  order_window_end: '23:59',
  window_open: true,
  order_cutoff: '10:00',
  cutoff_time_zone: 'Africa/Lagos',
  per_order_cap: null,
  per_day_cap: null,
  left_this_month: '20000.00',
  employees_may_pay_difference: false,
  budget_left: '20000.00',
};

const analytics: EmployeeAnalytics = {
  orders: 0,
  balance: '20000.00',
  employees: '20000.00',
  monthly_budget: '20000.00',
  spent_this_month: '0.00',
};

/** Allergic to fish. */
const profile: EmployeeProfile = {
  first_name: 'Ada',
  last_name: 'Obi',
  address_line_1: '2 Allen Avenue',
  address_line_2: '',
  city: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  zip_code: '100271',
  lunch_time: '12:30 PM',
  time_zone: 'Africa/Lagos',
  allergies: ['fish'],
  medical_conditions: [],
  dietary_preferences: [],
  health_consent: { given: true, version: '2026-11', given_at: '2026-03-02T08:15:00.000Z' },
};

const meal = (n: number, name: string): MenuItem =>
  menuItem({ id: `0195a3c2-7b1e-7c3d-9f00-0000000001${n}0`, name });

/** The platform's kitchen (Nigerian, not rated yet) and a Lebanese restaurant rated 4.5 by 12 ratings. */
const kitchen = { id: PLATFORM_KITCHEN_ID, name: 'Platform kitchen', cuisines: ['Nigerian'] };
const grill = {
  id: '0195a3c2-7b1e-7c3d-9f00-00000000c001',
  name: 'Cedar Grill',
  cuisines: ['Lebanese', 'Grill'],
};
const restaurants: RestaurantCard[] = [
  { ...grill, rating: { average: 4.5, count: 12 } },
  { ...kitchen, rating: { average: null, count: 0 } },
];

/**
 * The employee's server: the menu holds each meal whose name contains the search, of the
 * restaurant and cuisine asked for (the platform kitchen's jollof and soup, the grill's shawarma).
 */
function serveMenu() {
  const meals = [
    meal(1, 'Jollof rice'),
    { ...meal(2, 'Pepper soup'), allergens: ['Fish'] },
    { ...meal(3, 'Chicken shawarma'), restaurant: grill },
  ];
  const fetch = serveApi({
    'GET /orders/delivery-options': answered(delivery),
    'GET /analytics/employee': answered(analytics),
    'GET /profile': answered(profile),
    'GET /profile/addresses': answered([address()]),
    'GET /restaurants': answered(restaurants),
    'GET /food-menu': () => {
      const url = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://app.test');
      const { query = '', restaurant_id, cuisine } = Object.fromEntries(url.searchParams);
      const list = meals.filter(
        (item) =>
          item.name.toLowerCase().includes(query.toLowerCase()) &&
          (!restaurant_id || item.restaurant.id === restaurant_id) &&
          (!cuisine || item.restaurant.cuisines.some((one) => one.toLowerCase() === cuisine.toLowerCase())),
      );
      return answered({ list, total: list.length, page: 1, limit: 10, lastId: null });
    },
  });
  /** What each menu request asked for. */
  const menuRequests = () =>
    fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://app.test'))
      .filter((url) => url.pathname === '/api/food-menu')
      .map((url) => {
        const { risk_health, query, sort, delivery_date } = Object.fromEntries(url.searchParams);
        return { risk_health, query, sort, delivery_date };
      });
  /** The restaurant and cuisine each menu request asked for. */
  const restaurantRequests = () =>
    fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://app.test'))
      .filter((url) => url.pathname === '/api/food-menu')
      .map((url) => ({
        restaurant_id: url.searchParams.get('restaurant_id'),
        cuisine: url.searchParams.get('cuisine'),
      }));
  return { menuRequests, restaurantRequests };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search meals' }) as HTMLInputElement;

describe('meals page: the menu keeps its place in the address', () => {
  it('opens with the search, filter, sort and day of the address, and writes changes there', async () => {
    const { menuRequests } = serveMenu();
    const user = userEvent.setup();
    const { router } = renderInApp(
      <MealsPage />,
      '/worker/overview?meals=all&query=rice&sort=rating&day=2026-03-10',
    );

    expect(await screen.findByRole('article', { name: 'Jollof rice' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Pepper soup' })).toBeNull();
    expect(menuRequests()).toEqual([
      { risk_health: 'true', query: 'rice', sort: 'rating', delivery_date: '2026-03-10' },
    ]);
    expect(searchBox().value).toBe('rice');
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe('rating');
    expect((screen.getByRole('combobox', { name: 'Delivery day' }) as HTMLSelectElement).value).toBe(
      '2026-03-10',
    );

    // A search typed replaces the address once typing pauses.
    await user.clear(searchBox());
    await user.type(searchBox(), 'soup');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        meals: 'all',
        query: 'soup',
        sort: 'rating',
        day: '2026-03-10',
      }),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('article', { name: 'Pepper soup' })).toBeTruthy();

    // The switch adds a step to the history: Back brings all meals back, and the search stays.
    await user.click(screen.getByRole('switch'));
    await waitFor(() => expect(router.state.location.search).not.toContain('meals=all'));
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(menuRequests().at(-1)).toMatchObject({ risk_health: 'false', query: 'soup' });
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true'));
    expect(searchBox().value).toBe('soup');
  });

  it('"Clear search" empties the search box and the address', async () => {
    serveMenu();
    const user = userEvent.setup();
    const { router } = renderInApp(<MealsPage />, '/worker/overview?query=nothing-like-this');

    expect(await screen.findByText('No meals match your search.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(searchBox().value).toBe('');
    expect(await screen.findByRole('article', { name: 'Jollof rice' })).toBeTruthy();
  });
});

describe('meals page: health warnings and the phone layout', () => {
  it("marks a meal against the employee's profile and asks before adding it", async () => {
    serveMenu();
    const user = userEvent.setup();
    renderInApp(<MealsPage />, '/worker/overview?meals=all');

    const soup = within(await screen.findByRole('article', { name: 'Pepper soup' }));
    expect(await soup.findByText('Contains fish (your allergy)')).toBeTruthy();
    const jollof = within(screen.getByRole('article', { name: 'Jollof rice' }));
    expect(jollof.queryByTestId('health-warning')).toBeNull();

    await user.click(soup.getByRole('button', { name: 'Add to Cart: Pepper soup' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Not suited to your health profile' }));
    expect(dialog.getByText('Pepper soup contains fish (your allergy). Add it anyway?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
  });

  it('the "Filters" button opens and closes the category, sort and favourites (phones), saying how many are set', async () => {
    serveMenu();
    const user = userEvent.setup();
    renderInApp(<MealsPage />, '/worker/overview?sort=rating&favourites=only');
    await screen.findByRole('article', { name: 'Jollof rice' });

    // "Filters 2 set" (jsdom drops the space before the hidden " set").
    const button = screen.getByRole('button', { name: /^Filters 2 ?set$/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByRole('combobox', { name: 'Category' })).toBeTruthy();
    expect(within(panel).getByRole('combobox', { name: 'Sort' })).toBeTruthy();
    expect(
      (within(panel).getByRole('checkbox', { name: 'Favourites only' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(panel).getByRole('checkbox', { name: 'Favourites only' }));
    expect(await screen.findByRole('button', { name: /^Filters 1 ?set$/ })).toBeTruthy();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('meals page: restaurants and cuisines', () => {
  const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
  const choices = (name: string) => [...combobox(name).options].map((option) => option.textContent);
  const params = (router: { state: { location: { search: string } } }) =>
    Object.fromEntries(new URLSearchParams(router.state.location.search));

  it('names the restaurant on each dish, and filters by cuisine then restaurant (each with its rating), in the address', async () => {
    const { restaurantRequests } = serveMenu();
    const user = userEvent.setup();
    const { router } = renderInApp(<MealsPage />, '/worker/overview?meals=all');

    const shawarma = within(await screen.findByRole('article', { name: 'Chicken shawarma' }));
    expect(shawarma.getByTestId('meal-restaurant').textContent).toBe('From Cedar Grill');
    expect(
      within(screen.getByRole('article', { name: 'Jollof rice' })).getByTestId('meal-restaurant').textContent,
    ).toBe('From Platform kitchen');
    await waitFor(() =>
      expect(choices('Restaurant')).toEqual([
        'All restaurants',
        'Cedar Grill · ★ 4.5 (12)',
        'Platform kitchen · No ratings yet',
      ]),
    );
    expect(choices('Cuisine')).toEqual(['All cuisines', 'Grill', 'Lebanese', 'Nigerian']);

    // A cuisine: the menu asks for it, the address keeps it, and the restaurants offered list it.
    await user.selectOptions(combobox('Cuisine'), 'Lebanese');
    await waitFor(() => expect(params(router)).toEqual({ meals: 'all', cuisine: 'Lebanese' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Jollof rice' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Chicken shawarma' })).toBeTruthy();
    expect(restaurantRequests().at(-1)).toEqual({ restaurant_id: null, cuisine: 'Lebanese' });
    expect(choices('Restaurant')).toEqual(['All restaurants', 'Cedar Grill · ★ 4.5 (12)']);

    // A restaurant: the same, and its rating in words under the filters.
    await user.selectOptions(combobox('Restaurant'), 'Cedar Grill · ★ 4.5 (12)');
    await waitFor(() =>
      expect(params(router)).toEqual({ meals: 'all', cuisine: 'Lebanese', restaurant: grill.id }),
    );
    expect(restaurantRequests().at(-1)).toEqual({ restaurant_id: grill.id, cuisine: 'Lebanese' });
    expect(screen.getByTestId('chosen-restaurant').textContent).toBe(
      'Cedar Grill · Lebanese, Grill · ★ 4.5 (12)rated 4.5 out of 5 from 12 ratings',
    );

    // Back to every restaurant and cuisine.
    await user.selectOptions(combobox('Restaurant'), 'All restaurants');
    await user.selectOptions(combobox('Cuisine'), 'All cuisines');
    await waitFor(() => expect(params(router)).toEqual({ meals: 'all' }));
    expect(await screen.findByRole('article', { name: 'Jollof rice' })).toBeTruthy();
    expect(screen.queryByTestId('chosen-restaurant')).toBeNull();
  });

  it('opens with the restaurant and cuisine of the address (a cuisine in any case); one matching nothing offers to clear it', async () => {
    const { restaurantRequests } = serveMenu();
    const user = userEvent.setup();
    const { router } = renderInApp(
      <MealsPage />,
      `/worker/overview?meals=all&restaurant=${PLATFORM_KITCHEN_ID}&cuisine=lebanese`,
    );

    expect(await screen.findByText('No meals match your search.')).toBeTruthy();
    expect(restaurantRequests()[0]).toEqual({ restaurant_id: PLATFORM_KITCHEN_ID, cuisine: 'lebanese' });
    await waitFor(() => expect(combobox('Restaurant').value).toBe(PLATFORM_KITCHEN_ID));
    expect(combobox('Cuisine').value).toBe('Lebanese');
    // "Filters 2 set" (jsdom drops the space before the hidden " set").
    expect(screen.getByRole('button', { name: /^Filters 2 ?set$/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(params(router)).toEqual({ meals: 'all' }));
    expect(await screen.findByRole('article', { name: 'Chicken shawarma' })).toBeTruthy();
  });

  it('leaves out a restaurant the address names that is not an id', async () => {
    const { restaurantRequests } = serveMenu();
    renderInApp(<MealsPage />, '/worker/overview?restaurant=not-an-id');
    await screen.findByRole('article', { name: 'Jollof rice' });
    expect(restaurantRequests()).toEqual([{ restaurant_id: null, cuisine: null }]);
  });
});
