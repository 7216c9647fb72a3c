import { useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Paper, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconEdit } from '@tabler/icons-react';
import dayjs from 'dayjs';
import {
  MONTH_ABBREVIATIONS,
  PERMISSIONS,
  type CalendarRateDay,
  type CalendarRoomDay,
  type Hotel,
  type RoomCalendar,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/hooks';
import { LoadError } from '../../../ui/LoadError';
import { money } from '../../../ui/money';
import { PageLoader } from '../../../ui/PageLoader';
import { useDialog } from '../../../ui/Dialog';
import { businessToday, formatDate } from '../../../ui/dates';
import { currentLanguage } from '../../../ui/useLanguage';
import { useRoomListQuery } from '../../hotels';
import { useRoomCalendarQuery } from '../hotel-profile.api';
import { AvailabilityCheck } from './AvailabilityCheck';
import { CalendarBulkEdit } from './CalendarBulkEdit';
import { RateSeasons } from './RateSeasons';

const ISO = 'YYYY-MM-DD';

/**
 * The calendar of one room type, a month at a time: per date its allotment, held, sold, free and
 * stop-sell, and per rate the night's price (marked D: a price of the date, S: a season's, B: the
 * base rate) with its restrictions. Wide screens get a grid (dates across, scrolling sideways);
 * a phone a list of dates. Bulk edit and seasons for those allowed; availability for everyone.
 */
export function CalendarTab({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation('hotel-profile');
  const { data: rooms, error: roomsError, isLoading: roomsLoading, refetch: refetchRooms } = useRoomListQuery(hotel.hotelID);
  const [chosenRoom, setChosenRoom] = useState<string | null>(null);
  const [month, setMonth] = useState(() => businessToday().startOf('month'));
  const roomInfoID = chosenRoom ?? rooms?.[0]?.roomInfoID ?? null;
  // The month before (-1) or after (1) the one shown.
  const monthStep = (months: number, label: string, icon: ReactNode) => (
    <ActionIcon variant="default" size="lg" aria-label={label} onClick={() => setMonth(month.add(months, 'month'))}>
      {icon}
    </ActionIcon>
  );

  if (roomsLoading) return <PageLoader />;
  if (!rooms) return <LoadError error={roomsError} onRetry={refetchRooms} />;

  return (
    <Stack gap="lg">
      {rooms.length === 0 ? (
        <Text c="dimmed">{t('calendar.noRooms')}</Text>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Select
              label={t('calendar.roomType')}
              data={rooms.map((room) => ({ value: room.roomInfoID, label: `${room.name} (${room.code})` }))}
              value={roomInfoID}
              onChange={setChosenRoom}
              allowDeselect={false}
              data-testid="calendar-room"
              style={{ flex: '1 1 220px', maxWidth: 360 }}
            />
            <Group gap={4} wrap="nowrap">
              {monthStep(-1, t('calendar.previousMonth'), <IconChevronLeft size={16} />)}
              <Text fw={600} miw={110} ta="center" data-testid="calendar-month">
                {MONTH_ABBREVIATIONS[currentLanguage()][month.month()]} {month.year()}
              </Text>
              {monthStep(1, t('calendar.nextMonth'), <IconChevronRight size={16} />)}
            </Group>
          </Group>
          {roomInfoID && <RoomMonth roomInfoID={roomInfoID} from={month.format(ISO)} to={month.endOf('month').format(ISO)} />}
        </Stack>
      )}
      <AvailabilityCheck hotel={hotel} />
    </Stack>
  );
}

function RoomMonth({ roomInfoID, from, to }: { roomInfoID: string; from: string; to: string }) {
  const { t } = useTranslation('hotel-profile');
  const can = useCan();
  const phone = useMediaQuery('(max-width: 48em)');
  // currentData: another month's days are never shown under this month's heading while it loads.
  const { currentData: data, error, isFetching, refetch } = useRoomCalendarQuery({ roomInfoID, from, to });
  const [openDialog, dialog] = useDialog();

  if (!data) return isFetching ? <PageLoader /> : <LoadError error={error} onRetry={refetch} />;

  const bulkEdit = () =>
    openDialog({
      title: t('bulk.title', { room: data.roomName }),
      size: 'xl',
      render: (close) => <CalendarBulkEdit calendar={data} onDone={close} />,
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t('calendar.summary', { rooms: data.roomCount, release: data.releaseDays, currency: data.currencyCode })}
        </Text>
        {can(PERMISSIONS.hotelRoomsEdit) && (
          <Button leftSection={<IconEdit size={16} />} onClick={bulkEdit} data-testid="calendar-bulk-edit">
            {t('bulk.open')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('calendar.legend')}
      </Text>
      {phone ? <CalendarList calendar={data} /> : <CalendarGrid calendar={data} />}
      {data.rates.map((rate) => (
        <RateSeasons key={rate.roomRateInclusionID} rate={rate} currencyCode={data.currencyCode} />
      ))}
      {dialog}
    </Stack>
  );
}

/** A rate's restrictions of one night, shortly: 'min 2', 'max 7', CTA, CTD, stop-sell. */
function useRestrictions() {
  const { t } = useTranslation('hotel-profile');
  return (day: CalendarRateDay) =>
    [
      day.minStay > 1 && t('calendar.minStay', { count: day.minStay }),
      day.maxStay !== null && t('calendar.maxStay', { count: day.maxStay }),
      day.closedToArrival && t('calendar.cta'),
      day.closedToDeparture && t('calendar.ctd'),
    ].filter(Boolean) as string[];
}

function SourceMark({ source }: { source: CalendarRateDay['priceSource'] }) {
  const { t } = useTranslation('hotel-profile');
  return (
    <Tooltip label={t(`calendar.source.${source}`)}>
      <Badge
        size="xs"
        variant={source === 'BASE' ? 'outline' : 'light'}
        color={source === 'DAY' ? 'grape' : source === 'SEASON' ? 'teal' : 'gray'}
        aria-label={t(`calendar.source.${source}`)}
        data-testid="price-source"
      >
        {t(`calendar.sourceShort.${source}`)}
      </Badge>
    </Tooltip>
  );
}

/** A rate's night after its price: where the price comes from, stop-sell and the restrictions. */
function DayMarks({ day, nowrap = false }: { day: CalendarRateDay; nowrap?: boolean }) {
  const { t } = useTranslation('hotel-profile');
  const restrictions = useRestrictions();
  return (
    <>
      <SourceMark source={day.priceSource} />
      {day.stopSell && (
        <Badge color="red" size="xs">
          {t('calendar.stop')}
        </Badge>
      )}
      {restrictions(day).map((text) => (
        <Text key={text} size="xs" c="dimmed" style={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
          {text}
        </Text>
      ))}
    </>
  );
}

const ROOM_ROWS = ['allotment', 'held', 'sold', 'free'] as const satisfies readonly (keyof CalendarRoomDay)[];

/** Dates across, one row per figure; the first column stays while the grid scrolls sideways. */
function CalendarGrid({ calendar }: { calendar: RoomCalendar }) {
  const { t } = useTranslation('hotel-profile');
  const sticky = { position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1, minWidth: 150 } as const;
  const past = (date: string) => date < calendar.today;
  return (
    <Paper withBorder>
      {/* Focusable, so keyboard users can scroll the month sideways. */}
      <Table.ScrollContainer
        minWidth={600}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t('calendar.gridLabel', { room: calendar.roomName })}
      >
        <Table withColumnBorders striped data-testid="calendar-grid" fz="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={sticky}>{t('calendar.date')}</Table.Th>
              {calendar.days.map((day) => (
                <Table.Th key={day.date} ta="center" c={past(day.date) ? 'dimmed' : undefined} data-date={day.date}>
                  <div>{t(`weekdays.${dayjs(day.date).day()}`)}</div>
                  <div>{day.date.slice(8)}</div>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROOM_ROWS.map((row) => (
              <Table.Tr key={row}>
                <Table.Th style={sticky}>{t(`calendar.${row}`)}</Table.Th>
                {calendar.days.map((day) => (
                  <Table.Td
                    key={day.date}
                    ta="center"
                    fw={row === 'free' ? 700 : undefined}
                    data-testid={`cell-${row}-${day.date}`}
                  >
                    {day[row]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th style={sticky}>{t('calendar.stopSell')}</Table.Th>
              {calendar.days.map((day) => (
                <Table.Td key={day.date} ta="center" data-testid={`cell-stop-${day.date}`}>
                  {day.stopSell ? (
                    <Badge color="red" size="xs">
                      {t('calendar.stop')}
                    </Badge>
                  ) : (
                    ''
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
            {calendar.rates.map((rate) => (
              <Table.Tr key={rate.roomRateInclusionID}>
                <Table.Th style={sticky}>
                  {rate.ratePlanCode}
                  <Text size="xs" c="dimmed" fw={400}>
                    {rate.name}
                  </Text>
                </Table.Th>
                {rate.days.map((day) => (
                  <Table.Td key={day.date} ta="center" data-testid={`cell-rate-${rate.ratePlanCode}-${day.date}`}>
                    <Stack gap={2} align="center">
                      <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                        {money(day.price, calendar.currencyCode).replace(`${calendar.currencyCode} `, '')}
                      </Text>
                      <DayMarks day={day} nowrap />
                    </Stack>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** A phone's view: one card per date, the room type's figures then each rate's price and restrictions. */
function CalendarList({ calendar }: { calendar: RoomCalendar }) {
  const { t } = useTranslation('hotel-profile');
  return (
    <Stack gap="xs" data-testid="calendar-list">
      {calendar.days.map((day, index) => (
        <Card key={day.date} withBorder padding="xs" data-testid={`day-${day.date}`}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Title order={3} size="h6">
              {t(`weekdays.${dayjs(day.date).day()}`)} {formatDate(day.date, 'display')}
            </Title>
            {day.stopSell && (
              <Badge color="red" size="sm">
                {t('calendar.stopSell')}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {t('calendar.dayFigures', { free: day.free, allotment: day.allotment, held: day.held, sold: day.sold })}
          </Text>
          {calendar.rates.map((rate) => {
            const rateDay = rate.days[index]!;
            return (
              <Group key={rate.roomRateInclusionID} gap={6} wrap="wrap">
                <Text size="sm" fw={600}>
                  {rate.ratePlanCode}
                </Text>
                <Text size="sm">{money(rateDay.price, calendar.currencyCode)}</Text>
                <DayMarks day={rateDay} />
              </Group>
            );
          })}
        </Card>
      ))}
    </Stack>
  );
}
