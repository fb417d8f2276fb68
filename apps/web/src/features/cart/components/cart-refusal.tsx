import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { choiceText } from '../refusal';
import type { CartFix, CartProblem, CartRefusal } from '../types';

/** The words of a fix's button. */
export function fixLabel(fix: CartFix, timeZone: string): string {
  if (fix.kind === 'move') return `Move my cart to ${choiceText(fix.to, timeZone)}`;
  if (fix.kind === 'reduce') return `Reduce ${fix.name} to ${fix.quantity}`;
  return `Remove ${fix.name} from my cart`;
}

/**
 * Why the checkout was refused (announced, and scrolled to), each problem with its fix as a
 * button; the employee fixes the cart and checks out again.
 */
export function CartRefusalBox({
  refusal,
  timeZone,
  onFix,
  disabled,
}: {
  refusal: CartRefusal;
  /** The company's, in which the slots are. */
  timeZone: string;
  onFix: (problem: CartProblem) => void;
  disabled: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A block body: scrollIntoView may answer a promise, which React would take for a clean-up.
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={box}
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-800"
    >
      <p className="font-semibold">Your order was not placed.</p>
      {refusal.problems.map((problem) => (
        <div key={problem.reason} className="flex flex-col items-start gap-1.5">
          <p>{problem.reason}</p>
          {problem.fix ? (
            <Button size="sm" variant="secondary" onClick={() => onFix(problem)} disabled={disabled}>
              {fixLabel(problem.fix, timeZone)}
            </Button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
