import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

/** A search box with a Search button; submitting (or clearing) applies it. */
export function SearchForm({
  label,
  value,
  onSearch,
}: {
  label: string;
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
    <search className="w-full max-w-md">
      <form onSubmit={submit} className="flex items-end gap-2">
        <TextField
          type="search"
          label={label}
          hideLabel
          placeholder={label}
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
