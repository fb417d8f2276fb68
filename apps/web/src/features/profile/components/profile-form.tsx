import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EmployeeProfile,
  formatLunchTime,
  type IndividualOnboardInput,
  parseLunchTime,
  splitList,
} from '@lunch/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

const ProfileFormSchema = z.object({
  lunch_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a lunch time'),
  allergies: z.string().max(2000),
  medical_conditions: z.string().max(2000),
  dietary_preferences: z.string().max(2000),
});
type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** "12:30 PM" → "12:30" for a time input, and back. */
const toTimeInput = (lunchTime: string | null) => {
  const minutes = lunchTime === null ? null : parseLunchTime(lunchTime);
  if (minutes === null) return '12:30';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
const fromTimeInput = (value: string) => {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return formatLunchTime(hours * 60 + minutes);
};

export type ProfileFormProps = {
  profile: EmployeeProfile;
  /** Saves the whole onboarding payload (the address is sent back unchanged); true when saved. */
  onSave: (input: IndividualOnboardInput) => Promise<boolean>;
};

/** Lunch time and health lists, prefilled; the healthy-meals filter follows what is saved here. */
export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<ProfileForm>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: {
      lunch_time: toTimeInput(profile.lunch_time),
      allergies: profile.allergies.join(', '),
      medical_conditions: profile.medical_conditions.join(', '),
      dietary_preferences: profile.dietary_preferences.join(', '),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const saved = await onSave({
      address_line_1: profile.address_line_1,
      address_line_2: profile.address_line_2,
      city: profile.city,
      state: profile.state,
      country: profile.country,
      zip_code: profile.zip_code,
      lunch_time: fromTimeInput(values.lunch_time),
      allergies: splitList(values.allergies),
      medical_conditions: splitList(values.medical_conditions),
      dietary_preferences: splitList(values.dietary_preferences),
    });
    if (saved) reset(values);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Lunch and health"
      className="flex max-w-2xl flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-xs sm:p-6"
    >
      <TextField
        label="Lunch time"
        type="time"
        required
        hint={`We email you a reminder two hours before, in your time zone (${profile.time_zone}).`}
        error={errors.lunch_time?.message}
        className="sm:max-w-48"
        {...register('lunch_time')}
      />
      <TextField
        label="Allergies"
        placeholder="peanuts, shellfish"
        hint="Separate several with commas. Meals containing these are left out of Healthy meals."
        error={errors.allergies?.message}
        {...register('allergies')}
      />
      <TextField
        label="Medical conditions"
        placeholder="diabetes, hypertension"
        hint="Separate several with commas. Healthy meals suit at least one of them."
        error={errors.medical_conditions?.message}
        {...register('medical_conditions')}
      />
      <TextField
        label="Dietary preferences"
        placeholder="vegetarian, halal"
        hint="Separate several with commas. Healthy meals suit at least one of them."
        error={errors.dietary_preferences?.message}
        {...register('dietary_preferences')}
      />
      <div>
        <Button type="submit" loading={isSubmitting} loadingText="Saving..." disabled={!isDirty}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
