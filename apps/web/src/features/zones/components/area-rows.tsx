import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { type Control, type UseFormGetValues, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { FieldOf } from '../../../lib/use-api-form';
import { emptyArea, type ZoneFormOutput, type ZoneFormValues } from '../zone-form';

type AreaField = `areas.${number}.state` | `areas.${number}.area`;

/**
 * The zone's areas, one row each (state and area), with a button to add a row (its state taken
 * from the last row) and one to remove each row but the last left. `error`: what is wrong with the
 * list as a whole (none, a repeat, an area another zone holds).
 */
export function AreaRows({
  control,
  getValues,
  field,
  error,
}: {
  control: Control<ZoneFormValues, unknown, ZoneFormOutput>;
  getValues: UseFormGetValues<ZoneFormValues>;
  field: FieldOf<AreaField>;
  error?: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'areas' });
  const addButton = useRef<HTMLButtonElement>(null);
  const id = useId();

  const addRow = () => {
    const last = getValues('areas').at(-1)?.state.trim();
    append(emptyArea(last ?? ''), { focusName: `areas.${fields.length}.${last ? 'area' : 'state'}` });
  };
  const removeRow = (index: number) => {
    remove(index);
    addButton.current?.focus();
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1 text-sm font-medium text-ink">Areas</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        An address is in the zone when its state and area match a row (case, accents and extra spaces aside).
        An area belongs to one zone at most.
      </p>
      <ol className="flex flex-col gap-3">
        {fields.map((row, index) => (
          <li key={row.id}>
            <fieldset className="grid grid-cols-1 gap-3 rounded-xl border border-line p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
              <legend className="px-1 text-xs font-semibold tracking-wide text-ink-soft uppercase">
                Area {index + 1}
              </legend>
              <TextField label="State" autoComplete="off" {...field(`areas.${index}.state`)} />
              <TextField label="Area" autoComplete="off" {...field(`areas.${index}.area`)} />
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-start sm:mt-7"
                aria-label={`Remove area ${index + 1}`}
                disabled={fields.length === 1}
                onClick={() => removeRow(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button ref={addButton} variant="secondary" size="sm" onClick={addRow}>
          <Plus className="size-4" aria-hidden="true" />
          Add area
        </Button>
      </div>
    </fieldset>
  );
}
