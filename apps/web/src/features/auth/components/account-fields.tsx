import { TextField, type TextFieldProps } from '../../../components/ui/field';
import type { FieldOf } from '../../../lib/use-api-form';

/** The account's email, as signup, login and the reset forms ask for it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" required {...props} />;
}

/** A new password and its confirmation, as the signup and reset forms ask for them. */
export function NewPasswordFields({ field }: { field: FieldOf<'password' | 'confirmPassword'> }) {
  return (
    <>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        {...field('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </>
  );
}
