import { type Rider, RiderInviteSchema } from '@lunch/contract';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup, type SelectOption, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { type FieldOf, useApiForm } from '../../../lib/use-api-form';
import { useInviteRider, useUpdateRider } from '../api/riders';

/** An edit changes the rider's names, phone and zones; the email stays. */
const RiderEditSchema = RiderInviteSchema.omit({ email: true });

/** The rider's names, phone and the zones they ride. */
function RiderFields({
  zones,
  field,
}: {
  zones: readonly SelectOption[] | undefined;
  field: FieldOf<'first_name' | 'last_name' | 'phone_number' | 'zones'>;
}) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="off" {...field('first_name')} />
        <TextField label="Last name" autoComplete="off" {...field('last_name')} />
      </div>
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="off"
        placeholder="+234 803 000 0000"
        {...field('phone_number')}
      />
      <ZoneChoices zones={zones} field={field} />
    </>
  );
}

/** The zones the rider rides as chips; while they load, a spinner; without any, why to add them. */
function ZoneChoices({
  zones,
  field,
}: {
  zones: readonly SelectOption[] | undefined;
  field: FieldOf<'zones'>;
}) {
  if (zones === undefined) return <Spinner label="Loading the delivery zones..." showLabel size="sm" />;
  if (zones.length === 0)
    return (
      <p className="text-sm text-ink-soft">
        No delivery zones yet. Once zones exist, choose the ones this rider rides: automatic dispatch shares
        each zone's orders among its riders.
      </p>
    );
  return (
    <CheckboxGroup
      legend="Zones"
      options={zones}
      hint="Automatic dispatch shares each zone's orders among the riders who ride it."
      {...field('zones')}
    />
  );
}

function FormButtons({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy} loadingText="Saving...">
        {label}
      </Button>
    </div>
  );
}

function InviteForm({ zones, onDone }: { zones: readonly SelectOption[] | undefined; onDone: () => void }) {
  const invite = useInviteRider();
  const { field, submit, setFocus, formState } = useApiForm(RiderInviteSchema, {
    defaultValues: { email: '', first_name: '', last_name: '', phone_number: '', zones: [] },
  });
  // The dialog opens (showModal) after this form mounts, focusing its scrolling body: the first
  // field takes the focus once it is open.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('email'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  const onSubmit = submit(
    async (values) => {
      const rider = await invite.mutateAsync(values);
      toast.success(
        `${rider.first_name} ${rider.last_name} invited: an email is on its way to ${rider.email}`,
      );
      onDone();
    },
    { failure: 'Could not invite the rider. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite rider" className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      <RiderFields zones={zones} field={field} />
      <FormButtons label="Invite rider" busy={formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}

function EditForm({
  rider,
  zones,
  onDone,
}: {
  rider: Rider;
  zones: readonly SelectOption[] | undefined;
  onDone: () => void;
}) {
  const update = useUpdateRider();
  const { field, submit, setFocus, formState } = useApiForm(RiderEditSchema, {
    defaultValues: {
      first_name: rider.first_name,
      last_name: rider.last_name,
      phone_number: rider.phone_number,
      zones: rider.zones.map((zone) => zone.id),
    },
  });
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('first_name'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  const onSubmit = submit(
    async (changes) => {
      const saved = await update.mutateAsync({ id: rider.id, changes });
      toast.success(`${saved.first_name} ${saved.last_name} saved`);
      onDone();
    },
    { failure: 'Could not save the rider. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit rider" className="flex flex-col gap-4">
      <RiderFields zones={zones} field={field} />
      <FormButtons label="Save rider" busy={formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}

/** What the form edits: a new rider (an invitation), or one of the list. */
export type RiderEdit = { kind: 'invite' } | { kind: 'edit'; rider: Rider };

/**
 * Invites a rider or edits one, in a dialog; `zones`: the platform's delivery zones (value: id,
 * label: name), which the page reads.
 */
export function RiderFormModal({
  edit,
  zones,
  onClose,
}: {
  edit: RiderEdit | null;
  zones: readonly SelectOption[] | undefined;
  onClose: () => void;
}) {
  const rider = edit?.kind === 'edit' ? edit.rider : null;
  return (
    <Modal
      open={edit !== null}
      onClose={onClose}
      title={rider ? `Edit ${rider.first_name} ${rider.last_name}` : 'Invite rider'}
      description={
        rider
          ? rider.email
          : 'The rider gets an email to set a password, then signs in to see the deliveries you give them.'
      }
      size="lg"
    >
      {rider ? <EditForm key={rider.id} rider={rider} zones={zones} onDone={onClose} /> : null}
      {edit?.kind === 'invite' ? <InviteForm zones={zones} onDone={onClose} /> : null}
    </Modal>
  );
}
