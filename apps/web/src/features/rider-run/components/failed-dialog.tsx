import { DeliveryFailedSchema, type RiderStop } from '@lunch/contract';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useApiForm } from '../../../lib/use-api-form';
import { useReportFailed } from '../api/rider-run';

/** Why the delivery could not be made (required); the platform admin is alerted. */
function FailedForm({ stop, onDone }: { stop: RiderStop; onDone: () => void }) {
  const report = useReportFailed();
  const {
    field,
    submit,
    setFocus,
    formState: { isSubmitting },
  } = useApiForm(DeliveryFailedSchema, { defaultValues: { reason: '' } });
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('reason'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  const onSubmit = submit(
    async ({ reason }) => {
      await report.mutateAsync({ id: stop.id, reason });
      toast.success('Reported: the platform admin was alerted');
      onDone();
    },
    { failure: 'Could not send the report. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Could not deliver" className="flex flex-col gap-5">
      <TextAreaField
        label="What happened?"
        hint="For example: nobody answered the phone, the gate was closed"
        rows={3}
        maxLength={500}
        {...field('reason')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={isSubmitting} loadingText="Sending...">
          Report
        </Button>
      </div>
    </form>
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
