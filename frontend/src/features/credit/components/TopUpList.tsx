import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconBan, IconCheck, IconFileSearch, IconPlus, IconX } from '@tabler/icons-react';
import {
  formatMessage,
  labelOf,
  optionsOf,
  PAYMENT_METHOD,
  PERMISSIONS,
  TOP_UP_PAYMENT_TYPE,
  TOP_UP_STATUS,
  type TopUpItem,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../ui/columns';
import { FileViewer } from '../../../ui/FileViewer';
import { money } from '../../../ui/money';
import { useReasonDialog } from '../../../ui/ReasonDialog';
import { ResourceList } from '../../../ui/resource';
import { StatusChip } from '../../../ui/StatusChip';
import { useLanguage } from '../../../ui/useLanguage';
import { creditApi, slipDownloadPath, useCancelTopUpMutation, useProcessTopUpMutation } from '../credit.api';
import { addTopUpPath, type TopUpTab } from '../paths';

const column = columnsOf<TopUpItem>();
/** The queue is worked oldest first; decided ones show the latest decision first. */
export const PENDING_SORT = { key: 'requestedAt', order: 'asc' } as const;
const DECIDED_SORT = { key: 'decidedAt', order: 'desc' } as const;
const pending = (row: TopUpItem) => row.status !== 'PEND';

/**
 * Top-ups of one status (a tab of /credit/credit-topups-payments): filters, paging and sort in the
 * URL, the slip through its authorized download, and for approvers approve, reject with a reason
 * and undo of an approved one, each confirmed first. New requests arrive live (routes.tsx).
 */
export function TopUpList({ status, organizationScoped }: { status: TopUpTab; organizationScoped: boolean }) {
  const { t } = useTranslation('credit');
  const language = useLanguage();
  const [processTopUp] = useProcessTopUpMutation();
  const [cancelTopUp] = useCancelTopUpMutation();
  const [askReason, reasonDialog] = useReasonDialog();
  const [slipOf, setSlipOf] = useState<TopUpItem | null>(null);
  const describe = (row: TopUpItem) => ({
    amount: money(row.amount, row.currencyCode),
    organization: row.organizationName ?? '',
    reference: row.bankInReference,
  });
  const payment = (row: TopUpItem) => [
    labelOf(TOP_UP_PAYMENT_TYPE, row.paymentType, language),
    labelOf(PAYMENT_METHOD, row.paymentMethod, language),
  ];
  const statusText = (row: TopUpItem) =>
    `${labelOf(TOP_UP_STATUS, row.status, language)}${row.undone ? ` (${t('status.undone')})` : ''}`;
  const decide = (action: 'REJECT' | 'UNDO') => async (row: TopUpItem) => {
    const key = action === 'REJECT' ? 'reject' : 'undo';
    const reason = await askReason({
      title: t(`decision.${key}Title`),
      message: t(`decision.${key}Text`, describe(row)),
      confirmLabel: t(`decision.${key}`),
      required: action === 'REJECT',
      danger: true,
      label: t('decision.reason'),
      description: action === 'REJECT' ? undefined : t('decision.reasonOptional'),
      validate: (text) => (action === 'REJECT' && text === '' ? formatMessage('TOP_UP_REASON_REQUIRED', language) : null),
    });
    if (reason === null) return;
    return (await processTopUp({ topUpId: row.topUpId, action, reason: reason || undefined }).unwrap()).message;
  };

  return (
    <Stack gap={0}>
      <ResourceList
        title={t(`tabs.title.${status}`)}
        description={t(`tabs.subtitle.${status}`)}
        endpoint={creditApi.endpoints.topUpList}
        fixedQuery={{ status }}
        columns={[
          column.date('requestedAt', t('fields.requestedAt'), { sort: true }),
          column.text('organizationName', t('fields.organizationName'), { sort: true, when: !organizationScoped }),
          column.money('amount', t('fields.amount'), { sort: true }),
          column.text('payment', t('fields.payment'), {
            value: (row) => payment(row).join(' / '),
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm">{payment(row)[0]}</Text>
                <Text size="xs" c="dimmed">
                  {payment(row)[1]}
                </Text>
              </Stack>
            ),
          }),
          column.text('bankName', t('fields.bank')),
          column.text('bankInReference', t('fields.bankInReference')),
          column.date('bankInDateTime', t('fields.bankInDateTime')),
          column.text('slip', t('fields.slip'), {
            value: (row) => row.slipFileName ?? '',
            render: (row) =>
              row.hasSlip ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconFileSearch size={14} />}
                  onClick={() => setSlipOf(row)}
                  aria-label={t('slip.viewOf', { reference: row.bankInReference })}
                  data-testid="view-slip"
                >
                  {t('slip.view')}
                </Button>
              ) : (
                '—'
              ),
          }),
          // Each tab holds one status; only an approved one can be undone since, so that tab shows which.
          column.text('status', t('fields.status'), {
            when: status === 'VERIFY',
            value: statusText,
            render: (row) => (
              <Stack gap={4} align="flex-start">
                <StatusChip
                  label={labelOf(TOP_UP_STATUS, row.status, language)}
                  tone={row.status === 'VERIFY' ? 'success' : row.status === 'PEND' ? 'primary' : 'error'}
                />
                {row.undone && (
                  <Badge color="gray" variant="outline" radius="sm" miw="max-content" data-testid="undone">
                    {t('status.undone')}
                  </Badge>
                )}
              </Stack>
            ),
          }),
          column.date('decidedAt', t('fields.decidedAt'), { sort: true, when: status !== 'PEND' }),
          column.text('reason', t('fields.reason'), { when: status === 'REJECT' }),
        ]}
        filters={[
          // An agency user sees its own organization only: no organization filter to offer.
          !organizationScoped && { type: 'text', key: 'organizationName', label: t('fields.organizationName') },
          { type: 'text', key: 'currencyCode', label: t('fields.currencyCode'), placeholder: 'MYR' },
          {
            type: 'select',
            key: 'paymentType',
            label: t('fields.paymentType'),
            options: optionsOf(TOP_UP_PAYMENT_TYPE, language),
          },
        ]}
        rowActions={[
          {
            key: 'slip',
            label: t('slip.view'),
            icon: IconFileSearch,
            hidden: (row) => !row.hasSlip,
            run: (row) => setSlipOf(row),
          },
          {
            key: 'approve',
            label: t('decision.approve'),
            icon: IconCheck,
            permission: PERMISSIONS.creditApprove,
            hidden: pending,
            confirm: {
              title: t('decision.approveTitle'),
              message: (row) => t('decision.approveText', describe(row)),
              confirmLabel: t('decision.approve'),
            },
            run: async (row) => (await processTopUp({ topUpId: row.topUpId, action: 'VERIFY' }).unwrap()).message,
          },
          {
            key: 'reject',
            label: t('decision.reject'),
            icon: IconX,
            color: 'red',
            permission: PERMISSIONS.creditApprove,
            hidden: pending,
            run: decide('REJECT'),
          },
          {
            key: 'undo',
            label: t('decision.undo'),
            icon: IconArrowBackUp,
            color: 'red',
            permission: PERMISSIONS.creditApprove,
            hidden: (row) => row.status !== 'VERIFY' || row.undone,
            run: decide('UNDO'),
          },
          // The requesting organization may withdraw a request nobody has decided yet.
          organizationScoped && {
            key: 'cancel',
            label: t('decision.cancel'),
            icon: IconBan,
            color: 'red',
            permission: PERMISSIONS.creditCreate,
            hidden: pending,
            confirm: {
              title: t('decision.cancelTitle'),
              message: (row) => t('decision.cancelText', describe(row)),
              confirmLabel: t('decision.cancel'),
              danger: true,
            },
            run: async (row) => (await cancelTopUp({ topUpId: row.topUpId }).unwrap()).message,
          },
        ]}
        create={
          organizationScoped
            ? {
                label: t('topUp.open'),
                to: addTopUpPath(),
                permission: PERMISSIONS.creditCreate,
                icon: IconPlus,
                testId: 'request-top-up',
              }
            : undefined
        }
        rowKey={(row) => row.topUpId}
        rowLabel={(row) => `${row.bankInReference} ${money(row.amount, row.currencyCode)}`}
        defaultSort={status === 'PEND' ? PENDING_SORT : DECIDED_SORT}
        exportName={`top-ups-${status.toLowerCase()}`}
        emptyText={t(`tabs.empty.${status}`)}
        testId={`top-up-table-${status}`}
      />
      <FileViewer
        file={slipOf && { path: slipDownloadPath(slipOf.topUpId), fileName: slipOf.slipFileName ?? 'slip' }}
        title={slipOf ? t('slip.title', { reference: slipOf.bankInReference }) : ''}
        alt={slipOf ? t('slip.alt', { reference: slipOf.bankInReference }) : undefined}
        testId="slip"
        onClose={() => setSlipOf(null)}
      />
      {reasonDialog}
    </Stack>
  );
}
