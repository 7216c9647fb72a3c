import { IconEdit, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, screenPath, SCREEN_PATHS, updateBedCombinationSchema, type BedCombination } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { actionsOf } from '../../../ui/actions';
import { columnsOf } from '../../../ui/columns';
import { filter } from '../../../ui/filters';
import { ResourceList } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { hotelsApi, useUpdateBedCombinationMutation } from '../hotels.api';
import { activeFilter, nameIn } from './hotel-words';

const column = columnsOf<BedCombination>();

/**
 * /Hotel/Bed/bedList (hotel-beds.view): bed combinations with their beds and how many they sleep.
 * Create and edit on their own screens (hotel-beds.create / edit); never deleted (room types point
 * at them): deactivated, asked first.
 */
export function BedCombinationListPage() {
  const { t } = useTranslation('hotels');
  const language = useLanguage();
  const [update] = useUpdateBedCombinationMutation();
  const action = actionsOf<BedCombination>({ t, prefix: 'beds', describe: (bed) => ({ name: nameIn(language, bed) }) });
  const setActive = async (bed: BedCombination, active: boolean) =>
    (await update(updateBedCombinationSchema.parse({ ...bedBody(bed), active })).unwrap()).message;
  return (
    <ResourceList
      title={t('beds.title')}
      description={t('beds.subtitle')}
      endpoint={hotelsApi.endpoints.bedCombinationList}
      columns={[
        column.text(language === 'ms' ? 'nameMs' : 'nameEn', t('fields.name'), { sort: true }),
        column.text('beds', t('beds.beds'), {
          value: (bed) => bed.beds.map((b) => `${b.quantity} × ${nameIn(language, b)}`).join(' + '),
        }),
        column.text('sleeps', t('beds.sleeps'), { sort: true, align: 'right' }),
        column.text('roomCount', t('beds.roomCount'), { align: 'right' }),
        column.active('active', t('status.label'), [t('status.active'), t('status.inactive')], { sort: true }),
      ]}
      filters={[filter.text('search', t('fields.search')), activeFilter(t)]}
      defaultSort={{ key: 'nameEn', order: 'asc' }}
      rowActions={[
        action.link('edit', IconEdit, (bed) => screenPath('editBedCombination', bed.bedCombinationID), {
          permission: PERMISSIONS.hotelBedsEdit,
        }),
        ...action.activation(setActive, { permission: PERMISSIONS.hotelBedsEdit }),
      ]}
      create={action.create(IconPlus, SCREEN_PATHS.createBedCombination, {
        permission: PERMISSIONS.hotelBedsCreate,
        testId: 'create-bed-combination',
      })}
      rowKey={(bed) => bed.bedCombinationID}
      rowLabel={(bed) => nameIn(language, bed)}
      exportName="bed-combinations"
      emptyText={t('beds.empty')}
      testId="bed-combination-table"
    />
  );
}

/** The combination as updateBedCombinationList takes it (names and beds sent again as they are). */
const bedBody = (bed: BedCombination) => ({
  bedCombinationID: bed.bedCombinationID,
  nameEn: bed.nameEn,
  nameMs: bed.nameMs,
  beds: bed.beds.map(({ bedTypeID, quantity }) => ({ bedTypeID, quantity })),
});
