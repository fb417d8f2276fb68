import { SUGGESTION_TEXT_MAX, SUGGESTION_TEXT_MIN, SuggestionInputSchema } from '@lunch/contract';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useApiForm } from '../../../lib/use-api-form';
import { useSuggestMeal } from '../api/suggest-meal';

const counter = (value: string | undefined) =>
  `${(value ?? '').trim().length} / ${SUGGESTION_TEXT_MAX} characters (at least ${SUGGESTION_TEXT_MIN})`;

export type SuggestionFormLabels = { name: string; description: string; reason: string };
const DEFAULT_LABELS: SuggestionFormLabels = {
  name: 'Name',
  description: 'Description',
  reason: 'Reason for suggestion',
};

/**
 * Suggest a meal (name, description, reason). On success: the toast 'Suggestion successfully
 * submitted!' and an empty form. Used by the company and the employee areas.
 */
export function SuggestionForm({
  title = 'Suggest a meal',
  labels = DEFAULT_LABELS,
}: {
  title?: string;
  /** Field labels, for an area whose screen words differ (the employee area says NAME…). */
  labels?: SuggestionFormLabels;
}) {
  const suggest = useSuggestMeal();
  const {
    field,
    submit,
    watch,
    reset,
    formState: { isSubmitting },
  } = useApiForm(SuggestionInputSchema, {
    defaultValues: { name: '', description: '', reason_for_suggestion: '' },
  });

  const onSubmit = submit(
    async (input) => {
      await suggest.mutateAsync(input);
      toast.success('Suggestion successfully submitted!');
      reset();
    },
    { failure: 'Could not submit your suggestion. Please try again.' },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      className="flex max-w-2xl flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <TextField label={labels.name} required maxLength={200} {...field('name')} />
      <TextAreaField
        label={labels.description}
        required
        maxLength={SUGGESTION_TEXT_MAX}
        hint={counter(watch('description'))}
        {...field('description')}
      />
      <TextAreaField
        label={labels.reason}
        required
        maxLength={SUGGESTION_TEXT_MAX}
        hint={counter(watch('reason_for_suggestion'))}
        {...field('reason_for_suggestion')}
      />
      <div>
        <Button type="submit" loading={isSubmitting} loadingText="Submitting...">
          Submit
        </Button>
      </div>
    </form>
  );
}
