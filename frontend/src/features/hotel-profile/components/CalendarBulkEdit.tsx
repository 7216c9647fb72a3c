import { useState } from 'react';
import { Button, Checkbox, Chip, Divider, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { ISO_WEEKDAYS, updateRoomCalendarSchema, type RoomCalendar } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyFieldErrors, zodFormValidator } from '../../../lib/form';
import { toastSuccess } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { FormError } from '../../../ui/FormError';
import { useUpdateRoomCalendarMutation } from '../hotel-profile.api';
import { countOf, flagOf, minorFromText } from './money-text';
import { DayInput } from '../../../ui/DayInput';

/** A tri-state of the form: '' leaves the dates as they are. */
const TRI = ['', 'true', 'false'] as const;

const valuesOf = (calendar: RoomCalendar) => ({
  from: calendar.days[0]?.date ?? calendar.today,
  to: calendar.days.at(-1)?.date ?? calendar.today,
  weekdays: ISO_WEEKDAYS.map(String),
  room: {
    allotment: '' as string | number,
    stopSell: '',
    releaseDays: '' as string | number,
    releaseDefault: false,
    overbookingAllowance: '' as string | number,
  },
  rates: calendar.rates.map((rate) => ({
    roomRateInclusionID: rate.roomRateInclusionID,
    price: '',
    priceDefault: false,
    stopSell: '',
    minStay: '' as string | number,
    maxStay: '' as string | number,
    closedToArrival: '',
    closedToDeparture: '',
  })),
});
type Values = ReturnType<typeof valuesOf>;

/** The form's values as updateRoomCalendar's body: blanks left out (unchanged), "back to default" as null. */
const bodyOf = (currencyCode: string) => (values: unknown) => {
  const v = values as Values;
  return {
    roomInfoID: undefined as unknown,
    from: v.from,
    to: v.to,
    weekdays: v.weekdays.map(Number).sort(),
    room: {
      allotment: countOf(v.room.allotment),
      stopSell: flagOf(v.room.stopSell),
      releaseDays: v.room.releaseDefault ? null : countOf(v.room.releaseDays),
      overbookingAllowance: countOf(v.room.overbookingAllowance),
    },
    rates: v.rates.map((rate) => {
      const price = minorFromText(rate.price, currencyCode);
      return {
        roomRateInclusionID: rate.roomRateInclusionID,
        price: rate.priceDefault ? null : price === null ? undefined : price,
        stopSell: flagOf(rate.stopSell),
        minStay: countOf(rate.minStay),
        maxStay: countOf(rate.maxStay),
        closedToArrival: flagOf(rate.closedToArrival),
        closedToDeparture: flagOf(rate.closedToDeparture),
      };
    }),
  };
};

/**
 * Bulk edit of a room type's calendar (updateRoomCalendar): a date range, the weekdays it applies
 * to, and only the fields filled in (a blank field stays as it is on each date); per rate a price
 * (or back to the season/base price), stop-sell and restrictions. A year is one request.
 */
