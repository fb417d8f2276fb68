import { MENU_CATEGORIES } from '@lunch/contract';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { CheckboxGroup, TextAreaField, TextField } from '../../../components/ui/field';
import { WEEK_DAY_OPTIONS } from '../../../lib/format-date';
import type { FieldOf } from '../../../lib/use-api-form';
import { ACCEPTED_IMAGE_TYPES, type MenuFormValues } from '../menu-form';
import { MenuImage } from './menu-image';

type FormProps = { field: FieldOf<keyof MenuFormValues> };

/** Name, description and price (step 1 of the wizard). */
export function MenuDetailsFields({ field }: FormProps) {
  return (
    <>
      <TextField label="Name" required autoComplete="off" {...field('name')} />
      <TextAreaField label="Description" required rows={3} {...field('description')} />
      <TextField
        label="Price (₦)"
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder="2500.00"
        {...field('price')}
      />
    </>
  );
}

const CATEGORY_OPTIONS = MENU_CATEGORIES.map((category) => ({ value: category, label: category }));

/** The category choices (spec §9) as toggle chips. */
export function CategoryChoices({ field }: FormProps) {
  return <CheckboxGroup legend="Categories" options={CATEGORY_OPTIONS} {...field('categories')} />;
}

/** The comma-separated lists. */
const LISTS = [
  { name: 'health_benefits', label: 'Health benefits', hint: 'Comma-separated, e.g. high protein, iron' },
  { name: 'allergens', label: 'Allergens', hint: 'Comma-separated, e.g. peanuts, shellfish' },
  {
    name: 'suitable_for_conditions',
    label: 'Suitable for conditions',
    hint: 'Comma-separated, e.g. diabetes, hypertension',
  },
  { name: 'suitable_for_diet', label: 'Suitable for diets', hint: 'Comma-separated, e.g. vegan, low-carb' },
] as const;

/** Health benefits, allergens, conditions and diets: comma-separated lists. */
export function HealthListFields({ field }: FormProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {LISTS.map(({ name, ...list }) => (
        <TextField key={name} autoComplete="off" {...list} {...field(name)} />
      ))}
    </div>
  );
}

/** The delivery days the item is offered (none ticked: every day) and its portions per day. */
export function ServingFields({ field }: FormProps) {
  return (
    <div className="flex flex-col gap-4">
      <CheckboxGroup
        legend="Offered on"
        options={WEEK_DAY_OPTIONS}
        hint="None ticked: every day."
        {...field('available_days')}
      />
      <TextField
        label="Portions per day"
        hint="Empty: no limit"
        inputMode="numeric"
        autoComplete="off"
        containerClassName="sm:w-64"
        {...field('daily_limit')}
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
