import { Anchor, Badge, Button, Card, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconList } from '@tabler/icons-react';
import {
  businessDate,
  CURRENCY_CODES,
  CUSTOMER_TYPE,
  DEFAULT_CURRENCY,
  labelOf,
  PERMISSIONS,
  PRODUCT_TYPE,
  SCREEN_PATHS,
  type CustomerType,
  type ProductType,
  type ServiceFeeOverview,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../app/hooks';
import { DataTable } from '../../../ui/DataTable';
import { dayjsFormat, formatDate } from '../../../ui/dates';
import { PageHeader } from '../../../ui/PageHeader';
import { useLanguage } from '../../../ui/useLanguage';
import { useServiceFeeOverviewQuery } from '../service-fees.api';
import { feeBasisLabel, feeValueText, setupPath } from './fee-words';

type Cell = ServiceFeeOverview['rows'][number];
const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: code }));

/**
 * /service-fee-overview (service-fees.view): for a day (today in Malaysia unless `?date=`) and a
 * currency (`?currencyCode=`, MYR by default), the fee in force for each product and sales channel
 * (a product per row, a channel per column; a card per pair on a phone), with how many versions
 * start later. Each links to its edit screen, or to adding one where none is in force.
 */
export function ServiceFeeOverviewPage() {
  const { t } = useTranslation('service-fees');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || businessDate(new Date());
  const currencyCode = params.get('currencyCode') || DEFAULT_CURRENCY;
  const overview = useServiceFeeOverviewQuery({ date, currencyCode });
  const cells = overview.data?.rows ?? [];
  const cellOf = (productType: ProductType, channel: CustomerType) =>
    cells.find((cell) => cell.productType === productType && cell.channel === channel);
  // A product's fee in force for one channel: a cell of the table, the body of a phone's card.
  const feeInForce = (productType: ProductType, channel: CustomerType) => (
    <FeeInForce cell={cellOf(productType, channel)} productType={productType} channel={channel} currencyCode={currencyCode} />
  );
  const change = (key: 'date' | 'currencyCode', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const none = overview.data !== undefined && cells.every((cell) => cell.inEffect === null && cell.upcoming === 0);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('overview.title')}
        description={t('overview.subtitle')}
        actions={
          <Button component={Link} to={SCREEN_PATHS.serviceFees} variant="default" leftSection={<IconList size={16} />}>
            {t('overview.allFees')}
          </Button>
        }
      />
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} maw={560}>
          <DatePickerInput
            label={t('overview.date')}
            value={date}
            onChange={(value) => change('date', value)}
            valueFormat={dayjsFormat('display')}
            popoverProps={{ withinPortal: true }}
            data-testid="overview-date"
          />
          <Select
            label={t('fields.currencyCode')}
            data={CURRENCY_OPTIONS}
            value={currencyCode}
            onChange={(value) => change('currencyCode', value)}
            searchable
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="overview-currency"
          />
        </SimpleGrid>
      </Paper>
      {none && (
        <Text c="dimmed" data-testid="overview-empty">
          {t('overview.empty', { currency: currencyCode, date: formatDate(date, 'display') })}
        </Text>
      )}
      <Stack visibleFrom="sm">
        <DataTable
          rows={PRODUCT_TYPE.map((product) => product.code)}
          rowKey={(productType) => productType}
          loading={overview.isLoading}
          error={overview.error}
          onRetry={overview.refetch}
          minWidth={640}
          testId="overview-table"
          rowProps={(productType) => ({ 'data-product': productType })}
          columns={[
            {
              key: 'productType',
              header: t('fields.productType'),
              render: (productType) => (
                <Text size="sm" fw={500}>
                  {labelOf(PRODUCT_TYPE, productType, language)}
                </Text>
              ),
            },
            ...CUSTOMER_TYPE.map(({ code: channel }) => ({
              key: channel,
              header: labelOf(CUSTOMER_TYPE, channel, language),
              render: (productType: ProductType) => feeInForce(productType, channel),
            })),
          ]}
        />
      </Stack>
      <Stack hiddenFrom="sm" gap="sm" data-testid="overview-cards">
        {overview.isLoading || overview.error
          ? // The table above says it (loading rows, the error and a retry), on a phone too.
            null
          : PRODUCT_TYPE.flatMap(({ code: productType }) =>
              CUSTOMER_TYPE.map(({ code: channel }) => (
                <Card key={`${productType}-${channel}`} withBorder padding="sm" data-product={productType} data-channel={channel}>
                  <Text fw={600} size="sm" mb={4}>
                    {labelOf(PRODUCT_TYPE, productType, language)} · {labelOf(CUSTOMER_TYPE, channel, language)}
                  </Text>
                  {feeInForce(productType, channel)}
                </Card>
              )),
            )}
      </Stack>
    </Stack>
  );
}

/** One product and channel: the fee in force (value, basis, version, until when) or none, what starts later, a link. */
function FeeInForce({
  cell,
  productType,
  channel,
  currencyCode,
}: {
  cell?: Cell;
  productType: ProductType;
  channel: CustomerType;
  currencyCode: string;
}) {
  const { t } = useTranslation('service-fees');
  const language = useLanguage();
  const can = useCan();
  const fee = cell?.inEffect ?? null;
  const upcoming = cell?.upcoming ?? 0;
  const name = `${labelOf(PRODUCT_TYPE, productType, language)} ${channel}`;
  const addPath = `${SCREEN_PATHS.addServiceFee}?${new URLSearchParams({ productType, channel, currencyCode }).toString()}`;
  return (
    <Stack gap={2} data-testid={`overview-${productType}-${channel}`}>
      {fee ? (
        <>
          <Text size="sm" fw={600} data-testid="overview-value">
            {feeValueText(fee)}
          </Text>
          <Text size="xs">{feeBasisLabel(fee, language)}</Text>
          <Text size="xs" c="dimmed">
            {fee.validTo
              ? t('overview.version', { version: fee.version, until: formatDate(fee.validTo, 'display') })
              : t('overview.versionOpen', { version: fee.version })}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('overview.noFee')}
        </Text>
      )}
      <Group gap="xs" mt={2}>
        {upcoming > 0 && (
          <Badge size="sm" variant="light" color="gray" data-testid="overview-upcoming">
            {t('overview.upcoming', { count: upcoming })}
          </Badge>
        )}
        {fee && can(PERMISSIONS.serviceFeesEdit) && (
          <Anchor
            component={Link}
            to={setupPath(fee)}
            size="sm"
            aria-label={t('overview.editOf', { name })}
            data-testid="overview-edit"
          >
            {t('overview.edit')}
          </Anchor>
        )}
        {!fee && can(PERMISSIONS.serviceFeesCreate) && (
          <Anchor component={Link} to={addPath} size="sm" aria-label={t('overview.addOf', { name })} data-testid="overview-add">
            {t('overview.add')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
