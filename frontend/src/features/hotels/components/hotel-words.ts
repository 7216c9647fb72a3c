import type { TFunction } from 'i18next';
import { filter } from '../../../ui/filters';

/** The lists' active filter: all (no value), active only or inactive only, sent as a boolean (list-body.ts). */
export const activeFilter = (t: TFunction) =>
  filter.select('active', t('status.label'), [
    { value: 'true', label: t('status.active') },
    { value: 'false', label: t('status.inactive') },
  ]);

/** A record's name from the catalogue (en/ms columns) in the UI language. */
export const nameIn = (language: string, record: { nameEn: string; nameMs: string }) =>
  language === 'ms' ? record.nameMs || record.nameEn : record.nameEn;
