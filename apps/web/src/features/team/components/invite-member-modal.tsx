import { COMPANY_ROLE_SUMMARIES, INVITATION_TOAST_MS, InviteMemberSchema } from '@lunch/contract';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useApiForm } from '../../../lib/use-api-form';
import { useInviteMember } from '../api/members';
import { ROLE_OPTIONS } from './role-options';

/** Invite a teammate: an email and a role, Cancel and Send Invitation (owners only). */
export function InviteMemberModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteMember();
  const {
    field,
    submit,
    reset,
    watch,
    formState: { isSubmitting },
  } = useApiForm(InviteMemberSchema, { defaultValues: { email: '', role: 'viewer' } });
  const role = watch('role');

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = submit(
    async (values) => {
      const member = await invite.mutateAsync(values);
      toast.success(`Invitation sent to ${member.email}`, { duration: INVITATION_TOAST_MS });
      close();
    },
    {
      // A refusal the server explains (the email is a member already, or has an account) is shown as is.
      failure: (error) =>
        error instanceof ApiError && (error.status === 409 || error.status === 429)
          ? error.message
          : 'Failed to send the invitation. Please try again.',
    },
  );

  return (
    <Modal
      open={open}
      onClose={close}
      title="Invite a teammate"
      description="We email them a code and a link to sign up with their own password. It is valid for 7 days."
      size="md"
      dismissible={!isSubmitting}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label="Email" type="email" autoComplete="off" required autoFocus {...field('email')} />
        <Select
          label="Role"
          options={ROLE_OPTIONS}
          required
          hint={role ? `${COMPANY_ROLE_SUMMARIES[role]}.` : undefined}
          {...field('role')}
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
