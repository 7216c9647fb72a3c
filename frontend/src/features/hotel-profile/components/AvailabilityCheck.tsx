import { useState } from 'react';
import { Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { searchAvailabilitySchema, type Availability, type Hotel } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api';
import { applyFieldErrors, zodFormValidator } from '../../../lib/form';
import { formatDate } from '../../../ui/dates';
import { FormError } from '../../../ui/FormError';
import { money } from '../../../ui/money';
import { StayDates, stayFromTomorrow } from '../../../ui/StayDates';
import { useSearchAvailabilityMutation } from '../hotel-profile.api';

/** "5, 8" as child ages [5, 8]; what is not a whole number stays for the schema to refuse. */
const agesOf = (text: string) =>
  text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((age) => (/^\d+$/.test(age) ? Number(age) : age));

/**
 * "Which rooms of this hotel sell for these dates and this party?" (searchAvailability for the
 * hotel): the room types that can be sold, each rate with its nightly prices and total.
 */
export function AvailabilityCheck({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation('hotel-profile');
  const [search, { data, isLoading }] = useSearchAvailabilityMutation();
  const [failure, setFailure] = useState('');
  const initialValues = {
    ...stayFromTomorrow(),
    adults: 2 as number | string,
    childAges: '',
  };
  type Values = typeof initialValues;
  const toQuery = (v: Values) => ({
    hotelID: hotel.hotelID,
    checkIn: v.checkIn,
    checkOut: v.checkOut,
    adults: v.adults === '' ? undefined : Number(v.adults),
    childAges: agesOf(v.childAges),
    rooms: 1,
  });
  const schema = z.preprocess((v) => toQuery(v as Values), searchAvailabilitySchema);
  const form = useForm<Values>({ initialValues, validate: zodFormValidator(schema, t) });
  const submit = form.onSubmit(async (values) => {
    setFailure('');
    try {
      await search(searchAvailabilitySchema.parse(toQuery(values))).unwrap();
    } catch (problem) {
      if (!applyFieldErrors(form, problem)) setFailure(errorMessage(problem, t('failed')));
    }
  });

  return (
    <Card withBorder padding="md" data-testid="availability">
      <Title order={2} size="h4" mb="sm">
        {t('availability.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <StayDates form={form} labels={[t('availability.checkIn'), t('availability.checkOut')]} testIdPrefix="availability" />
          <NumberInput
            label={t('availability.adults')}
            min={1}
            max={20}
            allowDecimal={false}
            required
            {...form.getInputProps('adults')}
            data-testid="availability-adults"
          />
          <TextInput
            label={t('availability.childAges')}
            description={t('availability.childAgesHint')}
            {...form.getInputProps('childAges')}
            error={form.errors.childAges ?? Object.entries(form.errors).find(([key]) => key.startsWith('childAges.'))?.[1]}
            data-testid="availability-child-ages"
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" leftSection={<IconSearch size={16} />} loading={isLoading} data-testid="availability-search">
            {t('availability.search')}
          </Button>
        </Group>
      </form>
      <FormError mt="sm">{failure}</FormError>
      {data && <AvailabilityAnswer answer={data} />}
    </Card>
  );
}

function AvailabilityAnswer({ answer }: { answer: Availability }) {
  const { t } = useTranslation('hotel-profile');
  const rooms = answer.hotels.flatMap((hotel) => hotel.rooms.map((room) => ({ room, currencyCode: hotel.currencyCode })));
  return (
    <Stack gap="sm" mt="md" data-testid="availability-answer" aria-live="polite">
      <Text size="sm">
        {t('availability.stay', {
          checkIn: formatDate(answer.checkIn, 'display'),
          checkOut: formatDate(answer.checkOut, 'display'),
          count: answer.nights,
        })}
      </Text>
      {rooms.length === 0 && (
        <Text fw={600} data-testid="availability-none">
          {t('availability.none')}
        </Text>
      )}
      {rooms.map(({ room, currencyCode }) => (
        <Card key={room.roomInfoID} withBorder padding="sm" data-testid="availability-room">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h5">
              {room.name}
            </Title>
            <Badge variant="light" miw="max-content">
              {t('availability.free', { count: room.free })}
            </Badge>
          </Group>
          {room.rates.map((rate) => (
            <Stack key={rate.roomRateInclusionID} gap={4} mt="xs" data-testid="availability-rate" data-plan={rate.ratePlanCode}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" fw={600}>
                  {rate.ratePlanCode} · {rate.name}
                </Text>
                <Text size="sm" fw={700} data-testid="availability-total">
                  {t('availability.total', { total: money(rate.total, currencyCode) })}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {rate.refundable
                  ? rate.freeCancellationUntil
                    ? t('availability.freeCancellation', { date: formatDate(rate.freeCancellationUntil, 'display') })
                    : t('availability.refundable')
                  : t('availability.nonRefundable')}
                {rate.inclusions.length > 0 && ` · ${rate.inclusions.join(', ')}`}
              </Text>
              <Table.ScrollContainer minWidth={300}>
                <Table fz="xs" withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      {rate.nightly.map((night) => (
                        <Table.Th key={night.date} ta="center">
                          {formatDate(night.date, 'display')}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    <Table.Tr>
                      {rate.nightly.map((night) => (
                        <Table.Td key={night.date} ta="center" data-testid={`night-${night.date}`}>
                          {money(night.price, currencyCode)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ))}
        </Card>
      ))}
    </Stack>
  );
}
