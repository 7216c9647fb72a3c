import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MEAL_PLAN, PERMISSIONS, screenPath, SCREEN_PATHS, type Hotel, type RoomRate } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { columnsOf } from '../../../ui/columns';
import { DataTable } from '../../../ui/DataTable';
import { useConfirm } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { useDeleteRatePlanMutation, useRoomRateListQuery } from '../../hotels';
import { LinkButton } from '../../../ui/LinkButton';

/** A rate as the plan's table shows it (the columns read top-level fields). */
const rowOf = (rate: RoomRate) => ({
  roomRateInclusionID: rate.roomRateInclusionID,
  roomInfoID: rate.roomInfoID,
  roomName: rate.roomName,
  name: rate.info.name,
  mealPlan: rate.info.mealPlan,
  baseRate: rate.pricing.baseRate,
  currencyCode: rate.pricing.currencyCode,
  refundable: rate.condition.refundable,
  active: rate.info.active,
});
type PlanRow = ReturnType<typeof rowOf>;
const column = columnsOf<PlanRow>();
/** The largest page the API gives; a hotel with more rates shows the first ones and says so. */
const PAGE = 50;

/** The hotel's rates grouped by rate plan code (a plan spans room types); a whole plan is deleted after confirmation. */
export function RatePlansTab({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation('hotel-profile');
  const language = useLanguage();
  const can = useCan();
  const { data, error, isLoading, refetch } = useRoomRateListQuery({
    pageSize: PAGE,
    curPageIndex: 1,
    hotelID: hotel.hotelID,
    sortKey: 'ratePlanCode',
  });
  const [deletePlan] = useDeleteRatePlanMutation();
  const [confirm, confirmDialog] = useConfirm();

  const plans = new Map<string, PlanRow[]>();
  for (const rate of data?.items ?? [])
    plans.set(rate.info.ratePlanCode, [...(plans.get(rate.info.ratePlanCode) ?? []), rowOf(rate)]);

  const drop = async (ratePlanCode: string, count: number) => {
    const ok = await confirm({
      title: t('ratePlans.deleteTitle', { code: ratePlanCode }),
      message: t('ratePlans.deleteMessage', { code: ratePlanCode, count }),
      confirmLabel: t('ratePlans.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      toastSuccess((await deletePlan({ hotelID: hotel.hotelID, ratePlanCode }).unwrap()).message);
    } catch (problem) {
      toastError(errorMessage(problem, t('failed')));
    }
  };

  const columns = [
    column.link('roomName', t('ratePlans.roomType'), (rate) => screenPath('roomProfile', rate.roomInfoID)),
    column.text('name', t('ratePlans.name')),
    column.enumeration('mealPlan', t('ratePlans.mealPlan'), MEAL_PLAN, language),
    column.money('baseRate', t('ratePlans.baseRate'), { align: 'right' }),
    column.text('refundable', t('ratePlans.refundable'), { value: (rate) => (rate.refundable ? t('yes') : t('no')) }),
    column.active('active', t('status'), [t('active'), t('inactive')]),
  ];

  return (
    <Stack gap="md" data-testid="rate-plans">
      {can(PERMISSIONS.hotelRoomsCreate) && (
        <Group justify="flex-end">
          <LinkButton to={`${SCREEN_PATHS.createRoomRate}?hotelID=${hotel.hotelID}`} icon={<IconPlus size={16} />}>
            {t('ratePlans.add')}
          </LinkButton>
        </Group>
      )}
      {data && data.total > PAGE && (
        <Alert color="blue" variant="light">
          {t('ratePlans.partial', { shown: PAGE, total: data.total })}
        </Alert>
      )}
      {!isLoading && !error && plans.size === 0 && <Text c="dimmed">{t('ratePlans.empty')}</Text>}
      {(isLoading || error !== undefined) && (
        <DataTable rows={[]} rowKey={() => ''} columns={columns} loading={isLoading} error={error} onRetry={refetch} />
      )}
      {[...plans].map(([code, rates]) => (
        <Card key={code} withBorder padding="sm" data-testid={`rate-plan-${code}`}>
          <Group justify="space-between" mb="xs" wrap="wrap">
            <Title order={2} size="h4">
              {t('ratePlans.plan', { code, count: rates.length })}
            </Title>
            {can(PERMISSIONS.hotelRoomsDelete) && (
              <Button
                variant="light"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={() => void drop(code, rates.length)}
                data-testid={`delete-rate-plan-${code}`}
              >
                {t('ratePlans.delete')}
              </Button>
            )}
          </Group>
          <DataTable rows={rates} rowKey={(rate) => rate.roomRateInclusionID} columns={columns} withBorder={false} />
        </Card>
      ))}
      {confirmDialog}
    </Stack>
  );
}
