import { useEffect, useMemo, useState } from 'react';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  IconBan,
  IconCircleCheck,
  IconDownload,
  IconEye,
  IconFileMinus,
  IconFilePlus,
  IconMail,
  IconPlus,
} from '@tabler/icons-react';
import {
  CURRENCY_CODES,
  FINANCE_DOCUMENT_STATUS,
  INVOICE_PAYMENT_STATUS,
  PERMISSIONS,
  screenPath,
  type FinanceDocumentListItem,
  type FinanceDocumentPage,
} from '@bo/shared';
import { useAppSelector, useCan } from '../../../app/hooks';
import { selectUser } from '../../../lib/session';
import { money } from '../../../ui/money';
import { ResourceList, useListKit, type ListEndpoint } from '../../../ui/resource';
import { useOrganizationOptionsQuery } from '../../credit';
import { DOCUMENT_KINDS, type DocumentKindDefinition } from '../document-kinds';
import { categoryValues, documentPath, notePath, paymentChip, statusChip } from '../document-words';
import { invoicingApi } from '../invoicing.api';
import { useDocumentCommands } from '../useDocumentCommands';
import { PeriodLockControl } from './PeriodLockControl';
import { useEmailDialog } from './useEmailDialog';

type Totals = FinanceDocumentPage['totals'];
const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: code }));

/**
 * The documents list endpoint, also handing the page's per-currency totals (of every document the
 * filters match, not only the page) to the screen, which shows them under the table.
 */
function useListWithTotals(onTotals: (totals: Totals | undefined) => void): ListEndpoint<FinanceDocumentListItem> {
  return useMemo(() => {
    const endpoint = invoicingApi.endpoints.documentList;
    return {
      useQuery: (query) => {
        const result = endpoint.useQuery(query);
        const totals = result.data?.totals;
        useEffect(() => onTotals(totals), [totals]);
        return result;
      },
      useLazyQuery: () => endpoint.useLazyQuery(),
    };
  }, [onTotals]);
}

/**
 * /invoicing/manage-<kind> (issue 27): the documents of one kind, for any kind (document-kinds.ts):
 * filters in the URL, the per-currency totals of what they match, and per row open, PDF, issue
 * (drafts) and deactivate with a reason; an issued invoice also starts a credit or debit note.
 */
