import { ShoppingCart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useCart } from '../cart-store';

/** Opens the cart; named by its content, "Cart 3 items" (the visible words start the name, WCAG 2.5.3). */
export function CartButton({ onClick }: { onClick: () => void }) {
  const { count } = useCart();
  return (
    <Button variant="secondary" onClick={onClick} className="relative">
      <ShoppingCart className="size-5" aria-hidden="true" />
      Cart{' '}
      <span
        data-testid="cart-count"
        className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white tabular-nums"
      >
        {count}
      </span>
      <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
    </Button>
  );
}
