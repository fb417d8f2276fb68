import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { addDays } from '../run-day';

/**
 * The day of the run: the day before and after (big enough for a thumb), a date field to jump to a
 * day, and Today when another day is shown. `day` is '' until the server said which day today is.
 */
export function RunDayPicker({
  day,
  isToday,
  onChange,
}: {
  day: string;
  isToday: boolean;
  onChange: (day: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button
        variant="secondary"
        className="w-11 shrink-0 px-0!"
        aria-label="Previous day"
        disabled={!day}
        onClick={() => onChange(addDays(day, -1))}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </Button>
      <TextField
        label="Day"
        hideLabel
        type="date"
        value={day}
        containerClassName="min-w-0 flex-1 sm:flex-none"
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
      />
      <Button
        variant="secondary"
        className="w-11 shrink-0 px-0!"
        aria-label="Next day"
        disabled={!day}
        onClick={() => onChange(addDays(day, 1))}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </Button>
      {isToday ? null : (
        <Button variant="ghost" className="px-2!" onClick={() => onChange('')}>
          Today
        </Button>
      )}
    </div>
  );
}
