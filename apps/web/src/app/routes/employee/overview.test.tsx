import type { DeliveryOptions, EmployeeAnalytics, EmployeeProfile, MenuItem } from '@lunch/contract';
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
};

const meal = (n: number, name: string): MenuItem =>
  menuItem({ id: `0195a3c2-7b1e-7c3d-9f00-0000000001${n}0`, name });

/** The employee's server: the menu holds each meal whose name contains the search. */
function serveMenu() {
  const meals = [meal(1, 'Jollof rice'), { ...meal(2, 'Pepper soup'), allergens: ['Fish'] }];
  const fetch = serveApi({
    'GET /orders/delivery-options': answered(delivery),
    'GET /analytics/employee': answered(analytics),
    'GET /profile': answered(profile),
    'GET /profile/addresses': answered([address()]),
    'GET /food-menu': () => {
      const url = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://app.test');
      const query = url.searchParams.get('query') ?? '';
      const list = meals.filter((item) => item.name.toLowerCase().includes(query.toLowerCase()));
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
  return { menuRequests };
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
