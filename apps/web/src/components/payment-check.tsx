import { CheckCircle2, CircleAlert, Clock, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { cn } from './ui/cn';
import { Spinner } from './ui/spinner';

/** Where a payment stands once back from the payment page. */
export type PaymentState = 'checking' | 'done' | 'waiting' | 'failed';

const LOOKS: Record<PaymentState, { tone: string; icon: ReactNode }> = {
  checking: { tone: 'border-line bg-white', icon: <Spinner size="sm" label="Checking your payment" /> },
  done: {
    tone: 'border-success-700/30 bg-success-50 text-success-800',
    icon: <CheckCircle2 className="size-5" aria-hidden="true" />,
  },
  waiting: {
    tone: 'border-warning-700/30 bg-warning-50 text-warning-800',
    icon: <Clock className="size-5" aria-hidden="true" />,
  },
  failed: {
    tone: 'border-danger-700/30 bg-danger-50 text-danger-800',
    icon: <CircleAlert className="size-5" aria-hidden="true" />,
  },
};

/**
 * The banner that says what became of a payment after its payment page (a company's top-up, an
 * employee's part of an order): its words, any action of its own, "Check again" while it is not
 * known yet, and a way to dismiss it.
 */
export function PaymentCheck({
  state,
  text,
  testId,
  actions,
  onCheckAgain,
  checking,
  onDismiss,
}: {
  state: PaymentState;
  text: string;
  testId: string;
  actions?: ReactNode;
  /** Shown as "Check again" when given. */
  onCheckAgain?: () => void;
  checking: boolean;
  onDismiss: () => void;
}) {
  const { tone, icon } = LOOKS[state];
  return (
    <div
      role="status"
      className={cn('flex flex-wrap items-center gap-3 rounded-2xl border px-4 py-3 text-sm', tone)}
      data-testid={testId}
    >
      {icon}
      {/* The words take a line of their own on a phone; the buttons wrap below them. */}
      <p className="min-w-0 flex-[1_1_14rem] font-medium">{text}</p>
      {actions}
      {onCheckAgain ? (
        <Button size="sm" variant="secondary" onClick={onCheckAgain} loading={checking}>
          Check again
        </Button>
      ) : null}
      <button
        type="button"
        onClick={onDismiss}
        className="rounded-md p-1 hover:bg-black/5"
        aria-label="Dismiss payment result"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
