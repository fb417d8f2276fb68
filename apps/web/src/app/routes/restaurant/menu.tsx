import { paths } from '../../../lib/paths';
import { Component as MenuListPage } from '../admin/lists';

/**
 * /restaurant/menu: the restaurant's dishes, with the admin's list, details, availability switch
 * and edit form (the server scopes `/food-menu…` to the restaurant's own dishes).
 */
export function Component() {
  return (
    <MenuListPage
      title="Menu"
      description="Your dishes. Select a row for its details; switch a dish off when you cannot make it."
      createTo={paths.restaurant.newDish}
    />
  );
}
