import type { HealthProfile, MenuItem } from '@lunch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartActions } from '../../../features/cart/cart-store';
import { CartButton } from '../../../features/cart/components/cart-button';
import { renderInApp } from '../../../test/app-harness';
import { menuItem } from '../../../test/fixtures';
import { MealList } from './meal-list';

const meal = (n: number, name: string, health: Partial<MenuItem> = {}): MenuItem =>
  menuItem({ id: `0195a3c2-7b1e-7c3d-9f00-0000000002${n}0`, name, ...health });

/** A fish-allergic vegetarian. */
const profile: HealthProfile = {
  allergies: ['fish'],
  medical_conditions: [],
  dietary_preferences: ['vegetarian'],
};
const fishJollof = meal(1, 'Jollof with fish', { allergens: ['Fish'], suitable_for_diet: [] });
const salad = meal(2, 'Garden salad', { allergens: ['Peanuts'], suitable_for_diet: ['Vegetarian'] });

function renderList(health: HealthProfile | undefined = profile) {
  renderInApp(
    <>
      <CartButton onClick={() => undefined} />
      <MealList
        items={[fishJollof, salad]}
        weekDay="MON"
        profile={health}
        more={{ has: false, loading: false, load: () => undefined }}
      />
    </>,
  );
  return userEvent.setup();
}

const cartCount = () => screen.getByTestId('cart-count').textContent;
const addButton = (name: string) => screen.getByRole('button', { name: `Add to Cart: ${name}` });
const question = () => screen.queryByRole('dialog', { name: 'Not suited to your health profile' });
const sentence =
  'Jollof with fish contains fish (your allergy) and is not marked suitable for vegetarian (your diet). Add it anyway?';

beforeEach(() => cartActions.clear());

describe("meals that go against the employee's health profile", () => {
  it('are marked on their card with the conflict; the others are not', () => {
    renderList();
    const tags = within(screen.getByRole('list', { name: 'Diets and allergens of Jollof with fish' }));
    expect(tags.getAllByTestId('health-warning').map((badge) => badge.textContent)).toEqual([
      'Contains fish (your allergy)',
      'Not marked vegetarian (your diet)',
    ]);
    // The allergen is named once, as the warning.
    expect(tags.queryByText('Contains fish')).toBeNull();
    const saladTags = within(screen.getByRole('list', { name: 'Diets and allergens of Garden salad' }));
    expect(saladTags.queryAllByTestId('health-warning')).toEqual([]);
    expect(saladTags.getByText('Contains peanuts')).toBeTruthy();
  });

  it('ask before going into the cart, naming the conflict; Cancel adds nothing', async () => {
    const user = renderList();
    await user.click(addButton('Jollof with fish'));
    const dialog = question();
    expect(dialog).toBeTruthy();
    expect(dialog?.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog as HTMLElement).getByText(sentence)).toBeTruthy();
    await user.click(within(dialog as HTMLElement).getByRole('button', { name: 'Cancel' }));
    expect(question()).toBeNull();
    expect(cartCount()).toBe('0');
  });

  it('"Add anyway" puts the meal in the cart', async () => {
    const user = renderList();
    await user.click(addButton('Jollof with fish'));
    await user.click(screen.getByRole('button', { name: 'Add anyway' }));
    expect(question()).toBeNull();
    expect(cartCount()).toBe('1');
  });

  it('works from the keyboard: Cancel has the focus first, Tab then Enter adds', async () => {
    const user = renderList();
    addButton('Jollof with fish').focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    expect(question()).toBeNull();
    expect(cartCount()).toBe('0');

    addButton('Jollof with fish').focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add anyway' }));
    await user.keyboard('{Enter}');
    expect(cartCount()).toBe('1');
  });

  it('a meal that suits the profile goes in at once', async () => {
    const user = renderList();
    await user.click(addButton('Garden salad'));
    expect(question()).toBeNull();
    expect(cartCount()).toBe('1');
  });
});
