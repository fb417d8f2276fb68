import type { UserRow } from '@lunch/contract';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveEmployee } from '../api/remove-employee';

/**
 * Removing an employee (issue 33): "Remove" ends their sessions and stops them signing in or
 * ordering, their orders staying in the company's records; "Remove and erase their data" also
 * replaces their name, email, phone, addresses and health data with an anonymous name.
 */
export function RemoveEmployeeDialog({
  employee,
  onClose,
}: {
  employee: UserRow | null;
  onClose: () => void;
}) {
  const remove = useRemoveEmployee();
  const close = () => {
    remove.reset();
    onClose();
  };
  const act = (erase: boolean) => {
    if (!employee) return;
    remove.mutate(
      { employeeId: employee.id, erase },
      {
        onSuccess: (message) => {
          toast.success(message);
          close();
        },
      },
    );
  };
  const erasing = remove.isPending && remove.variables?.erase === true;
  const removing = remove.isPending && remove.variables?.erase === false;

  return (
    <Modal
      open={employee !== null}
      onClose={close}
      title={`Remove ${employee?.name ?? 'this employee'}?`}
      description="They are signed out at once and can no longer sign in or order. Their past orders stay in your statements and invoices."
      size="md"
      dismissible={!remove.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={remove.isPending} autoFocus>
            Cancel
          </Button>
          <Button
            variant="secondary"
            onClick={() => act(false)}
            loading={removing}
            disabled={erasing}
            loadingText="Removing..."
          >
            Remove
          </Button>
          <Button
            variant="danger"
            onClick={() => act(true)}
            loading={erasing}
            disabled={removing}
            loadingText="Erasing..."
          >
            Remove and erase their data
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-soft">
        Erasing also replaces their name, email and phone with an anonymous name and deletes their addresses
        and health details, for good. Their orders keep their amounts.
      </p>
      {remove.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {errorMessage(remove.error, 'Could not remove this employee. Please try again.')}
        </p>
      ) : null}
    </Modal>
  );
}
