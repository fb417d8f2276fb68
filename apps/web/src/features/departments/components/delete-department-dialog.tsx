import type { Department } from '@lunch/contract';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteDepartment } from '../api/departments';

const employeesText = (count: number) => (count === 1 ? '1 employee' : `${count} employees`);

/**
 * "Delete Sales?": a department without employees goes at once; one with employees first asks where
 * they go (another department, or none), and the server moves them in the same transaction.
 * Cancel gets focus first, so Enter never deletes by accident.
 */
export function DeleteDepartmentDialog({
  department,
  departments,
  onClose,
  onDeleted,
}: {
  department: Department | null;
  /** Every department of the company (the others are where its employees may go). */
  departments: readonly Department[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteDepartment();
  const [moveTo, setMoveTo] = useState('');
  const [missing, setMissing] = useState(false);
  const count = department?.employees ?? 0;
  const others = departments.filter((each) => each.id !== department?.id);
  const open = department !== null;
  const cancel = useRef<HTMLButtonElement>(null);
  // The dialog opens (showModal) after this renders, focusing its first focusable element, the
  // scrolling body when there is one: Cancel takes the focus once it is open.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => cancel.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const close = () => {
    setMoveTo('');
    setMissing(false);
    onClose();
  };
  const confirm = () => {
    if (!department) return;
    if (count > 0 && moveTo === '') {
      setMissing(true);
      return;
    }
    remove.mutate(
      { id: department.id, moveTo: count > 0 ? moveTo : undefined },
      {
        onSuccess: (message) => {
          toast.success(message);
          setMoveTo('');
          setMissing(false);
          onDeleted();
        },
        onError: (error) =>
          toast.error(errorMessage(error, 'Could not delete the department. Please try again.')),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={department ? `Delete ${department.name}?` : 'Delete department?'}
      description={
        count > 0
          ? `${employeesText(count)} belong to it. Choose where they go: their next orders follow that department's rules (or the company's). Orders already placed keep ${department?.name}.`
          : 'Orders already placed keep the department they were placed under.'
      }
      size="sm"
      dismissible={!remove.isPending}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending} loadingText="Deleting...">
            Delete department
          </Button>
        </>
      }
    >
      {count > 0 ? (
        <Select
          label={`Move its ${employeesText(count)} to`}
          placeholder="Choose where they go"
          options={[
            ...others.map((each) => ({ value: each.id, label: each.name })),
            { value: 'none', label: 'No department (the company’s rules)' },
          ]}
          value={moveTo}
          error={missing ? 'Choose where its employees go' : undefined}
          onChange={(event) => {
            setMoveTo(event.target.value);
            setMissing(false);
          }}
        />
      ) : null}
    </Modal>
  );
}
