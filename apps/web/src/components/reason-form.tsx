import type { DeclineTicketSchema } from '@lunch/contract';
import { useEffect } from 'react';
import { useApiForm } from '../lib/use-api-form';
import { Button } from './ui/button';
import { TextAreaField } from './ui/field';

type Props = {
  /** The step's schema: `{reason}`, required text (DeclineTicketSchema, DeliveryFailedSchema). */
  schema: typeof DeclineTicketSchema;
  /** The form's accessible name ("Decline the order"). */
  name: string;
  label: string;
  hint: string;
  submitLabel: string;
  loadingText: string;
  /** The toast when the server refuses for another reason than the field. */
  failure: string;
  /** Sends the reason; throws as the API client does. */
  onReason: (reason: string) => Promise<void>;
  onDone: () => void;
};

/**
 * A required reason of at most 500 characters, asked in a dialog before a step that needs one (a
 * restaurant declining an order, a rider who could not deliver): focused when it opens, the
 * server's field errors shown at the field, Cancel beside the danger button.
 */
export function ReasonForm({
  schema,
  name,
  label,
  hint,
  submitLabel,
  loadingText,
  failure,
  onReason,
  onDone,
}: Props) {
  const {
    field,
    submit,
    setFocus,
    formState: { isSubmitting },
  } = useApiForm(schema, { defaultValues: { reason: '' } });
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('reason'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  const onSubmit = submit(async ({ reason }) => onReason(reason), { failure });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={name} className="flex flex-col gap-5">
      <TextAreaField label={label} hint={hint} rows={3} maxLength={500} {...field('reason')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={isSubmitting} loadingText={loadingText}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
