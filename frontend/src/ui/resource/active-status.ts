import type { TFunction } from 'i18next';
import { filter } from '../filters';
import type { ListKit } from './list-kit';

/** The lists' active filter: all (no value), active only or inactive only, sent as a boolean. */
export const activeFilter = (t: TFunction) =>
  filter.select('active', t('status.label'), [
    { value: 'true', label: t('status.active') },
    { value: 'false', label: t('status.inactive') },
  ]);

/** The lists' status column: Active / Inactive. */
export const activeColumn = <Row extends { active: boolean }>({ t, column }: ListKit<Row>, sort = false) =>
  column.active('active' as Extract<keyof Row, string>, t('status.label'), [t('status.active'), t('status.inactive')], { sort });
