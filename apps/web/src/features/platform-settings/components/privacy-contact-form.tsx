import { type PlatformSettings, UpdatePlatformSettingsSchema } from '@lunch/contract';
import { toast } from 'sonner';
import { z } from 'zod';
import { SaveButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/panel';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdatePlatformSettings } from '../api/platform-settings';

/** The contact as typed, checked as the server checks it: an email, or empty for none. */
const PrivacyContactFormSchema = z.object({
  privacy_contact_email: UpdatePlatformSettingsSchema.shape.privacy_contact_email.unwrap(),
});

const formValues = (settings: PlatformSettings) => ({
  privacy_contact_email: settings.privacy_contact_email,
});

/** Whom people write to about their data (issue 33): the privacy page shows it at once. */
export function PrivacyContactForm({ settings }: { settings: PlatformSettings }) {
  const update = useUpdatePlatformSettings();
  const {
    field,
    submit,
    formState: { isSubmitting, isDirty },
  } = useApiForm(PrivacyContactFormSchema, {
    defaultValues: formValues(settings),
    values: formValues(settings),
  });

  const onSubmit = submit(
    async (change) => {
      await update.mutateAsync(change);
      toast.success(
        change.privacy_contact_email === ''
          ? 'Privacy contact removed: the privacy page says none is named yet'
          : 'Privacy contact saved: the privacy page shows it',
      );
    },
    { failure: 'Could not save the privacy contact.' },
  );

  return (
    <Panel
      title="Privacy contact"
      description="Whom people write to about their personal data: a copy of it, a correction or its erasure. The public privacy page shows this address."
    >
      <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-4">
        <TextField
          label="Privacy contact email"
          type="email"
          autoComplete="email"
          hint="Leave empty if no one is named yet: the privacy page then points people to the in-app tools."
          {...field('privacy_contact_email')}
        />
        <div>
          <SaveButton saving={isSubmitting} dirty={isDirty}>
            Save privacy contact
          </SaveButton>
        </div>
      </form>
    </Panel>
  );
}
