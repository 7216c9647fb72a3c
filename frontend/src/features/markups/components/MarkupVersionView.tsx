import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CABIN_CLASS,
  CUSTOMER_TYPE,
  labelOf,
  MARKUP_BASIS,
  MARKUP_PAYMENT_TYPE,
  PRODUCT_TYPE,
  STAR_RATING,
  formatMinor,
  type MarkupDetail,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../ui/columns';
import { DataTable } from '../../../ui/DataTable';
import { formatDate } from '../../../ui/dates';
import { LoadError } from '../../../ui/LoadError';
import { PageLoader } from '../../../ui/PageLoader';
import { StatusChip } from '../../../ui/StatusChip';
import { useLanguage } from '../../../ui/useLanguage';
import { useMarkupDetailQuery } from '../markups.api';
import { feeBasisLabel } from '../../service-fees';
import { AMOUNT_AS, valueText } from '../markup-words';

type Row = MarkupDetail['rows'][number];
const column = columnsOf<Row>();

/** One version of a mark-up, its whole definition read-only (GetMarkupDetail with `version`). */
export function MarkupVersionView({ markupID, version }: { markupID: string; version: number }) {
  const { t } = useTranslation('markups');
  const language = useLanguage();
  const { data: markup, error, refetch } = useMarkupDetailQuery({ markupID, version });
  if (error) return <LoadError error={error} onRetry={refetch} />;
  if (!markup) return <PageLoader />;
  const amount = (minor: number | null) => (minor === null ? t('form.serviceFeeSetup') : formatMinor(minor, AMOUNT_AS));
  const facts: [string, string][] = [
    [t('fields.name'), markup.name],
    [t('fields.productType'), labelOf(PRODUCT_TYPE, markup.productType, language)],
    [t('fields.group'), markup.markupGroupName],
    [t('fields.customerType'), labelOf(CUSTOMER_TYPE, markup.customerType, language)],
    [t('fields.basedOn'), labelOf(MARKUP_BASIS, markup.basedOn, language)],
    [t('fields.feeBasis'), feeBasisLabel(markup, language)],
    [t('fields.paymentType'), labelOf(MARKUP_PAYMENT_TYPE, markup.paymentType, language)],
    [t('fields.validFrom'), formatDate(markup.validFrom, 'display')],
    [t('fields.validTo'), markup.validTo ? formatDate(markup.validTo, 'display') : t('fields.openEnded')],
    [t('history.changedBy'), markup.changedBy?.name ?? t('history.system')],
    [t('history.changedAt'), formatDate(markup.changedAt, 'displayDateTime')],
  ];
  return (
    <Stack gap="md" data-testid="markup-version-view" data-version={markup.version}>
      <Group gap="xs">
        <Badge variant="light" miw="max-content">
          {t('version.of', { version: markup.version, current: markup.currentVersion })}
        </Badge>
        <StatusChip
          label={markup.active ? t('status.active') : t('status.inactive')}
          tone={markup.active ? 'success' : 'error'}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <DataTable
        rows={markup.rows}
        rowKey={(row) => `${row.cabinClass ?? ''}${row.starRating ?? ''}`}
        minWidth={420}
        testId="markup-version-rows"
        columns={[
          !markup.sameForAll &&
            (markup.productType === 'hotel'
              ? column.text('starRating', t('form.starRating'), {
                  value: (row) => labelOf(STAR_RATING, row.starRating, language),
                })
              : column.text('cabinClass', t('form.cabinClass'), {
                  value: (row) => labelOf(CABIN_CLASS, row.cabinClass, language),
                })),
          markup.sameForAll && column.text('all', t('form.appliesTo'), { value: () => t('form.sameForAll') }),
          column.text('value', t('fields.value'), { value: (row) => valueText(markup.basedOn, row.value), align: 'right' }),
          column.text('serviceFee', t('form.serviceFee'), { value: (row) => amount(row.serviceFee), align: 'right' }),
          column.text('maintenanceFee', t('form.maintenanceFee'), { value: (row) => amount(row.maintenanceFee), align: 'right' }),
        ]}
      />
      <div>
        <Text size="xs" c="dimmed">
          {t('history.reason')}
        </Text>
        <Text size="sm" data-testid="markup-version-reason">
          {markup.reason ?? '—'}
        </Text>
      </div>
    </Stack>
  );
}
