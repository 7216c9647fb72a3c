import { Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, screenPath, SCREEN_PATHS, type Hotel, type Room } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/hooks';
import { columnsOf } from '../../../ui/columns';
import { DataTable, queryRows } from '../../../ui/DataTable';
import { useRoomListQuery } from '../../hotels';
import { LinkButton } from '../../../ui/LinkButton';

const column = columnsOf<Room>();

/** The hotel's room types, each linking to its room profile. */
export function RoomsTab({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation('hotel-profile');
  const can = useCan();
  const rooms = useRoomListQuery(hotel.hotelID);
  return (
    <Stack gap="sm">
      {can(PERMISSIONS.hotelRoomsCreate) && (
        <Group justify="flex-end">
          <LinkButton to={`${SCREEN_PATHS.createRoom}?hotelID=${hotel.hotelID}`} icon={<IconPlus size={16} />} testId="add-room">
            {t('rooms.add')}
          </LinkButton>
        </Group>
      )}
      <DataTable
        {...queryRows(rooms)}
        rowKey={(room) => room.roomInfoID}
        emptyText={t('rooms.empty')}
        testId="hotel-rooms"
        columns={[
          column.text('code', t('rooms.code')),
          column.link('name', t('rooms.name'), (room) => screenPath('roomProfile', room.roomInfoID), { testId: 'room-link' }),
          column.text('maxOccupancy', t('rooms.maxOccupancy'), { align: 'right' }),
          column.text('roomCount', t('rooms.roomCount'), { align: 'right' }),
          column.text('rateCount', t('rooms.rateCount'), { align: 'right' }),
          column.active('active', t('status'), [t('active'), t('inactive')]),
        ]}
      />
    </Stack>
  );
}
