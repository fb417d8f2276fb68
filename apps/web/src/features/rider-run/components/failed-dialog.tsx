import { DeliveryFailedSchema, type RiderStop } from '@lunch/contract';
import { toast } from 'sonner';
import { ReasonForm } from '../../../components/reason-form';
import { Modal } from '../../../components/ui/modal';
import { useReportFailed } from '../api/rider-run';

/** Why the delivery could not be made (required); the platform admin is alerted. */
function FailedForm({ stop, onDone }: { stop: RiderStop; onDone: () => void }) {
  const report = useReportFailed();
  return (
    <ReasonForm
      schema={DeliveryFailedSchema}
      name="Could not deliver"
      label="What happened?"
      hint="For example: nobody answered the phone, the gate was closed"
      submitLabel="Report"
      loadingText="Sending..."
      failure="Could not send the report. Please try again."
      onReason={async (reason) => {
        await report.mutateAsync({ id: stop.id, reason });
        toast.success('Reported: the platform admin was alerted');
        onDone();
      }}
      onDone={onDone}
    />
  );
}

/** "Could not deliver": the reason, in a dialog (`stop` null: closed). */
export function FailedDialog({ stop, onClose }: { stop: RiderStop | null; onClose: () => void }) {
  return (
    <Modal
      open={stop !== null}
      onClose={onClose}
      title={stop ? `Could not deliver to ${stop.employee.first_name}` : 'Could not deliver'}
      description="The platform admin is alerted and decides what happens to the order."
      size="sm"
    >
      {stop ? <FailedForm key={stop.id} stop={stop} onDone={onClose} /> : null}
    </Modal>
  );
}
