import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from './button';
import { TextField } from './field';

/**
 * A list's search box with a Search button; submitting (or emptying the box) applies it. `value` is
 * the search applied (from the address, see `lib/use-list-params.ts`): the box follows it when it
 * changes elsewhere (Back, "Clear search").
 */
export function SearchForm({
  label,
  placeholder = label,
  value,
  onSearch,
}: {
  /** The search box's accessible name, and the landmark's. */
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search aria-label={label} className="w-full max-w-md">
      <form onSubmit={submit} className="flex items-end gap-2">
        <TextField
          type="search"
          label={label}
          hideLabel
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '' && value !== '') onSearch('');
          }}
          containerClassName="flex-1"
        />
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
      </form>
    </search>
  );
}
