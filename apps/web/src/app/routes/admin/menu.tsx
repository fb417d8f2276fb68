import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { useCreateMenuItem } from '../../../features/menu/api/create-menu-item';
import {
  CategoryChoices,
  HealthListFields,
  ImagePicker,
  MenuDetailsFields,
  ServingFields,
} from '../../../features/menu/components/menu-form-fields';
import {
  emptyMenuForm,
  imageProblem,
  MenuFormSchema,
  menuFormData,
  STEP_ONE_FIELDS,
} from '../../../features/menu/menu-form';
import { paths } from '../../../lib/paths';
import { useApiForm } from '../../../lib/use-api-form';

const STEPS = ['Details', 'Categories and image'] as const;

function StepIndicator({ step }: { step: 1 | 2 }) {
  return (
    <ol className="flex gap-2 text-sm" aria-label="Progress">
      {STEPS.map((label, index) => {
        const number = index + 1;
        return (
          <li
            key={label}
            aria-current={number === step ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-full px-3 py-1.5 font-medium',
              number === step ? 'bg-brand-700 text-white' : 'bg-cream-100 text-ink-soft',
            )}
          >
            <span aria-hidden="true">{number}</span>
            <span>
              <span className="sr-only">Step {number}: </span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Where the form is mounted: the admin's (back to Meal Lists) or a restaurant's (back to its Menu;
 * the server makes the dish the restaurant's own).
 */
export type CreateMenuPageProps = { backTo?: string; backLabel?: string };

/** /admin/menu: the two-step Create Menu form (details, then categories, image and health lists). */
export function Component({
  backTo = paths.admin.lists,
  backLabel = 'Meal Lists',
}: CreateMenuPageProps = {}) {
  const [step, setStep] = useState<1 | 2>(1);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  // A new key clears the file input after a successful submit.
  const [formKey, setFormKey] = useState(0);
  const form = useApiForm(MenuFormSchema, { defaultValues: emptyMenuForm });
  const create = useCreateMenuItem();

  const next = async () => {
    const valid = await form.trigger([...STEP_ONE_FIELDS], { shouldFocus: true });
    if (!valid) {
      toast.error('Please complete all fields in Step 1.');
      return;
    }
    setStep(2);
  };

  const onSubmit = form.submit(
    async (values) => {
      if (image && imageProblem(image)) {
        toast.error(imageProblem(image));
        return;
      }
      await create.mutateAsync(menuFormData(values, image));
      toast.success('Menu added successfully.');
      form.reset(emptyMenuForm);
      setImage(null);
      setImageError(null);
      setFormKey((key) => key + 1);
      setStep(1);
    },
    {
      failure: 'Something went wrong',
      onFailure: () => {
        const fields = form.formState.errors;
        if (STEP_ONE_FIELDS.some((name) => fields[name])) setStep(1);
      },
      onInvalid: (errors) => {
        if (STEP_ONE_FIELDS.some((name) => errors[name])) {
          setStep(1);
          toast.error('Please complete all fields in Step 1.');
        }
      },
    },
  );

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Create Menu"
        actions={
          <Link
            to={backTo}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {backLabel}
          </Link>
        }
      />
      <form
        key={formKey}
        onSubmit={onSubmit}
        noValidate
        className="flex max-w-3xl flex-col gap-5 rounded-2xl border border-line bg-white p-5 shadow-xs sm:p-6"
        aria-label="Create menu"
      >
        <StepIndicator step={step} />
        {step === 1 ? (
          <div className="flex flex-col gap-4">
            <MenuDetailsFields field={form.field} />
            <div className="flex justify-end">
              <Button onClick={() => void next()}>Next</Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-5">
            <CategoryChoices field={form.field} />
            <ImagePicker
              file={image}
              error={imageError}
              onChange={(file) => {
                const problem = file ? imageProblem(file) : null;
                setImage(file);
                setImageError(problem);
                if (problem) toast.error(problem);
              }}
            />
            <HealthListFields field={form.field} />
            <ServingFields field={form.field} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              <Button variant="secondary" onClick={() => setStep(1)} disabled={create.isPending}>
                Previous
              </Button>
              <Button type="submit" loading={create.isPending} loadingText="Submitting...">
                Submit
              </Button>
            </div>
          </div>
        )}
      </form>
    </section>
  );
}
