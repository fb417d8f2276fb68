import { INVITATION_TOAST_MS, InviteSchema } from '@lunch/contract';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useApiForm } from '../../../lib/use-api-form';
import { useSendInvitation } from '../api/send-invitation';

/** Invite Employee: an email, Cancel and Send Invitation (spec §2, §4). */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = useSendInvitation();
  const {
    field,
    submit,
    reset,
    formState: { isSubmitting },
  } = useApiForm(InviteSchema, { defaultValues: { employee_work_email: '' } });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = submit(
    async ({ employee_work_email }) => {
      await send.mutateAsync(employee_work_email);
      toast.success('Invitation sent successfully!', { duration: INVITATION_TOAST_MS });
      close();
    },
    {
      // A refusal the server explains (e.g. the email already belongs to an employee) is shown as is.
      failure: (error) =>
        error instanceof ApiError && error.status === 409
          ? error.message
          : 'Failed to send the invitation. Please try again.',
    },
  );

  return (
    <Modal
      open={open}
      onClose={close}
      title="Invite Employee"
      description="We email them a code to join your company. It is valid for 7 days."
      size="sm"
      dismissible={!isSubmitting}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Employee email"
          type="email"
          autoComplete="off"
          required
          autoFocus
          {...field('employee_work_email')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} loadingText="Sending...">
            Send Invitation
          </Button>
        </div>
      </form>
    </Modal>
  );
}
