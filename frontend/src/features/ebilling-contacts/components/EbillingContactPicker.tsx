import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { EbillingContact } from '@bo/shared';
import { useEbillingContactsByNameQuery } from '../ebilling-contacts.api';

export interface EbillingContactPickerWords {
  label: string;
  description: string;
  placeholder: string;
  searching: string;
  nothingFound: string;
  /** The label of a contact chosen before (a saved draft's) until a search lists it. */
  chosenBefore: string;
}

/**
 * An e-billing contact chosen by typing part of its name (GetEbillingContactListByName, active
 * contacts only). Only the matches of what is typed now are offered (a slow answer of an older
 * search is not), and the chosen one stays labelled when the search no longer lists it. The words
 * are the caller's (the form it sits in names the field).
 */
export function EbillingContactPicker({
  value,
  onChange,
  words,
  error,
  testId = 'ebilling-contact-picker',
}: {
  value: string;
  onChange: (contactId: string) => void;
  words: EbillingContactPickerWords;
  error?: string;
  testId?: string;
}) {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const { currentData: found, isFetching } = useEbillingContactsByNameQuery(typed, { skip: typed === '' });
  const labelOf = (contact: EbillingContact) => `${contact.name} (${contact.tin})`;
  const settled = typed === search.trim();
  const options = ((settled && found) || []).map((contact) => ({ value: contact.id, label: labelOf(contact) }));
  if (value && !options.some((option) => option.value === value))
    options.unshift(chosen?.value === value ? chosen : { value, label: words.chosenBefore });
  return (
    <Select
      label={words.label}
      description={words.description}
      placeholder={words.placeholder}
      data={options}
      value={value || null}
      onChange={(next, option) => {
        setChosen(next ? { value: next, label: option.label } : null);
        onChange(next ?? '');
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={typed === '' ? undefined : isFetching || !settled ? words.searching : words.nothingFound}
      clearable
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
