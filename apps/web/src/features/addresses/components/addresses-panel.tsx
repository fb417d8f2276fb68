import { type Address, addressOnOneLine, MAX_ADDRESSES } from '@lunch/contract';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loaded } from '../../../components/ui/loaded';
import { Panel } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-client';
import { useAddresses, useDeleteAddress } from '../api/addresses';
import { AddressCard } from './address-card';
import { type AddressEdit, AddressFormModal } from './address-form';

function AddressList({
  addresses,
  onEdit,
  onDelete,
}: {
  addresses: Address[];
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}) {
  if (addresses.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line-strong px-4 py-6 text-center text-ink-soft">
        You have no delivery address yet. Add one so we know where to bring your lunch.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {addresses.map((address) => (
        <AddressCard
          key={address.id}
          address={address}
          only={addresses.length === 1}
          onEdit={() => onEdit(address)}
          onDelete={() => onDelete(address)}
        />
      ))}
    </ul>
  );
}

/**
 * "Delivery addresses" on the employee's profile: the address book (the first is the one given at
 * onboarding), with Add address, Edit (a dialog with every field) and Delete (confirmed first; the
 * last address cannot be deleted).
 */
export function AddressesPanel() {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [edit, setEdit] = useState<AddressEdit | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const fullId = useId();
  // After a delete the button that opened the dialog is gone: the keyboard focus goes to "Add address".
  const [focusAdd, setFocusAdd] = useState(false);
  useEffect(() => {
    if (!focusAdd) return;
    addButton.current?.focus();
    setFocusAdd(false);
  }, [focusAdd]);

  const full = (addresses.data?.length ?? 0) >= MAX_ADDRESSES;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(`${deleting.label} deleted`);
      setFocusAdd(true);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not delete the address. Please try again.'));
    }
    setDeleting(null);
  };

  return (
    <Panel
      title="Delivery addresses"
      description="Where your lunch can be delivered. Make an address the default for some week days and lunch for those days goes there unless you choose another."
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          ref={addButton}
          onClick={() => setEdit({ kind: 'new' })}
          disabled={!addresses.data || full}
          aria-describedby={full ? fullId : undefined}
          className="self-start"
        >
          <Plus className="size-4" aria-hidden="true" />
          Add address
        </Button>
        {full ? (
          <p id={fullId} className="text-sm text-ink-soft">
            You have {MAX_ADDRESSES} addresses, the most you can keep: delete one to add another.
          </p>
        ) : null}
      </div>
      <Loaded
        query={addresses}
        loading="Loading your addresses..."
        showLabel
        failure="Could not load your addresses."
      >
        {(list) => (
          <AddressList
            addresses={list}
            onEdit={(address) => setEdit({ kind: 'edit', address })}
            onDelete={setDeleting}
          />
        )}
      </Loaded>
      <AddressFormModal edit={edit} onClose={() => setEdit(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.label ?? 'this address'}?`}
        message={
          deleting ? `${addressOnOneLine(deleting)}. Orders already placed keep their address.` : undefined
        }
        confirmLabel="Delete"
        loadingLabel="Deleting..."
        tone="danger"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Panel>
  );
}
