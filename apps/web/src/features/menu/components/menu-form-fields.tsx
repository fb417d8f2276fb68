import { MENU_CATEGORIES, WEEK_DAY_LABELS, WEEK_DAYS } from '@lunch/contract';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { cn } from '../../../components/ui/cn';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ACCEPTED_IMAGE_TYPES, type MenuFormValues } from '../menu-form';
import { MenuImage } from './menu-image';

type FormProps = { form: UseFormReturn<MenuFormValues> };

/** Name, description and price (step 1 of the wizard). */
export function MenuDetailsFields({ form }: FormProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextField
        label="Name"
        required
        autoComplete="off"
        {...register('name')}
        error={errors.name?.message}
      />
      <TextAreaField
        label="Description"
        required
        rows={3}
        {...register('description')}
        error={errors.description?.message}
      />
      <TextField
        label="Price (₦)"
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder="2500.00"
        {...register('price')}
        error={errors.price?.message}
      />
    </>
  );
}

/** The category choices (spec §9) as toggle chips. */
export function CategoryChoices({ form }: FormProps) {
  const { register, formState } = form;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Categories</legend>
      <div className="flex flex-wrap gap-2">
        {MENU_CATEGORIES.map((category) => (
          <label
            key={category}
            className={cn(
              'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-line-strong bg-white px-3 text-sm',
              'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-3 has-focus-visible:outline-brand-800',
            )}
          >
            <input
              type="checkbox"
              value={category}
              className="size-4 accent-brand-700"
              {...register('categories')}
            />
            {category}
          </label>
        ))}
      </div>
      {formState.errors.categories?.message ? (
        <p role="alert" className="text-sm text-danger-700">
          {formState.errors.categories.message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Health benefits, allergens, conditions and diets: comma-separated lists. */
export function HealthListFields({ form }: FormProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Health benefits"
        hint="Comma-separated, e.g. high protein, iron"
        autoComplete="off"
        {...register('health_benefits')}
        error={errors.health_benefits?.message}
      />
      <TextField
        label="Allergens"
        hint="Comma-separated, e.g. peanuts, shellfish"
        autoComplete="off"
        {...register('allergens')}
        error={errors.allergens?.message}
      />
      <TextField
        label="Suitable for conditions"
        hint="Comma-separated, e.g. diabetes, hypertension"
        autoComplete="off"
        {...register('suitable_for_conditions')}
        error={errors.suitable_for_conditions?.message}
      />
      <TextField
        label="Suitable for diets"
        hint="Comma-separated, e.g. vegan, low-carb"
        autoComplete="off"
        {...register('suitable_for_diet')}
        error={errors.suitable_for_diet?.message}
      />
    </div>
  );
}

/** The delivery days the item is offered (none ticked: every day) and its portions per day. */
export function ServingFields({ form }: FormProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">Offered on</legend>
        <div className="flex flex-wrap gap-2">
          {WEEK_DAYS.map((day) => (
            <label
              key={day}
              className={cn(
                'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-line-strong bg-white px-3 text-sm',
                'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-3 has-focus-visible:outline-brand-800',
              )}
            >
              <input
                type="checkbox"
                value={day}
                className="size-4 accent-brand-700"
                {...register('available_days')}
              />
              {WEEK_DAY_LABELS[day]}
            </label>
          ))}
        </div>
        <p className="text-sm text-ink-soft">None ticked: every day.</p>
      </fieldset>
      <TextField
        label="Portions per day"
        hint="Empty: no limit"
        inputMode="numeric"
        autoComplete="off"
        containerClassName="sm:w-64"
        {...register('daily_limit')}
        error={errors.daily_limit?.message}
      />
    </div>
  );
}

type ImagePickerProps = {
  file: File | null;
  /** The picture already stored (edit), shown until another is chosen. */
  currentSrc?: string | null;
  error?: string | null;
  onChange: (file: File | null) => void;
};

/** Choose the menu picture: JPEG, PNG or WebP, with a preview. */
export function ImagePicker({ file, currentSrc = null, error, onChange }: ImagePickerProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Image
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <MenuImage
          src={preview ?? currentSrc}
          alt={file ? file.name : 'Menu picture'}
          className="aspect-[3/2] w-full max-w-48 rounded-xl border border-line"
        />
        <div className="flex flex-col gap-1">
          <span className="inline-flex items-center gap-2 text-sm text-ink-soft">
            <ImagePlus className="size-4" aria-hidden="true" />
            JPEG, PNG or WebP, at most 5 MB
          </span>
          <input
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className="text-sm file:mr-3 file:min-h-9 file:rounded-lg file:border file:border-line-strong file:bg-white file:px-3 file:font-semibold file:text-ink hover:file:bg-cream-100"
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
