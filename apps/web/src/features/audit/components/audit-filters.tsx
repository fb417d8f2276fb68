import { AUDIT_KINDS, AUDIT_PLATFORM_ACTOR } from '@lunch/contract';
import { Button } from '../../../components/ui/button';
import { Select, type SelectOption, TextField } from '../../../components/ui/field';

/** The Activity screen's filters as the address keeps them: days `YYYY-MM-DD`, a kind, an actor. */
export type AuditFilterValue = { from: string; to: string; kind: string; actor: string };

const KIND_OPTIONS: SelectOption[] = Object.entries(AUDIT_KINDS).map(([value, label]) => ({ value, label }));

/** Who can be chosen: the company's members (by their member id), and the platform's own jobs. */
export type ActorChoice = { id: string; label: string };

/**
 * A day range, the kind of change and who made it; Clear filters when any is set. Each change
 * applies at once (the list goes back to its first page).
 */
export function AuditFilters({
  value,
  actors,
  onChange,
  onClear,
}: {
  value: AuditFilterValue;
  actors: readonly ActorChoice[];
  onChange: (name: keyof AuditFilterValue, value: string) => void;
  onClear: () => void;
}) {
  const active = Object.values(value).some((text) => text !== '');
  const actorOptions: SelectOption[] = [
    ...actors.map((actor) => ({ value: actor.id, label: actor.label })),
    { value: AUDIT_PLATFORM_ACTOR, label: 'Platform (automatic)' },
  ];
  // A member chosen before the list of members loaded (a shared link) still shows as chosen.
  if (value.actor && !actorOptions.some((option) => option.value === value.actor)) {
    actorOptions.unshift({ value: value.actor, label: 'The chosen member' });
  }
  return (
    <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
      <TextField
        label="From"
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={value.to}
        min={value.from || undefined}
        onChange={(event) => onChange('to', event.target.value)}
      />
      <Select
        label="What"
        placeholder="Every kind of change"
        options={KIND_OPTIONS}
        value={value.kind}
        onChange={(event) => onChange('kind', event.target.value)}
      />
      <Select
        label="Who"
        placeholder="Everyone"
        options={actorOptions}
        value={value.actor}
        onChange={(event) => onChange('actor', event.target.value)}
      />
      {active ? (
        <Button variant="secondary" onClick={onClear} className="sm:col-span-2 lg:col-span-1">
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
