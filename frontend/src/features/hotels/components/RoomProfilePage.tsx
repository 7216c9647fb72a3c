import { Anchor, Button, Stack, Text } from '@mantine/core';
import {
  IconCopy,
  IconCurrencyDollar,
  IconFileDescription,
  IconPlus,
  IconReceiptRefund,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import { duplicateRoomRateSchema, MEAL_PLAN, PERMISSIONS, screenPath, SCREEN_PATHS, type Room, type RoomRate } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { actionsOf } from '../../../ui/actions';
import { columnsOf } from '../../../ui/columns';
import { LoadError } from '../../../ui/LoadError';
import { money } from '../../../ui/money';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { ResourceList, useConfirm, useFormDialog } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import {
  hotelsApi,
  useDeleteRatePlanMutation,
  useDeleteRoomMutation,
  useDeleteRoomRateMutation,
  useDuplicateRoomRateMutation,
  useRoomListQuery,
  useRoomQuery,
} from '../hotels.api';
import { RoomForm } from './RoomForm';
import { useRateEditDialog } from './useRateDialogs';

const column = columnsOf<RoomRate>();

/**
 * /Hotel/Rooms/room-profile/:ID (hotel-rooms.view): a room type's details with its bed combinations
 * and amenities (edited here with hotel-rooms.edit), and its rates: edit info, condition or pricing,
 * duplicate (hotel-rooms.create), delete a rate or the whole rate plan of the hotel (hotel-rooms.delete).
 */
export function RoomProfilePage() {
  const { ID = '' } = useParams();
  const { t } = useTranslation('hotels');
  const can = useCan();
  const navigate = useNavigate();
  const { data: room, error, refetch } = useRoomQuery(ID);
  const [deleteRoom] = useDeleteRoomMutation();
  const [confirm, confirmDialog] = useConfirm();
  if (error) return <LoadError error={error} onRetry={refetch} />;
  if (!room) return <PageLoader />;
  const remove = async () => {
    const yes = await confirm({
      title: t('rooms.deleteTitle'),
      message: t('rooms.deleteText', room),
      confirmLabel: t('rooms.delete'),
      danger: true,
    });
    if (!yes) return;
    try {
      toastSuccess((await deleteRoom(room.roomInfoID).unwrap()).message);
      await navigate(`${SCREEN_PATHS.rooms}?hotelID=${room.hotelID}`);
    } catch (failure) {
      toastError(errorMessage(failure, t('common:resource.actionFailed')));
    }
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title={`${room.name} (${room.code})`}
        description={
          <Anchor component={Link} to={screenPath('hotelProfile', room.hotelID)}>
            {room.hotelName}
          </Anchor>
        }
        actions={
          can(PERMISSIONS.hotelRoomsDelete) && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => void remove()}
              data-testid="delete-room"
            >
              {t('rooms.delete')}
            </Button>
          )
        }
      />
      <RoomForm room={room} readOnly={!can(PERMISSIONS.hotelRoomsEdit)} />
      <RoomRates room={room} />
      {confirmDialog}
    </Stack>
  );
}

function RoomRates({ room }: { room: Room }) {
  const { t } = useTranslation('hotels');
  const language = useLanguage();
  const { data: rooms } = useRoomListQuery(room.hotelID);
  const [deleteRate] = useDeleteRoomRateMutation();
  const [deletePlan] = useDeleteRatePlanMutation();
  const [duplicate] = useDuplicateRoomRateMutation();
  const [edit, editDialog] = useRateEditDialog();
  const [openForm, formDialog] = useFormDialog();
  const { hotelRoomsEdit: canEdit, hotelRoomsCreate: canCreate, hotelRoomsDelete: canDelete } = PERMISSIONS;
  const action = actionsOf<RoomRate>({
    t,
    prefix: 'rates',
    describe: (rate) => ({ name: rate.info.name, code: rate.info.ratePlanCode }),
  });
  const copy = (rate: RoomRate) =>
    openForm({
      title: t('rates.duplicateOf', { name: rate.info.name }),
      schema: duplicateRoomRateSchema,
      initialValues: {
        roomRateInclusionID: rate.roomRateInclusionID,
        roomInfoID: room.roomInfoID,
        ratePlanCode: '',
        name: '',
        active: true,
      },
      fields: [
        {
          name: 'roomInfoID',
          label: t('rate.roomType'),
          type: 'select',
          options: (rooms ?? []).map((r) => ({ value: r.roomInfoID, label: r.name })),
          required: true,
          wide: true,
        },
        { name: 'ratePlanCode', label: t('rate.ratePlanCode'), description: t('rates.keepHint') },
        { name: 'name', label: t('fields.name'), description: t('rates.keepHint') },
        { name: 'active', label: t('rate.activeHint'), type: 'switch' },
      ],
      submitLabel: t('rates.duplicate'),
      testId: 'duplicate-rate-form',
      onSubmit: async (body) => (await duplicate(body).unwrap()).message,
    });
  return (
    <>
      <ResourceList
        title={t('rates.title')}
        description={
          <Text c="dimmed" size="sm">
            {t('rates.subtitle')}
          </Text>
        }
        endpoint={hotelsApi.endpoints.roomRateList}
        fixedQuery={{ roomInfoID: room.roomInfoID }}
        columns={[
          column.text('ratePlanCode', t('rate.ratePlanCode'), { value: (rate) => rate.info.ratePlanCode, sort: true }),
          column.text('name', t('fields.name'), { value: (rate) => rate.info.name, sort: true }),
          column.text('mealPlan', t('rate.mealPlan'), {
            value: (rate) => MEAL_PLAN.find((m) => m.code === rate.info.mealPlan)?.[language] ?? rate.info.mealPlan,
          }),
          column.text('baseRate', t('rates.baseRate'), {
            value: (rate) => money(rate.pricing.baseRate, rate.pricing.currencyCode),
            sort: true,
          }),
          column.text('refundable', t('rate.refundable'), {
            value: (rate) => t(rate.condition.refundable ? 'rates.refundable' : 'rates.nonRefundable'),
          }),
          column.text('active', t('status.label'), {
            value: (rate) => t(rate.info.active ? 'status.active' : 'status.inactive'),
          }),
        ]}
        defaultSort={{ key: 'ratePlanCode', order: 'asc' }}
        rowActions={[
          action.run('editInfo', IconFileDescription, (rate) => edit(rate, 'info'), { permission: canEdit }),
          action.run('editCondition', IconReceiptRefund, (rate) => edit(rate, 'condition'), { permission: canEdit }),
          action.run('editPricing', IconCurrencyDollar, (rate) => edit(rate, 'pricing'), { permission: canEdit }),
          action.run('duplicate', IconCopy, copy, { permission: canCreate }),
          action.remove((rate) => deleteRate(rate.roomRateInclusionID), { permission: canDelete }),
          action.destructive(
            'deletePlan',
            IconTrashX,
            async (rate) => (await deletePlan({ hotelID: rate.hotelID, ratePlanCode: rate.info.ratePlanCode }).unwrap()).message,
            { permission: canDelete },
          ),
        ]}
        create={action.create(IconPlus, `${SCREEN_PATHS.createRoomRate}?hotelID=${room.hotelID}&roomInfoID=${room.roomInfoID}`, {
          permission: canCreate,
          testId: 'create-rate',
        })}
        rowKey={(rate) => rate.roomRateInclusionID}
        rowLabel={(rate) => `${rate.info.name} (${rate.info.ratePlanCode})`}
        emptyText={t('rates.empty')}
        testId="rate-table"
      />
      {editDialog}
      {formDialog}
    </>
  );
}
