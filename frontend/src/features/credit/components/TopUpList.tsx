import { useMemo, useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconBan, IconCheck, IconFileSearch, IconPlus, IconX } from '@tabler/icons-react';
import {
  labelOf,
  optionsOf,
  PAYMENT_METHOD,
  PERMISSIONS,
  TOP_UP_PAYMENT_TYPE,
  TOP_UP_STATUS,
  type TopUpItem,
  type TopUpStatus,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../app/hooks';
import { formatDate } from '../../../ui/dates';
import { ResourceList, type ResourceColumn, type ResourceFilter, type RowAction } from '../../../ui/resource';
import { StatusChip, type StatusTone } from '../../../ui/StatusChip';
import { creditApi, slipDownloadPath, useCancelTopUpMutation, useProcessTopUpMutation } from '../credit.api';
import { addTopUpPath, type TopUpTab } from '../paths';
import { useFixedQuery } from './fixed-query';
import { DateTime, money } from './format';
import { FileViewer } from '../../../ui/FileViewer';
import { useReasonDialog } from './useReasonDialog';

const NAMESPACE = 'credit';
const TONE: Record<TopUpStatus, StatusTone> = { PEND: 'primary', VERIFY: 'success', REJECT: 'error', CANCEL: 'error' };

/** The queue is worked oldest first; decided ones show the latest decision first. */
export const PENDING_SORT = { key: 'requestedAt', order: 'asc' } as const;
const DECIDED_SORT = { key: 'decidedAt', order: 'desc' } as const;

/**
 * Top-ups of one status (a tab of /credit/credit-topups-payments): filters, paging and sort in the
 * URL, the slip through its authorized download, and for approvers approve, reject with a reason
 * and undo of an approved one, each confirmed first. New requests arrive live (routes.tsx).
 */
export function TopUpList({ status, organizationScoped }: { status: TopUpTab; organizationScoped: boolean }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.resolvedLanguage === 'ms' ? 'ms' : 'en';
  const can = useCan();
  const canApprove = can(PERMISSIONS.creditApprove);
  const endpoint = useFixedQuery(creditApi.endpoints.topUpList, { status });
  const [processTopUp] = useProcessTopUpMutation();
  const [cancelTopUp] = useCancelTopUpMutation();
  const [askReason, reasonDialog] = useReasonDialog();
  const [slipOf, setSlipOf] = useState<TopUpItem | null>(null);

  const filters = useMemo<ResourceFilter[]>(() => {
    const list: ResourceFilter[] = [];
    // An agency user sees its own organization only: no organization filter to offer.
    if (!organizationScoped) list.push({ type: 'text', key: 'organizationName', label: t('fields.organizationName') });
    list.push(
      { type: 'text', key: 'currencyCode', label: t('fields.currencyCode'), placeholder: 'MYR' },
      { type: 'select', key: 'paymentType', label: t('fields.paymentType'), options: optionsOf(TOP_UP_PAYMENT_TYPE, language) },
    );
    return list;
  }, [t, language, organizationScoped]);

  const columns: ResourceColumn<TopUpItem>[] = [
    {
      key: 'requestedAt',
      header: t('fields.requestedAt'),
      sortKey: 'requestedAt',
      render: (row) => <DateTime value={row.requestedAt} />,
      exportValue: (row) => formatDate(row.requestedAt, 'displayDateTime'),
    },
    ...(organizationScoped
      ? []
      : [
          {
            key: 'organizationName',
            header: t('fields.organizationName'),
            sortKey: 'organizationName',
          } satisfies ResourceColumn<TopUpItem>,
        ]),
    {
      key: 'amount',
      header: t('fields.amount'),
      sortKey: 'amount',
      render: (row) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-amount={row.amount}>
          {money(row.amount, row.currencyCode)}
        </Text>
      ),
      exportValue: (row) => money(row.amount, row.currencyCode),
    },
    {
      key: 'payment',
      header: t('fields.payment'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{labelOf(TOP_UP_PAYMENT_TYPE, row.paymentType, language)}</Text>
          <Text size="xs" c="dimmed">
            {labelOf(PAYMENT_METHOD, row.paymentMethod, language)}
          </Text>
        </Stack>
      ),
      exportValue: (row) =>
        `${labelOf(TOP_UP_PAYMENT_TYPE, row.paymentType, language)} / ${labelOf(PAYMENT_METHOD, row.paymentMethod, language)}`,
    },
    { key: 'bankName', header: t('fields.bank') },
    { key: 'bankInReference', header: t('fields.bankInReference') },
    {
      key: 'bankInDateTime',
      header: t('fields.bankInDateTime'),
      render: (row) => <DateTime value={row.bankInDateTime} />,
      exportValue: (row) => formatDate(row.bankInDateTime, 'displayDateTime'),
    },
    {
      key: 'slip',
      header: t('fields.slip'),
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
      exportValue: (row) => row.slipFileName ?? '',
    },
  ];
  // Each tab holds one status; only an approved one can be undone since, so that tab shows which.
  if (status === 'VERIFY') {
    columns.push({
      key: 'status',
      header: t('fields.status'),
      render: (row) => (
        // A chip's label would rather shorten to '...' than widen its column: ask for its full width.
        <Stack gap={4} align="flex-start" miw="max-content">
          <StatusChip label={labelOf(TOP_UP_STATUS, row.status, language)} tone={TONE[row.status]} />
          {row.undone && (
            <Badge color="gray" variant="outline" radius="sm" data-testid="undone">
              {t('status.undone')}
            </Badge>
          )}
        </Stack>
      ),
      exportValue: (row) => `${labelOf(TOP_UP_STATUS, row.status, language)}${row.undone ? ` (${t('status.undone')})` : ''}`,
    });
  }
  if (status !== 'PEND') {
    columns.push({
      key: 'decidedAt',
      header: t('fields.decidedAt'),
      sortKey: 'decidedAt',
      render: (row) => <DateTime value={row.decidedAt} />,
      exportValue: (row) => formatDate(row.decidedAt, 'displayDateTime'),
    });
  }
  if (status === 'REJECT') columns.push({ key: 'reason', header: t('fields.reason') });

  const describe = (row: TopUpItem) => ({
    amount: money(row.amount, row.currencyCode),
    organization: row.organizationName ?? '',
    reference: row.bankInReference,
  });

  const actions: RowAction<TopUpItem>[] = [
    { key: 'slip', label: t('slip.view'), icon: IconFileSearch, hidden: (row) => !row.hasSlip, run: (row) => setSlipOf(row) },
  ];
  if (canApprove) {
    actions.push(
      {
        key: 'approve',
        label: t('decision.approve'),
        icon: IconCheck,
        hidden: (row) => row.status !== 'PEND',
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
        hidden: (row) => row.status !== 'PEND',
        run: async (row) => {
          const reason = await askReason({
            title: t('decision.rejectTitle'),
            message: t('decision.rejectText', describe(row)),
            confirmLabel: t('decision.reject'),
            required: true,
            danger: true,
          });
          if (reason === null) return;
          return (await processTopUp({ topUpId: row.topUpId, action: 'REJECT', reason }).unwrap()).message;
        },
      },
      {
        key: 'undo',
        label: t('decision.undo'),
        icon: IconArrowBackUp,
        color: 'red',
        hidden: (row) => row.status !== 'VERIFY' || row.undone,
        run: async (row) => {
          const reason = await askReason({
            title: t('decision.undoTitle'),
            message: t('decision.undoText', describe(row)),
            confirmLabel: t('decision.undo'),
            required: false,
            danger: true,
          });
          if (reason === null) return;
          return (await processTopUp({ topUpId: row.topUpId, action: 'UNDO', reason: reason || undefined }).unwrap()).message;
        },
      },
    );
  }

  // The requesting organization may withdraw a request nobody has decided yet.
  if (organizationScoped && can(PERMISSIONS.creditCreate)) {
    actions.push({
      key: 'cancel',
      label: t('decision.cancel'),
      icon: IconBan,
      color: 'red',
      hidden: (row) => row.status !== 'PEND',
      confirm: {
        title: t('decision.cancelTitle'),
        message: (row) => t('decision.cancelText', describe(row)),
        confirmLabel: t('decision.cancel'),
        danger: true,
      },
      run: async (row) => (await cancelTopUp({ topUpId: row.topUpId }).unwrap()).message,
    });
  }

  return (
    <Stack gap={0}>
      <ResourceList
        title={t(`tabs.title.${status}`)}
        description={t(`tabs.subtitle.${status}`)}
        endpoint={endpoint}
        columns={columns}
        rowKey={(row) => row.topUpId}
        rowLabel={(row) => `${row.bankInReference} ${money(row.amount, row.currencyCode)}`}
        filters={filters}
        defaultSort={status === 'PEND' ? PENDING_SORT : DECIDED_SORT}
        rowActions={actions}
        exportName={`top-ups-${status.toLowerCase()}`}
        emptyText={t(`tabs.empty.${status}`)}
        testId={`top-up-table-${status}`}
        // Staff request on an organization's behalf from its credit account (the accounts tab).
        toolbar={
          organizationScoped &&
          can(PERMISSIONS.creditCreate) && (
            <Button component={Link} to={addTopUpPath()} leftSection={<IconPlus size={16} />} data-testid="request-top-up">
              {t('topUp.open')}
            </Button>
          )
        }
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
