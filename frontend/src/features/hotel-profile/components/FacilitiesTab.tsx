import { Button, Group, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { createHotelFacilitySchema, editHotelFacilitySchema, PERMISSIONS, type Hotel, type HotelFacility } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { columnsOf } from '../../../ui/columns';
import { DataTable, queryRows } from '../../../ui/DataTable';
import { useConfirm, useFormDialog, type FormField } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import {
  nameIn,
  useCreateHotelFacilityMutation,
  useDeleteHotelFacilityMutation,
  useEditHotelFacilityMutation,
  useFacilitiesQuery,
  useHotelFacilitiesQuery,
} from '../../hotels';
import { TipAction } from '../../../ui/IconAction';

const column = columnsOf<HotelFacility>();

/** The hotel's facilities (catalogue entries of scope HOTEL): add, change chargeable and remark, remove. */
export function FacilitiesTab({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation('hotel-profile');
  const language = useLanguage();
  const can = useCan();
  const canEdit = can(PERMISSIONS.hotelsEdit);
  const facilities = useHotelFacilitiesQuery(hotel.hotelID);
  const { data: catalogue } = useFacilitiesQuery({ scope: 'HOTEL', activeOnly: true }, { skip: !canEdit });
  const [create] = useCreateHotelFacilityMutation();
  const [edit] = useEditHotelFacilityMutation();
  const [remove] = useDeleteHotelFacilityMutation();
  const [openForm, formDialog] = useFormDialog();
  const [confirm, confirmDialog] = useConfirm();

  const detailFields: FormField[] = [
    { name: 'chargeable', label: t('facilities.chargeable'), type: 'switch' },
    { name: 'remark', label: t('facilities.remark'), type: 'textarea', wide: true },
  ];
  const taken = new Set((facilities.data ?? []).map((f) => f.facilityID));
  const choices = (catalogue ?? [])
    .filter((f) => !taken.has(f.facilityID))
    .map((f) => ({ value: f.facilityID, label: nameIn(language, f) }));

  const add = () =>
    openForm({
      title: t('facilities.addTitle'),
      schema: createHotelFacilitySchema,
      initialValues: { hotelID: hotel.hotelID, facilityID: '', chargeable: false, remark: '' },
      fields: [
        { name: 'facilityID', label: t('facilities.facility'), type: 'select', options: choices, required: true, wide: true },
        ...detailFields,
      ],
      submitLabel: t('facilities.add'),
      testId: 'hotel-facility-form',
      onSubmit: async (body) => (await create(body).unwrap()).message,
    });
  const change = (facility: HotelFacility) =>
    openForm({
      title: t('facilities.editTitle', { name: nameIn(language, facility) }),
      schema: editHotelFacilitySchema,
      initialValues: {
        hotelFacilityID: facility.hotelFacilityID,
        chargeable: facility.chargeable,
        remark: facility.remark ?? '',
      },
      fields: detailFields,
      submitLabel: t('save'),
      testId: 'hotel-facility-form',
      onSubmit: async (body) => (await edit(body).unwrap()).message,
    });
  const drop = async (facility: HotelFacility) => {
    const name = nameIn(language, facility);
    const ok = await confirm({
      title: t('facilities.removeTitle'),
      message: t('facilities.removeMessage', { name }),
      confirmLabel: t('facilities.remove'),
      danger: true,
    });
    if (!ok) return;
    try {
      toastSuccess((await remove(facility.hotelFacilityID).unwrap()).message);
    } catch (problem) {
      toastError(errorMessage(problem, t('failed')));
    }
  };

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={add} disabled={choices.length === 0} data-testid="add-facility">
            {t('facilities.add')}
          </Button>
        </Group>
      )}
      <DataTable
        {...queryRows(facilities)}
        rowKey={(f) => f.hotelFacilityID}
        emptyText={t('facilities.empty')}
        testId="hotel-facilities"
        columns={[
          column.text('name', t('facilities.facility'), { value: (f) => nameIn(language, f) }),
          column.active('chargeable', t('facilities.chargeable'), [t('yes'), t('no')]),
          column.text('remark', t('facilities.remark')),
        ]}
        actionsLabel={t('actions')}
        actions={
          canEdit
            ? (facility) => {
                const name = nameIn(language, facility);
                return (
                  <Group gap={4} wrap="nowrap">
                    <TipAction label={t('facilities.edit')} of={name} icon={IconPencil} onClick={() => change(facility)} />
                    <TipAction
                      label={t('facilities.remove')}
                      of={name}
                      icon={IconTrash}
                      color="red"
                      onClick={() => void drop(facility)}
                    />
                  </Group>
                );
              }
            : undefined
        }
      />
      {formDialog}
      {confirmDialog}
    </Stack>
  );
}
