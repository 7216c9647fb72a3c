import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { createRateSeasonSchema, ISO_WEEKDAYS, PERMISSIONS, type RateSeason, type RoomCalendar } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { applyFieldErrors, zodFormValidator } from '../../../lib/form';
import { toastError, toastSuccess } from '../../../lib/toast';
import { columnsOf } from '../../../ui/columns';
import { DataTable, queryRows } from '../../../ui/DataTable';
import { useDialog } from '../../../ui/Dialog';
import { FormError } from '../../../ui/FormError';
import { money } from '../../../ui/money';
import { useConfirm } from '../../../ui/resource';
import {
  useCreateRateSeasonMutation,
  useDeleteRateSeasonMutation,
  useRateSeasonsQuery,
  useUpdateRateSeasonMutation,
} from '../hotel-profile.api';
import { minorFromText, textFromMinor } from './money-text';
import { DayInput } from '../../../ui/DayInput';
import { TipAction } from '../../../ui/IconAction';

type CalendarRate = RoomCalendar['rates'][number];
const column = columnsOf<RateSeason>();

/** A rate's seasons (date ranges with a price per weekday; blank weekdays keep the base rate): list, add, change, delete. */
export function RateSeasons({ rate, currencyCode }: { rate: CalendarRate; currencyCode: string }) {
  const { t } = useTranslation('hotel-profile');
  const can = useCan();
  const seasons = useRateSeasonsQuery(rate.roomRateInclusionID);
  const [remove] = useDeleteRateSeasonMutation();
  const [openDialog, dialog] = useDialog();
  const [confirm, confirmDialog] = useConfirm();
  const weekdayName = (day: number) => t(`weekdays.${day % 7}`);

  const edit = (season?: RateSeason) =>
    openDialog({
      title: season ? t('seasons.editTitle', { name: season.name }) : t('seasons.addTitle', { code: rate.ratePlanCode }),
      size: 'lg',
      render: (close) => <SeasonForm rate={rate} currencyCode={currencyCode} season={season} onDone={close} />,
    });
  const drop = async (season: RateSeason) => {
    const ok = await confirm({
      title: t('seasons.deleteTitle'),
      message: t('seasons.deleteMessage', { name: season.name }),
      confirmLabel: t('seasons.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      toastSuccess(
        (await remove({ rateSeasonID: season.rateSeasonID, roomRateInclusionID: rate.roomRateInclusionID }).unwrap()).message,
      );
    } catch (problem) {
      toastError(errorMessage(problem, t('failed')));
    }
  };

  return (
    <Card withBorder padding="sm" data-testid={`seasons-${rate.ratePlanCode}`}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h5">
          {t('seasons.title', { code: rate.ratePlanCode, name: rate.name })}
        </Title>
        {can(PERMISSIONS.hotelRoomsCreate) && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => edit()} data-testid="season-add">
            {t('seasons.add')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        {t('seasons.base', { price: money(rate.baseRate, currencyCode) })}
      </Text>
      <DataTable
        {...queryRows(seasons)}
        rowKey={(season) => season.rateSeasonID}
        withBorder={false}
        emptyText={t('seasons.empty')}
        columns={[
          column.text('name', t('seasons.name')),
          column.date('startsOn', t('seasons.startsOn'), { format: 'display' }),
          column.date('endsOn', t('seasons.endsOn'), { format: 'display' }),
          column.text('weekdayPrices', t('seasons.prices'), {
            value: (season) =>
              season.weekdayPrices
                .map(
                  (price, i) =>
                    `${weekdayName(ISO_WEEKDAYS[i]!)} ${price === null ? t('seasons.basePrice') : money(price, currencyCode)}`,
                )
                .join(' · '),
          }),
        ]}
        actionsLabel={t('actions')}
        actions={(season) => (
          <Group gap={4} wrap="nowrap">
            {can(PERMISSIONS.hotelRoomsEdit) && (
              <TipAction label={t('seasons.edit')} of={season.name} icon={IconPencil} onClick={() => edit(season)} />
            )}
            {can(PERMISSIONS.hotelRoomsDelete) && (
              <TipAction
                label={t('seasons.delete')}
                of={season.name}
                icon={IconTrash}
                color="red"
                onClick={() => void drop(season)}
              />
            )}
          </Group>
        )}
      />
      {dialog}
      {confirmDialog}
    </Card>
  );
}

function SeasonForm({
  rate,
  currencyCode,
  season,
  onDone,
}: {
  rate: CalendarRate;
  currencyCode: string;
  season?: RateSeason;
  onDone: () => void;
}) {
  const { t } = useTranslation('hotel-profile');
  const [create, creating] = useCreateRateSeasonMutation();
  const [update, updating] = useUpdateRateSeasonMutation();
  const [failure, setFailure] = useState('');
  const initialValues = {
    name: season?.name ?? '',
    startsOn: season?.startsOn ?? '',
    endsOn: season?.endsOn ?? '',
    weekdayPrices: ISO_WEEKDAYS.map((_, i) => textFromMinor(season?.weekdayPrices[i], currencyCode)),
  };
  type Values = typeof initialValues;
  const toBody = (v: Values) => ({
    roomRateInclusionID: rate.roomRateInclusionID,
    name: v.name,
    startsOn: v.startsOn,
    endsOn: v.endsOn,
    weekdayPrices: v.weekdayPrices.map((text) => minorFromText(text, currencyCode)),
  });
  const schema = z.preprocess((v) => toBody(v as Values), createRateSeasonSchema);
  const form = useForm<Values>({
    initialValues,
    validate: (values) => {
      const errors = zodFormValidator(schema, t)(values);
      values.weekdayPrices.forEach((text, i) => {
        if (minorFromText(text, currencyCode) === 'invalid') errors[`weekdayPrices.${i}`] = t('bulk.priceInvalid');
      });
      return errors;
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure('');
    const body = createRateSeasonSchema.parse(toBody(values));
    try {
      const answer = season ? await update({ ...body, rateSeasonID: season.rateSeasonID }).unwrap() : await create(body).unwrap();
      toastSuccess(answer.message);
      onDone();
    } catch (problem) {
      if (!applyFieldErrors(form, problem)) setFailure(errorMessage(problem, t('failed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="season-form">
      <Stack gap="md">
        <TextInput label={t('seasons.name')} required {...form.getInputProps('name')} data-testid="season-name" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DayInput label={t('seasons.startsOn')} required {...form.getInputProps('startsOn')} data-testid="season-starts" />
          <DayInput label={t('seasons.endsOn')} required {...form.getInputProps('endsOn')} data-testid="season-ends" />
        </SimpleGrid>
        <Text size="sm">{t('seasons.pricesHint', { currency: currencyCode })}</Text>
        {form.errors.weekdayPrices && (
          <Text size="xs" c="red">
            {form.errors.weekdayPrices}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {ISO_WEEKDAYS.map((day, i) => (
            <TextInput
              key={day}
              label={t(`weekdays.${day % 7}`)}
              inputMode="decimal"
              placeholder={t('seasons.basePrice')}
              {...form.getInputProps(`weekdayPrices.${i}`)}
              data-testid={`season-price-${day}`}
            />
          ))}
        </SimpleGrid>
        <FormError>{failure}</FormError>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={creating.isLoading || updating.isLoading} data-testid="season-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
