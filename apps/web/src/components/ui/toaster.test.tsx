import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';

afterEach(() => act(() => void toast.dismiss()));

describe('the toaster', () => {
  it('shows one toast at a time: a new one replaces the one showing', async () => {
    render(<Toaster />);
    act(() => void toast.success('Added to favourites'));
    expect(await screen.findByText('Added to favourites')).toBeTruthy();
    act(() => void toast.error('Could not change your favourites. Please try again.'));
    expect(await screen.findByText('Could not change your favourites. Please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Added to favourites')).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('two toasts at once leave the newest, in a live region that reads it out', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Added to cart');
      toast.error('Order refused');
    });
    expect(await screen.findByText('Order refused')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Added to cart')).toBeNull());
    const region = screen.getByText('Order refused').closest('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
  });
});
