import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useHotelListQuery, useHotelQuery } from '../hotels.api';

/**
 * A hotel chosen by typing part of its code, name or city (getHotelList's search, 50 at a time):
 * there may be thousands. The chosen hotel stays labelled even when the search no longer lists it.
 * Only the matches of what is typed now are offered: while the search is still being typed or
 * asked, the matches of an older search (RTK Query's `data`) are not, so a slow answer cannot
 * lead to picking a hotel the new search would not list.
 */
export function HotelPicker({
  value,
  onChange,
  label,
  required,
  error,
}: {
  value: string;
  onChange: (hotelID: string) => void;
  label?: string;
  required?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('hotels');
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 250);
  const { currentData: page, isFetching } = useHotelListQuery({
    pageSize: 50,
    curPageIndex: 1,
    sortKey: 'name',
    sortOrder: 'asc',
    search: typed,
  });
  const { data: chosen } = useHotelQuery(value, { skip: !value });
  const labelOf = (hotel: { name: string; code: string; city: string }) => `${hotel.name} (${hotel.code}), ${hotel.city}`;
  const settled = typed === search.trim();
  const options = ((settled && page?.items) || []).map((hotel) => ({ value: hotel.hotelID, label: labelOf(hotel) }));
  if (chosen && !options.some((option) => option.value === chosen.hotelID))
    options.unshift({ value: chosen.hotelID, label: labelOf(chosen) });
  return (
    <Select
      label={label ?? t('rooms.hotel')}
      placeholder={t('rooms.hotelPlaceholder')}
      withAsterisk={required}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={isFetching || !settled ? t('rooms.searching') : t('rooms.noHotel')}
      clearable={!required}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="hotel-picker"
    />
  );
}
