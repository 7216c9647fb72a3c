import { Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { PERMISSIONS, screenPath, SCREEN_PATHS, type Room } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { actionsOf } from '../../../ui/actions';
import { columnsOf } from '../../../ui/columns';
import { PageHeader } from '../../../ui/PageHeader';
import { localList, ResourceList } from '../../../ui/resource';
import { hotelsApi, useDeleteRoomMutation } from '../hotels.api';
import { activeFilter } from './hotel-words';
import { HotelPicker } from './HotelPicker';

const column = columnsOf<Room>();
const profile = (room: Room) => screenPath('roomProfile', room.roomInfoID);
/** getRoomList answers a hotel's room types at once: paged, sorted and filtered here. */
const roomList = localList(hotelsApi.endpoints.roomList, {
  args: (query) => String(query.hotelID),
  sort: { code: (r) => r.code, name: (r) => r.name, roomCount: (r) => r.roomCount, rateCount: (r) => r.rateCount },
  defaultSort: 'name',
  keep: (room, query) => !query.active || String(room.active) === query.active,
});

/** /Hotel/Rooms/roomList (hotel-rooms.view): the room types of the hotel chosen (?hotelID=), to open, add or delete. */
export function RoomListPage() {
  const { t } = useTranslation('hotels');
  const [params, setParams] = useSearchParams();
  const hotelID = params.get('hotelID') ?? '';
  const [deleteRoom] = useDeleteRoomMutation();
  const action = actionsOf<Room>({ t, prefix: 'rooms', describe: (room) => ({ name: room.name, code: room.code }) });
  const picker = <HotelPicker value={hotelID} onChange={(id) => setParams(id ? { hotelID: id } : {})} />;
  if (!hotelID)
    return (
      <Stack gap="md">
        <PageHeader title={t('rooms.title')} description={t('rooms.subtitle')} />
        <Paper withBorder p="lg">
          <Stack gap="sm">
            {picker}
            <Text c="dimmed" data-testid="list-empty">
              {t('rooms.chooseHotel')}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    );
  return (
    <Stack gap="md">
      {picker}
      <ResourceList
        title={t('rooms.title')}
        description={t('rooms.subtitle')}
        endpoint={roomList}
        fixedQuery={{ hotelID }}
        columns={[
          column.text('code', t('fields.code'), { sort: true }),
          column.link('name', t('fields.name'), profile, { sort: true, testId: 'room-link' }),
          column.text('maxOccupancy', t('room.maxOccupancy'), { align: 'right' }),
          column.text('roomCount', t('room.roomCount'), { sort: true, align: 'right' }),
          column.text('rateCount', t('rooms.rateCount'), { sort: true, align: 'right' }),
          column.active('active', t('status.label'), [t('status.active'), t('status.inactive')]),
        ]}
        filters={[activeFilter(t)]}
        defaultSort={{ key: 'name', order: 'asc' }}
        rowActions={[
          action.link('open', IconEye, profile),
          action.destructive('delete', IconTrash, async (room) => (await deleteRoom(room.roomInfoID).unwrap()).message, {
            permission: PERMISSIONS.hotelRoomsDelete,
          }),
        ]}
        create={action.create(IconPlus, `${SCREEN_PATHS.createRoom}?hotelID=${hotelID}`, {
          permission: PERMISSIONS.hotelRoomsCreate,
          testId: 'create-room',
        })}
        rowKey={(room) => room.roomInfoID}
        rowLabel={(room) => `${room.name} (${room.code})`}
        exportName="room-types"
        emptyText={t('rooms.empty')}
        testId="room-table"
      />
    </Stack>
  );
}
