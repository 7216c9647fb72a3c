import type { ListKit } from '../../../ui/resource';

/** A record's name from the catalogue (en/ms columns) in the UI language. */
export const nameIn = (language: string, record: { nameEn: string; nameMs: string }) =>
  language === 'ms' ? record.nameMs || record.nameEn : record.nameEn;

/** The lists' name column: the catalogue name (en/ms columns) in the UI language, sorted by it. */
export const nameColumn = <Row extends { nameEn: string; nameMs: string }>({ t, language, column }: ListKit<Row>) =>
  column.text((language === 'ms' ? 'nameMs' : 'nameEn') as Extract<keyof Row, string>, t('fields.name'), { sort: true });
