import { DeclineTicketSchema, type Ticket } from '@lunch/contract';
import { toast } from 'sonner';
import { ReasonForm } from '../../../components/reason-form';
import { Modal } from '../../../components/ui/modal';
import { useDeclineTicket } from '../api/tickets';

/** Why the order is declined (required): the employee reads it, and the company is refunded. */
function DeclineForm({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
  const decline = useDeclineTicket();
  return (
    <ReasonForm
      schema={DeclineTicketSchema}
      name="Decline the order"
      label="Reason"
      hint="The employee reads it. For example: we ran out of plantain today"
      submitLabel="Decline order"
      loadingText="Declining..."
      failure="Could not decline the order. Please try again."
      onReason={async (reason) => {
        await decline.mutateAsync({ id: ticket.id, reason });
        toast.success(`Declined ${ticket.employee_first_name}'s order ${ticket.ref}`);
        onDone();
      }}
      onDone={onDone}
    />
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
