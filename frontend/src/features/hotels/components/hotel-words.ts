import type { TFunction } from 'i18next';
import { filter } from '../../../ui/filters';
import type { ListKit } from '../../../ui/resource';

/** The lists' active filter: all (no value), active only or inactive only, sent as a boolean (list-body.ts). */
export const activeFilter = (t: TFunction) =>
  filter.select('active', t('status.label'), [
    { value: 'true', label: t('status.active') },
    { value: 'false', label: t('status.inactive') },
  ]);

/** A record's name from the catalogue (en/ms columns) in the UI language. */
export const nameIn = (language: string, record: { nameEn: string; nameMs: string }) =>
  language === 'ms' ? record.nameMs || record.nameEn : record.nameEn;

/** The lists' name column: the catalogue name (en/ms columns) in the UI language, sorted by it. */
export const nameColumn = <Row extends { nameEn: string; nameMs: string }>({ t, language, column }: ListKit<Row>) =>
  column.text((language === 'ms' ? 'nameMs' : 'nameEn') as Extract<keyof Row, string>, t('fields.name'), { sort: true });

/** The lists' status column: Active / Inactive. */
export const activeColumn = <Row extends { active: boolean }>({ t, column }: ListKit<Row>, sort = false) =>
  column.active('active' as Extract<keyof Row, string>, t('status.label'), [t('status.active'), t('status.inactive')], { sort });
