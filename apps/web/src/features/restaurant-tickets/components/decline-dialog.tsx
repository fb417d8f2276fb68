import { DeclineTicketSchema, type Ticket } from '@lunch/contract';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useApiForm } from '../../../lib/use-api-form';
import { useDeclineTicket } from '../api/tickets';

/** Why the order is declined (required): the employee reads it, and the company is refunded. */
function DeclineForm({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
  const decline = useDeclineTicket();
  const {
    field,
    submit,
    setFocus,
    formState: { isSubmitting },
  } = useApiForm(DeclineTicketSchema, { defaultValues: { reason: '' } });
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('reason'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  const onSubmit = submit(
    async ({ reason }) => {
      await decline.mutateAsync({ id: ticket.id, reason });
      toast.success(`Declined ${ticket.employee_first_name}'s order ${ticket.ref}`);
      onDone();
    },
    { failure: 'Could not decline the order. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Decline the order" className="flex flex-col gap-5">
      <TextAreaField
        label="Reason"
        hint="The employee reads it. For example: we ran out of plantain today"
        rows={3}
        maxLength={500}
        {...field('reason')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={isSubmitting} loadingText="Declining...">
          Decline order
        </Button>
      </div>
    </form>
  );
}

/** "Decline": the reason, in a dialog (`ticket` null: closed). */
export function DeclineDialog({ ticket, onClose }: { ticket: Ticket | null; onClose: () => void }) {
  return (
    <Modal
      open={ticket !== null}
      onClose={onClose}
      title={ticket ? `Decline ${ticket.employee_first_name}'s order ${ticket.ref}?` : 'Decline the order?'}
      description="The order is cancelled and its amount refunded to the company."
      size="sm"
    >
      {ticket ? <DeclineForm key={ticket.id} ticket={ticket} onDone={onClose} /> : null}
    </Modal>
  );
}
