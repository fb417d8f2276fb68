import { Select, type SelectProps } from '../../../components/ui/field';
import { timeZoneOptions } from '../../../lib/time-zones';

/**
 * The company's time zone, Nigeria first. `current`: the zone the form starts with (the browser's,
 * or the stored one), listed even when the browser's list lacks it.
 */
export function TimeZoneField({
  current,
  ...props
}: Omit<SelectProps, 'label' | 'options' | 'placeholder'> & { current?: string }) {
  return (
    <Select
      label="Time zone"
      required
      hint="Your budget month, order hours and statements run on this clock."
      options={timeZoneOptions(current)}
      {...props}
    />
  );
}