export function DocumentListPage({ definition }: { definition: DocumentKindDefinition }) {
  const list = useListKit<FinanceDocumentListItem>('invoicing', `kinds.${definition.key}`, 'actions');
  const { t, language, column, filter } = list;
  const can = useCan();
  const staff = (useAppSelector(selectUser)?.organizationId ?? null) === null;
  const { data: organizations } = useOrganizationOptionsQuery(undefined, {
    skip: !staff || !can(PERMISSIONS.organizationsView),
  });
  const [totals, setTotals] = useState<Totals | undefined>();
  const endpoint = useListWithTotals(setTotals);
  const commands = useDocumentCommands(definition);
  const [openEmail, emailDialog] = useEmailDialog(commands.email);
  const action = list.actions((row) => ({ number: row.documentNo ?? t('list.draft') }));
  const isInvoice = definition.kind === 'INVOICE';
  const credit = DOCUMENT_KINDS.CREDIT_NOTE;
  const debit = DOCUMENT_KINDS.DEBIT_NOTE;

  return (
    <>
      <ResourceList
        words={list}
        endpoint={endpoint}
        fixedQuery={{ kind: definition.kind }}
        testId="document-table"
        defaultSort={{ key: 'updatedAt', order: 'desc' }}
        columns={[
          column.link('documentNo', t('fields.documentNo'), (row) => documentPath(definition, row.documentId), {
            sort: true,
            value: (row) => row.documentNo ?? t('list.draft'),
            // A number never breaks at its dashes (a phone card's first line is narrow).
            render: (row) => (
              <Anchor
                component={Link}
                to={documentPath(definition, row.documentId)}
                size="sm"
                style={{ whiteSpace: 'nowrap' }}
                data-testid="document-open"
              >
                {row.documentNo ?? t('list.draft')}
              </Anchor>
            ),
          }),
          column.date('documentDate', t('fields.documentDate'), { sort: true, format: 'display' }),
          column.text('buyer', t('fields.buyer'), {
            sort: true,
            value: (row) => row.organizationName ?? row.buyerName ?? t('fields.generalPublic'),
          }),
          definition.namesInvoice && column.text('invoiceNo', t('fields.invoiceNo')),
          column.enumeration('category', t('fields.category'), categoryValues(definition), language),
          column.money('total', t('fields.total'), { sort: true, align: 'right' }),
          isInvoice && column.money('outstanding', t('fields.outstanding'), { sort: true, align: 'right' }),
          // The document's status, and an invoice's payment status under it (one chip column: a phone card's top line has room for it).
          column.statuses(
            'status',
            t('fields.status'),
            (row) => [
              statusChip(row.status, language),
              ...(isInvoice && row.paymentStatus && row.status === 'ISSUED' ? [paymentChip(row.paymentStatus, language)] : []),
            ],
            { sort: true },
          ),
        ]}
        filters={[
          filter.text('search', t('fields.search')),
          filter.enumeration('status', t('fields.status'), FINANCE_DOCUMENT_STATUS, language),
          isInvoice && filter.enumeration('paymentStatus', t('fields.paymentStatus'), INVOICE_PAYMENT_STATUS, language),
          filter.enumeration('category', t('fields.category'), categoryValues(definition), language),
          staff &&
            (organizations?.length ?? 0) > 0 &&
            filter.select(
              'organizationId',
              t('fields.organization'),
              (organizations ?? []).map(({ value, label }) => ({ value, label })),
            ),
          filter.select('currencyCode', t('fields.currencyCode'), CURRENCY_OPTIONS),
          filter.dateRange('documentDate', t('fields.documentDateRange'), ['dateFrom', 'dateTo']),
        ]}
        rowKey={(row) => row.documentId}
        rowLabel={(row) => row.documentNo ?? t('list.draft')}
        rowActions={[
          action.link('open', IconEye, (row) => documentPath(definition, row.documentId)),
          action.run('pdf', IconDownload, (row) => commands.pdf(row), { hidden: (row) => row.status !== 'ISSUED' }),
          // Only an invoice is e-mailed (bo/General/sendInvoiceEmail); whoever sees it may send it.
          isInvoice && action.run('email', IconMail, (row) => openEmail(row), { hidden: (row) => row.status !== 'ISSUED' }),
          action.confirmed('issue', IconCircleCheck, (row) => commands.issue(row), {
            permission: definition.permissions.approve,
            hidden: (row) => row.status !== 'DRAFT',
          }),
          action.withReason(
            'deactivate',
            IconBan,
            (row, reason) => commands.deactivate(row, reason),
            {},
            {
              permission: definition.permissions.edit,
              hidden: (row) => row.status === 'DEACTIVATED',
            },
          ),
          isInvoice &&
            action.link('creditNote', IconFileMinus, (row) => notePath(credit, row.documentNo ?? ''), {
              permission: credit.permissions.create,
              hidden: (row) => row.status !== 'ISSUED',
            }),
          isInvoice &&
            action.link('debitNote', IconFilePlus, (row) => notePath(debit, row.documentNo ?? ''), {
              permission: debit.permissions.create,
              hidden: (row) => row.status !== 'ISSUED',
            }),
        ]}
        create={{
          label: t(`kinds.${definition.key}.create`),
          to: screenPath(definition.screens.addEdit),
          icon: IconPlus,
          permission: definition.permissions.create,
          testId: 'create-document',
        }}
        exportName={definition.key}
        // The months closed to documents, on the invoices' list (staff: agencies do not keep the books).
        toolbar={isInvoice && staff && <PeriodLockControl />}
        dialogs={emailDialog}
      />
      <ListTotals totals={totals} outstanding={isInvoice} />
    </>
  );
}

/** Per currency: how many documents the filters match, their total and (invoices) what is outstanding. */
function ListTotals({ totals, outstanding }: { totals: Totals | undefined; outstanding: boolean }) {
  const { t } = useListKit('invoicing', 'list');
  if (!totals || totals.length === 0) return null;
  return (
    <Paper withBorder p="sm" mt="md" data-testid="list-totals">
      <Group gap="xl" wrap="wrap">
        {totals.map((row) => (
          <Text key={row.currencyCode} size="sm" data-testid={`list-total-${row.currencyCode}`}>
            {t(outstanding ? 'list.totalsOutstanding' : 'list.totals', {
              count: row.count,
              total: money(row.total, row.currencyCode),
              outstanding: money(row.outstanding, row.currencyCode),
            })}
          </Text>
        ))}
      </Group>
    </Paper>
  );
}
