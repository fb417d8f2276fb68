import { paths } from '../../../lib/paths';
import { Component as CreateMenuPage } from '../admin/menu';

/** /restaurant/menu/new: the admin's Create Menu form; the server makes the dish the restaurant's own. */
export function Component() {
  return <CreateMenuPage backTo={paths.restaurant.menu} backLabel="Menu" />;
}
