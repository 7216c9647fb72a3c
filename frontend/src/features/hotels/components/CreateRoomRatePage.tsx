import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { roomIdSchema, screenPath, SCREEN_PATHS } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../../ui/PageHeader';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useCreateRoomRateMutation, useHotelQuery, useRoomListQuery } from '../hotels.api';
import { HotelPicker } from './HotelPicker';
import { RateFields } from './RateFields';
import { rateParts, rateValues } from './rate-form';

/**
 * /Hotel/Rooms/create-roomRate[?hotelID=&roomInfoID=] (hotel-rooms.create): a rate of a room type
 * (info, condition with the cancellation policy, pricing in the hotel's currency), all at once.
 */
export function CreateRoomRatePage() {
  const { t } = useTranslation('hotels');
  const [params, setParams] = useSearchParams();
  const hotelID = params.get('hotelID') ?? '';
  const roomInfoID = params.get('roomInfoID') ?? '';
  const { data: hotel } = useHotelQuery(hotelID, { skip: !hotelID });
  const { data: rooms } = useRoomListQuery(hotelID, { skip: !hotelID });
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('rate.createTitle')} description={t('rate.createSubtitle')} />
      <Paper withBorder p="lg">
        <Group grow align="flex-start" wrap="wrap">
          <HotelPicker value={hotelID} onChange={(id) => setParams(id ? { hotelID: id } : {})} required />
          <Select
            label={t('rate.roomType')}
            withAsterisk
            disabled={!hotelID}
            data={(rooms ?? []).map((room) => ({ value: room.roomInfoID, label: `${room.name} (${room.code})` }))}
            value={roomInfoID || null}
            onChange={(id) => setParams(id ? { hotelID, roomInfoID: id } : { hotelID })}
            allowDeselect={false}
            data-testid="room-picker"
          />
        </Group>
      </Paper>
      {hotel && roomInfoID ? (
        <RateCreateForm key={roomInfoID} roomInfoID={roomInfoID} currencyCode={hotel.currencyCode} />
      ) : (
        <Text c="dimmed">{t('rate.chooseRoom')}</Text>
      )}
    </Stack>
  );
}

function RateCreateForm({ roomInfoID, currencyCode }: { roomInfoID: string; currencyCode: string }) {
  const { t } = useTranslation('hotels');
  const [createRate] = useCreateRoomRateMutation();
  const parts = rateParts(t, currencyCode);
  const { form, submit, submitting, error, guard } = useSchemaForm({
    schema: z.object({ roomInfoID: roomIdSchema.shape.roomInfoID, ...parts }),
    initialValues: { roomInfoID, ...rateValues(currencyCode) },
    onSubmit: async (body) => {
      const result = await createRate(body).unwrap();
      toastSuccess(result.message);
      return screenPath('roomProfile', roomInfoID);
    },
  });
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate data-testid="rate-form">
      <Stack gap="md">
        <RateFields form={form} parts={['info', 'condition', 'pricing']} />
        {error}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={roomInfoID ? screenPath('roomProfile', roomInfoID) : SCREEN_PATHS.rooms} variant="default">
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="form-submit">
            {t('rate.create')}
          </Button>
        </Group>
      </Stack>
      {guard}
    </Paper>
  );
}
