import { DIAL_CODE } from '@lunch/contract';
import { TextField, type TextFieldProps } from '../../../components/ui/field';

/** Phone number with the fixed, disabled +234 dial code in front (spec §3). */
export function PhoneWithDialCode(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-3">
      <TextField label="Dial code" value={DIAL_CODE} disabled readOnly name="dial_code" />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="8012345678"
        required
        {...props}
      />
    </div>
  );
}
