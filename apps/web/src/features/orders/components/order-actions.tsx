import { type Order, RATING_COMMENT_MAX } from '@lunch/contract';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';
import { useCancelOrder, useRateOrder } from '../api/order-actions';
import { canReportIssue } from '../issue-window';
import { ReportIssueDialog } from './report-issue-dialog';

const RATEABLE = new Set<Order['status']>(['DELIVERED', 'CONFIRMED']);
const CANCELLABLE = new Set<Order['status']>(['AWAITING_PAYMENT', 'PENDING', 'CONFIRMED']);

/** 1–5 stars as radio buttons (arrow keys move between them). */
function StarPicker({ value, onChange }: { value: number; onChange: (stars: number) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Stars</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer">
            <input
              type="radio"
              name="stars"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer sr-only"
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            />
            <Star
              aria-hidden
              className={`size-8 rounded peer-focus-visible:outline-2 ${stars <= value ? 'fill-amber-400 text-amber-500' : 'text-ink-soft'}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function RateDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const rate = useRateOrder();
  const [stars, setStars] = useState(order.rating?.stars ?? 0);
  const [comment, setComment] = useState(order.rating?.comment ?? '');
  const submit = async () => {
    try {
      await rate.mutateAsync({
        orderId: order.id,
        rating: { stars, ...(comment.trim() ? { comment } : {}) },
      });
      toast.success('Thanks for rating');
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not save your rating. Please try again.'));
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title="Rate this lunch"
      description={order.items.map((item) => item.name).join(', ')}
      dismissible={!rate.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={rate.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={stars === 0 || rate.isPending}>
            {rate.isPending ? 'Saving...' : 'Save rating'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <StarPicker value={stars} onChange={setStars} />
        <TextAreaField
          label="Comment (optional)"
          maxLength={RATING_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          hint={`${comment.length}/${RATING_COMMENT_MAX}`}
        />
      </div>
    </Modal>
  );
}

/**
 * "Order again" on every order (`onOrderAgain`: the page puts its dishes in the cart, nothing is
 * charged); "Cancel" (confirmed first) while awaiting the employee's payment, pending or confirmed —
 * the server refuses after the cut-off, saying so; "Rate" (or the stars given) once delivered or confirmed; "Report a problem"
 * within a day of its delivery, or of a failed or late delivery, until one is reported.
 */
export function OrderActions({
  order,
  onOrderAgain,
}: {
  order: Order;
  onOrderAgain: (order: Order) => void;
}) {
  const cancel = useCancelOrder();
  const [rating, setRating] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reporting, setReporting] = useState(false);
  const confirmCancel = () =>
    cancel.mutate(order.id, {
      onSuccess: () => toast.success('Order cancelled; the money went back to your budget'),
      onError: (error) => toast.error(errorMessage(error, 'Could not cancel the order. Please try again.')),
      onSettled: () => setCancelling(false),
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" onClick={() => onOrderAgain(order)}>
        Order again
      </Button>
      {RATEABLE.has(order.status) ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setRating(true)}
          // The name holds the words shown (WCAG 2.5.3, label in name): "Rated 4/5: change rating".
          aria-label={order.rating ? undefined : 'Rate this order'}
        >
          {order.rating ? (
            <>
              <span aria-hidden="true">★ </span>
              <span className="sr-only">Rated </span>
              {order.rating.stars}/5
              <span className="sr-only">: change rating</span>
            </>
          ) : (
            'Rate'
          )}
        </Button>
      ) : null}
      {CANCELLABLE.has(order.status) ? (
        <Button size="sm" variant="ghost" onClick={() => setCancelling(true)}>
          Cancel
        </Button>
      ) : null}
      {canReportIssue(order) ? (
        <Button size="sm" variant="ghost" onClick={() => setReporting(true)}>
          Report a problem
        </Button>
      ) : null}
      <ConfirmDialog
        open={cancelling}
        title="Cancel this order?"
        message={`${order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')} for ${formatDay(order.delivery_date)}. You can cancel until the cut-off.`}
        confirmLabel="Cancel order"
        cancelLabel="Keep it"
        tone="danger"
        loading={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(false)}
      />
      {rating ? <RateDialog order={order} onClose={() => setRating(false)} /> : null}
      <ReportIssueDialog order={reporting ? order : null} onClose={() => setReporting(false)} />
    </div>
  );
}
