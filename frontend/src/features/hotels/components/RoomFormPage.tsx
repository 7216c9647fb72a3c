import { Paper, Stack, Text } from '@mantine/core';
import { SCREEN_PATHS } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { HotelPicker } from './HotelPicker';
import { RoomForm } from './RoomForm';

/** /Hotel/Rooms/create-room[?hotelID=] (hotel-rooms.create): a new room type of the hotel chosen first; it is edited on its profile. */
export function RoomFormPage() {
  const { t } = useTranslation('hotels');
  const [params, setParams] = useSearchParams();
  const hotelID = params.get('hotelID') ?? '';
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('room.createTitle')} description={t('room.createSubtitle')} />
      <Paper withBorder p="lg">
        <HotelPicker value={hotelID} onChange={(id) => setParams(id ? { hotelID: id } : {})} required />
      </Paper>
      {hotelID ? (
        <RoomForm key={hotelID} hotelID={hotelID} cancelTo={`${SCREEN_PATHS.rooms}?hotelID=${hotelID}`} />
      ) : (
        <Text c="dimmed" data-testid="choose-hotel">
          {t('room.chooseHotelFirst')}
        </Text>
      )}
    </Stack>
  );
}
