import { zodResolver } from '@hookform/resolvers/zod';
import {
  SUGGESTION_TEXT_MAX,
  SUGGESTION_TEXT_MIN,
  type SuggestionInput,
  SuggestionInputSchema,
} from '@lunch/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
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
  /** Field labels, for an area whose screen words differ (the worker area says NAME…). */
  labels?: SuggestionFormLabels;
}) {
  const suggest = useSuggestMeal();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SuggestionInput, unknown, z.output<typeof SuggestionInputSchema>>({
    resolver: zodResolver(SuggestionInputSchema),
    defaultValues: { name: '', description: '', reason_for_suggestion: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await suggest.mutateAsync(input);
      toast.success('Suggestion successfully submitted!');
      reset();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['name', 'description', 'reason_for_suggestion']);
      toast.error(errorMessage(error, 'Could not submit your suggestion. Please try again.'));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      className="flex max-w-2xl flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <TextField
        label={labels.name}
        required
        maxLength={200}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label={labels.description}
        required
        maxLength={SUGGESTION_TEXT_MAX}
        error={errors.description?.message}
        hint={counter(watch('description'))}
        {...register('description')}
      />
      <TextAreaField
        label={labels.reason}
        required
        maxLength={SUGGESTION_TEXT_MAX}
        error={errors.reason_for_suggestion?.message}
        hint={counter(watch('reason_for_suggestion'))}
        {...register('reason_for_suggestion')}
      />
      <div>
        <Button type="submit" loading={isSubmitting} loadingText="Submitting...">
          Submit
        </Button>
      </div>
    </form>
  );
}
