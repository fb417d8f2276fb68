import { useEffect, useRef, useState } from 'react';
import { Combobox } from '../../../components/ui/combobox';
import { useCompanySearch } from '../api/search-companies';

export type CompanyChoice = { id: string; name: string };

/**
 * The admin's company filter: type part of a company's name or email, pick it from the companies
 * the server finds (any number of companies: only the few matching are fetched). `value` is the
 * company picked (from the address), `onChange` picks another or clears it (null).
 */
export function CompanyFilter({
  value,
  onChange,
  className,
}: {
  value: CompanyChoice | null;
  onChange: (company: CompanyChoice | null) => void;
  className?: string;
}) {
  const name = value?.name ?? '';
  const picked = value !== null;
  const [text, setText] = useState(name);
  const [open, setOpen] = useState(false);
  // The box shows the company picked, and follows the address (Back, "Clear filters"); text being
  // typed over a company (which unpicks it) stays.
  const shown = useRef(name);
  useEffect(() => {
    setText((current) => (picked || current === shown.current ? name : current));
    shown.current = name;
  }, [name, picked]);
  const search = useCompanySearch(text, open && !value);
  const options = (search.data?.list ?? []).map((company) => ({
    id: company.id,
    label: company.name,
    detail: company.email,
  }));
  const status = search.isFetching ? 'Searching companies…' : 'No company matches';

  return (
    <Combobox
      label="Company"
      placeholder="Search companies"
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (value) onChange(null);
      }}
      options={value ? [] : options}
      onPick={(option) => onChange({ id: option.id, name: option.label })}
      picked={Boolean(value)}
      onClear={() => onChange(null)}
      clearLabel="Clear company filter"
      status={search.isError ? 'Could not search companies' : status}
      onOpenChange={setOpen}
      className={className}
    />
  );
}
