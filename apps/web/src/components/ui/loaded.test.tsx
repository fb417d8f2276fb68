import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { Loaded } from './loaded';

/** A page part that shows a dish list loaded by `load`. */
function Dishes({ load }: { load: () => Promise<string[]> }) {
  const dishes = useQuery({ queryKey: ['dishes'], queryFn: load });
  return (
    <Loaded query={dishes} loading="Loading dishes" failure="Could not load the dishes.">
      {(list) => <p>{list.join(', ')}</p>}
    </Loaded>
  );
}

const renderDishes = (load: () => Promise<string[]>) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Dishes load={load} />
    </QueryClientProvider>,
  );

describe('Loaded', () => {
  it('says why loading failed, and "Try again" (keyboard reachable) loads again', async () => {
    const user = userEvent.setup();
    let release: (dishes: string[]) => void = () => {};
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    renderDishes(load);

    expect(screen.getByRole('status').textContent).toBe('Loading dishes');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the dishes.');

    await user.tab();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    await user.keyboard('{Enter}');
    expect(load).toHaveBeenCalledTimes(2);
    // While it loads again the button stays (with the focus) and says so.
    await waitFor(() => expect(retry.textContent).toBe('Trying again...'));
    expect(retry.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(retry);

    release(['Jollof rice', 'Egusi soup']);
    expect(await screen.findByText('Jollof rice, Egusi soup')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's own message when it gave one, and announces a new failure after a retry", async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValue(new ApiError(503, 'The kitchen is closed for maintenance'));
    renderDishes(load);

    const first = await screen.findByText('The kitchen is closed for maintenance');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    // The same words, in a new node of the alert: read out again.
    await waitFor(() => expect(screen.getByText('The kitchen is closed for maintenance')).not.toBe(first));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
