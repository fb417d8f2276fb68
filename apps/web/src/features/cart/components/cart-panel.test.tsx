import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryOptions } from '../../../test/fixtures';
import { cartActions } from '../cart-store';
import { CartPanel } from './cart-panel';

const jollof = { id: 'm1', name: 'Jollof rice', priceKobo: 250_000 };
const soup = { id: 'm2', name: 'Pepper soup', priceKobo: 150_000 };

const total = () => screen.getByTestId('cart-total').textContent;
const quantityOf = (name: string) =>
  within(screen.getByRole('group', { name: `Quantity of ${name}` })).getByRole('status').textContent;

function renderPanel(props: Partial<Parameters<typeof CartPanel>[0]> = {}) {
  const handlers = { onClose: vi.fn(), onCheckout: vi.fn() };
  // In a router: with delivery options the cart links to the profile (its addresses).
  render(
    <MemoryRouter>
      <CartPanel open remainingKobo={undefined} checkingOut={false} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return handlers;
}

beforeEach(() => {
  cartActions.clear();
  cartActions.add(jollof);
  cartActions.add(soup);
});

describe('cart panel', () => {
  it('lists each line with its total and the cart total', () => {
    renderPanel();
    const items = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Jollof rice'),
      expect.stringContaining('Pepper soup'),
    ]);
    expect(total()).toBe('₦4,000.00');
  });

  it('plus adds one, minus takes one away but never below 1', async () => {
    const user = userEvent.setup();
    renderPanel();
    const less = screen.getByRole('button', { name: 'One less Jollof rice' });
    expect(less.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'One more Jollof rice' }));
    expect(quantityOf('Jollof rice')).toBe('2');
    expect(total()).toBe('₦6,500.00');
    await user.click(less);
    expect(quantityOf('Jollof rice')).toBe('1');
    expect(less.hasAttribute('disabled')).toBe(true);
  });

  it('remove deletes the line; an empty cart offers Start Shopping', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Remove Pepper soup' }));
    expect(screen.queryByText('Pepper soup')).toBeNull();
    expect(total()).toBe('₦2,500.00');
    await user.click(screen.getByRole('button', { name: 'Remove Jollof rice' }));
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start Shopping' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('warns when the cart costs more than is left this month', () => {
    renderPanel({ remainingKobo: 300_000 });
    expect(screen.getByText('₦3,000.00')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('costs more than you have left');
  });

  it('Checkout and Close Cart call back', async () => {
    const user = userEvent.setup();
    const { onCheckout, onClose } = renderPanel({ remainingKobo: 1_000_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Close Cart' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows how the cart is paid when the employee may pay the difference, before checkout, and checks out paying it', async () => {
    const user = userEvent.setup();
    const delivery = deliveryOptions({ employees_may_pay_difference: true, budget_left: '3000.00' });
    const { onCheckout } = renderPanel({ remainingKobo: 300_000, delivery });
    // ₦4,000.00 in the cart, ₦3,000.00 left of the budget: no warning, the split instead.
    expect(screen.queryByText(/costs more than you have left/)).toBeNull();
    expect(screen.getByTestId('cart-pay-split').textContent).toContain(
      'Your company pays ₦3,000.00, you pay ₦1,000.00 by card.',
    );
    await user.click(screen.getByRole('button', { name: 'Checkout and pay ₦1,000.00' }));
    expect(onCheckout).toHaveBeenCalledWith({ payDifference: true });

    // Within the budget again: no split, a plain checkout.
    await user.click(screen.getByRole('button', { name: 'Remove Pepper soup' }));
    expect(screen.queryByTestId('cart-pay-split')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenLastCalledWith({ payDifference: false });
  });

  it('shows no split when the company does not let its employees pay the difference', () => {
    renderPanel({ remainingKobo: 300_000, delivery: deliveryOptions({ budget_left: '3000.00' }) });
    expect(screen.queryByTestId('cart-pay-split')).toBeNull();
    expect(screen.getByText(/costs more than you have left/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeTruthy();
  });

  it('while checking out the lines cannot change', () => {
    renderPanel({ checkingOut: true });
    expect(screen.getByRole('button', { name: 'One more Jollof rice' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove Jollof rice' }).hasAttribute('disabled')).toBe(true);
  });

  it('holds a cart of two restaurants before checkout, naming them, until one restaurant is left', async () => {
    const user = userEvent.setup();
    const kitchen = { id: 'r1', name: 'Platform kitchen' };
    const grill = { id: 'r2', name: 'Cedar Grill' };
    cartActions.clear();
    cartActions.add({ ...jollof, restaurant: kitchen });
    cartActions.add({ ...soup, restaurant: kitchen });
    cartActions.add({ id: 'm3', name: 'Chicken shawarma', priceKobo: 300_000, restaurant: grill });
    const { onCheckout } = renderPanel({ remainingKobo: 1_000_000 });

    expect(screen.getByRole('alert').textContent).toBe(
      'Your cart holds dishes from Platform kitchen and Cedar Grill: an order comes from one restaurant. Remove the others or check out one restaurant at a time.',
    );
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(checkout.hasAttribute('disabled')).toBe(true);
    await user.click(checkout);
    expect(onCheckout).not.toHaveBeenCalled();
    // Each line says whose it is while the cart mixes them.
    const items = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(items[2]?.textContent).toContain('Cedar Grill');

    // Removing the other restaurant's dish lets the cart be checked out.
    await user.click(screen.getByRole('button', { name: 'Remove Chicken shawarma' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(checkout.hasAttribute('disabled')).toBe(false);

    // "Keep only …" does it in one click.
    cartActions.add({ id: 'm3', name: 'Chicken shawarma', priceKobo: 300_000, restaurant: grill });
    await user.click(await screen.findByRole('button', { name: 'Keep only Cedar Grill' }));
    expect(
      within(screen.getByRole('list', { name: 'Cart items' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Chicken shawarma')]);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });
});
