import { IconPlus } from '@tabler/icons-react';
import { addBedTypeSchema, PERMISSIONS, type BedType } from '@bo/shared';
import { ResourceList, useFormDialog, useListKit } from '../../../ui/resource';
import { hotelsApi, useAddBedTypeMutation, useDeleteBedTypeMutation } from '../hotels.api';
import { nameColumn, nameIn } from './hotel-words';

/**
 * /Hotel/BedType/bedTypeList (hotel-bed-types.view): King, Single, Sofa bed. Add in a dialog
 * (hotel-bed-types.create); delete (hotel-bed-types.delete), asked first, refused by the server
 * while a bed combination uses it. The spec has no edit call.
 */
export function BedTypeListPage() {
  const list = useListKit<BedType>('hotels', 'bedTypes');
  const { t, language, column, filter } = list;
  const [addBedType] = useAddBedTypeMutation();
  const [deleteBedType] = useDeleteBedTypeMutation();
  const [openForm, formDialog] = useFormDialog();
  const action = list.actions((bed) => ({ name: nameIn(language, bed) }));
  const add = () =>
    openForm({
      title: t('bedTypes.create'),
      schema: addBedTypeSchema,
      initialValues: { code: '', nameEn: '', nameMs: '', sleeps: 1, widthCm: undefined },
      fields: [
        { name: 'code', label: t('fields.code'), required: true, autoComplete: 'off' },
        { name: 'sleeps', label: t('bedTypes.sleeps'), type: 'number', required: true },
        { name: 'nameEn', label: t('fields.nameEn'), required: true },
        { name: 'nameMs', label: t('fields.nameMs'), required: true },
        { name: 'widthCm', label: t('bedTypes.widthCm'), type: 'number' },
      ],
      submitLabel: t('bedTypes.save'),
      testId: 'bed-type-form',
      onSubmit: async (body) => (await addBedType(body).unwrap()).message,
    });
  return (
    <ResourceList
      words={list}
      endpoint={hotelsApi.endpoints.bedTypeSearch}
      columns={[
        column.text('code', t('fields.code'), { sort: true }),
        nameColumn(list),
        column.text('sleeps', t('bedTypes.sleeps'), { sort: true, align: 'right' }),
        column.text('widthCm', t('bedTypes.widthCm'), { sort: true, align: 'right' }),
        column.text('combinationCount', t('bedTypes.combinationCount'), { align: 'right' }),
      ]}
      filters={[filter.text('search', t('fields.search'))]}
      defaultSort={{ key: 'nameEn', order: 'asc' }}
      rowActions={[action.remove((bed) => deleteBedType(bed.bedTypeID), { permission: PERMISSIONS.hotelBedTypesDelete })]}
      create={action.create(IconPlus, add, { permission: PERMISSIONS.hotelBedTypesCreate, testId: 'create-bed-type' })}
      rowKey={(bed) => bed.bedTypeID}
      rowLabel={(bed) => nameIn(language, bed)}
      exportName="bed-types"
      testId="bed-type-table"
      dialogs={formDialog}
    />
  );
}
