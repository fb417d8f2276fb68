import { type Department, INVITATION_TOAST_MS, InviteSchema } from '@lunch/contract';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useApiForm } from '../../../lib/use-api-form';
import { useSendInvitation } from '../api/send-invitation';

/** The form: the email as the server checks it, and a department chosen from the list ('' for none). */
const InviteFormSchema = InviteSchema.extend({ department_id: z.string() });

/**
 * Invite Employee: an email, Cancel and Send Invitation (spec §2, §4); with the company's
 * `departments` (when it has some), the department the employee joins on signing up.
 */
export function InviteModal({
  open,
  onClose,
  departments = [],
}: {
  open: boolean;
  onClose: () => void;
  departments?: readonly Department[];
}) {
  const send = useSendInvitation();
  const {
    field,
    submit,
    reset,
    formState: { isSubmitting },
  } = useApiForm(InviteFormSchema, { defaultValues: { employee_work_email: '', department_id: '' } });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = submit(
    async ({ employee_work_email, department_id }) => {
      await send.mutateAsync(
        department_id ? { employee_work_email, department_id } : { employee_work_email },
      );
      toast.success('Invitation sent successfully!', { duration: INVITATION_TOAST_MS });
      close();
    },
    {
      // A refusal the server explains (the email already belongs to an employee, the department was
      // deleted meanwhile) is shown as is.
      failure: (error) =>
        error instanceof ApiError && (error.status === 409 || error.status === 404)
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
        {departments.length > 0 ? (
          <Select
            label="Department (optional)"
            hint="They join it when they sign up; its rules apply to their orders"
            options={[
              { value: '', label: 'No department' },
              ...departments.map((department) => ({ value: department.id, label: department.name })),
            ]}
            {...field('department_id')}
          />
        ) : null}
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
