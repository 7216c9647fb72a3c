import { Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, screenPath, SCREEN_PATHS, type Room } from '@bo/shared';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { localList, ResourceList, useListKit, activeColumn, activeFilter } from '../../../ui/resource';
import { hotelsApi, useDeleteRoomMutation } from '../hotels.api';
import { HotelPicker } from './HotelPicker';

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
  const list = useListKit<Room>('hotels', 'rooms');
  const { t, column } = list;
  const [params, setParams] = useSearchParams();
  const hotelID = params.get('hotelID') ?? '';
  const [deleteRoom] = useDeleteRoomMutation();
  const action = list.actions((room) => ({ name: room.name, code: room.code }));
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
        words={list}
        endpoint={roomList}
        fixedQuery={{ hotelID }}
        columns={[
          column.text('code', t('fields.code'), { sort: true }),
          column.link('name', t('fields.name'), profile, { sort: true, testId: 'room-link' }),
          column.text('maxOccupancy', t('room.maxOccupancy'), { align: 'right' }),
          column.text('roomCount', t('room.roomCount'), { sort: true, align: 'right' }),
          column.text('rateCount', t('rooms.rateCount'), { sort: true, align: 'right' }),
          activeColumn(list),
        ]}
        filters={[activeFilter(t)]}
        defaultSort={{ key: 'name', order: 'asc' }}
        rowActions={[
          action.link('open', IconEye, profile),
          action.remove((room) => deleteRoom(room.roomInfoID), { permission: PERMISSIONS.hotelRoomsDelete }),
        ]}
        create={action.create(IconPlus, `${SCREEN_PATHS.createRoom}?hotelID=${hotelID}`, {
          permission: PERMISSIONS.hotelRoomsCreate,
          testId: 'create-room',
        })}
        rowKey={(room) => room.roomInfoID}
        rowLabel={(room) => `${room.name} (${room.code})`}
        exportName="room-types"
        testId="room-table"
      />
    </Stack>
  );
}
