import { IconEdit, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, screenPath, SCREEN_PATHS, updateBedCombinationSchema, type BedCombination } from '@bo/shared';
import { ResourceList, useListKit, activeColumn, activeFilter } from '../../../ui/resource';
import { hotelsApi, useUpdateBedCombinationMutation } from '../hotels.api';
import { nameColumn, nameIn } from './hotel-words';

/**
 * /Hotel/Bed/bedList (hotel-beds.view): bed combinations with their beds and how many they sleep.
 * Create and edit on their own screens (hotel-beds.create / edit); never deleted (room types point
 * at them): deactivated, asked first.
 */
export function BedCombinationListPage() {
  const list = useListKit<BedCombination>('hotels', 'beds');
  const { t, language, column, filter } = list;
  const [update] = useUpdateBedCombinationMutation();
  const action = list.actions((bed) => ({ name: nameIn(language, bed) }));
  const setActive = async (bed: BedCombination, active: boolean) =>
    (await update(updateBedCombinationSchema.parse({ ...bedBody(bed), active })).unwrap()).message;
  return (
    <ResourceList
      words={list}
      endpoint={hotelsApi.endpoints.bedCombinationList}
      columns={[
        nameColumn(list),
        column.text('beds', t('beds.beds'), {
          value: (bed) => bed.beds.map((b) => `${b.quantity} × ${nameIn(language, b)}`).join(' + '),
        }),
        column.text('sleeps', t('beds.sleeps'), { sort: true, align: 'right' }),
        column.text('roomCount', t('beds.roomCount'), { align: 'right' }),
        activeColumn(list, true),
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
