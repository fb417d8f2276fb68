import type { KitchenSheet } from '@lunch/contract';

export type KitchenDish = KitchenSheet['dishes'][number];

/** Dishes and their portions, for the whole day or one slot. */
export function DishTable({ dishes, caption }: { dishes: readonly KitchenDish[]; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-left text-ink-soft">
          <th scope="col" className="py-1 pr-3 font-medium">
            Dish
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Portions
          </th>
        </tr>
      </thead>
      <tbody>
        {dishes.map((dish) => (
          <tr key={dish.food_menu} className="border-b border-line last:border-0">
            <td className="py-1 pr-3">{dish.name}</td>
            <td className="py-1 text-right font-semibold tabular-nums">{dish.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