export function CalendarBulkEdit({ calendar, onDone }: { calendar: RoomCalendar; onDone: () => void }) {
  const { t } = useTranslation('hotel-profile');
  const [update, { isLoading }] = useUpdateRoomCalendarMutation();
  const [failure, setFailure] = useState('');
  const toBody = (values: Values) => ({ ...bodyOf(calendar.currencyCode)(values), roomInfoID: calendar.roomInfoID });
  const schema = z.preprocess((values) => toBody(values as Values), updateRoomCalendarSchema);
  const form = useForm<Values>({
    initialValues: valuesOf(calendar),
    validate: (values) => {
      const errors = zodFormValidator(schema, t)(values);
      values.rates.forEach((rate, index) => {
        if (!rate.priceDefault && minorFromText(rate.price, calendar.currencyCode) === 'invalid')
          errors[`rates.${index}.price`] = t('bulk.priceInvalid');
      });
      return errors;
    },
  });
  const triOptions = (yes: string, no: string) =>
    TRI.map((value) => ({ value, label: value === '' ? t('bulk.unchanged') : value === 'true' ? yes : no }));

  const submit = form.onSubmit(async (values) => {
    setFailure('');
    try {
      const answer = await update(updateRoomCalendarSchema.parse(toBody(values))).unwrap();
      // One sentence in the UI language, plural by i18next's rules (the API's message says the same).
      toastSuccess(t('bulk.done', { count: answer.daysChanged }));
      onDone();
    } catch (problem) {
      if (!applyFieldErrors(form, problem)) setFailure(errorMessage(problem, t('failed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="calendar-bulk-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DayInput label={t('bulk.from')} required {...form.getInputProps('from')} data-testid="bulk-from" />
          <DayInput label={t('bulk.to')} required {...form.getInputProps('to')} data-testid="bulk-to" />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="bulk-weekdays-label">
            {t('bulk.weekdays')}
          </Text>
          <Chip.Group multiple {...form.getInputProps('weekdays')}>
            <Group gap={6} role="group" aria-labelledby="bulk-weekdays-label">
              {ISO_WEEKDAYS.map((day) => (
                <Chip key={day} value={String(day)} size="sm">
                  {t(`weekdays.${day % 7}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {form.errors.weekdays && (
            <Text size="xs" c="red">
              {form.errors.weekdays}
            </Text>
          )}
        </Stack>

        <Divider label={t('bulk.roomType')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('calendar.allotment')}
            description={t('bulk.maxRooms', { count: calendar.roomCount })}
            min={0}
            max={calendar.roomCount}
            allowDecimal={false}
            {...form.getInputProps('room.allotment')}
            data-testid="bulk-allotment"
          />
          <Select
            label={t('calendar.stopSell')}
            data={triOptions(t('bulk.stop'), t('bulk.sell'))}
            allowDeselect={false}
            {...form.getInputProps('room.stopSell')}
            data-testid="bulk-stop-sell"
          />
          <NumberInput
            label={t('bulk.releaseDays')}
            description={t('bulk.releaseDefault', { count: calendar.releaseDays })}
            min={0}
            allowDecimal={false}
            disabled={form.values.room.releaseDefault}
            {...form.getInputProps('room.releaseDays')}
          />
          <NumberInput
            label={t('bulk.overbooking')}
            min={0}
            allowDecimal={false}
            {...form.getInputProps('room.overbookingAllowance')}
          />
          <Checkbox label={t('bulk.releaseBack')} {...form.getInputProps('room.releaseDefault', { type: 'checkbox' })} />
        </SimpleGrid>

        {calendar.rates.map((rate, index) => (
          <Stack key={rate.roomRateInclusionID} gap="xs" data-testid={`bulk-rate-${rate.ratePlanCode}`}>
            <Divider label={`${rate.ratePlanCode} · ${rate.name}`} labelPosition="left" />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <TextInput
                label={t('bulk.price', { currency: calendar.currencyCode })}
                inputMode="decimal"
                disabled={form.values.rates[index]!.priceDefault}
                {...form.getInputProps(`rates.${index}.price`)}
                data-testid="bulk-price"
              />
              <Select
                label={t('calendar.stopSell')}
                data={triOptions(t('bulk.stop'), t('bulk.sell'))}
                allowDeselect={false}
                {...form.getInputProps(`rates.${index}.stopSell`)}
                data-testid="bulk-rate-stop-sell"
              />
              <NumberInput
                label={t('bulk.minStay')}
                min={1}
                allowDecimal={false}
                {...form.getInputProps(`rates.${index}.minStay`)}
              />
              <NumberInput
                label={t('bulk.maxStay')}
                min={1}
                allowDecimal={false}
                {...form.getInputProps(`rates.${index}.maxStay`)}
              />
              <Select
                label={t('bulk.cta')}
                data={triOptions(t('yes'), t('no'))}
                allowDeselect={false}
                {...form.getInputProps(`rates.${index}.closedToArrival`)}
              />
              <Select
                label={t('bulk.ctd')}
                data={triOptions(t('yes'), t('no'))}
                allowDeselect={false}
                {...form.getInputProps(`rates.${index}.closedToDeparture`)}
              />
            </SimpleGrid>
            <Checkbox label={t('bulk.priceBack')} {...form.getInputProps(`rates.${index}.priceDefault`, { type: 'checkbox' })} />
          </Stack>
        ))}

        <FormError>{failure}</FormError>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={isLoading} data-testid="bulk-save">
            {t('bulk.save')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('bulk.hint')}
        </Text>
      </Stack>
    </form>
  );
}
