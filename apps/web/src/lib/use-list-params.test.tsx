import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

const FILTERS = ['query', 'day'] as const;
type Place = ReturnType<typeof useListParams<(typeof FILTERS)[number]>>;

describe('useListParams', () => {
  it('keeps a change made while the page loads for an earlier one (a search applied after a day was chosen)', async () => {
    let finishLoading: () => void = () => {};
    const renders: Place[] = [];
    function Page() {
      const place = useListParams(FILTERS);
      renders.push(place);
      return (
        <p>
          day {place.filters.day || 'none'}, query {place.filters.query || 'none'}
        </p>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/menu',
          Component: Page,
          // Each navigation waits for the page's loader, as the menu's does.
          loader: () => new Promise<null>((resolve) => (finishLoading = () => resolve(null))),
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/menu'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => finishLoading());
    await screen.findByText('day none, query none');
    const firstRender = renders.at(-1)!;

    // A day is chosen; before its navigation is done, a callback of the same earlier render (a
    // search applied when typing paused) writes the search.
    await act(async () => firstRender.setFilter('day', '2026-11-30'));
    await act(async () => firstRender.setFilter('query', 'rice', { replace: true }));
    await act(async () => finishLoading());

    await screen.findByText('day 2026-11-30, query rice');
    expect(router.state.location.search).toBe('?day=2026-11-30&query=rice');
  });
});
