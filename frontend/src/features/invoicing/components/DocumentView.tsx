import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconBan, IconCircleCheck, IconDownload, IconFileMinus, IconFilePlus, IconMail } from '@tabler/icons-react';
import {
  ACCOUNTING_CATEGORY,
  FINANCE_TAX_TYPE,
  labelOf,
  PAYMENT_METHOD,
  PRODUCT_CATEGORY,
  screenPath,
  type FinanceDocument,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { BackLink } from '../../../ui/BackLink';
import { columnsOf } from '../../../ui/columns';
import { DataTable } from '../../../ui/DataTable';
import { formatDate } from '../../../ui/dates';
import { Facts, Section } from '../../../ui/Facts';
import { LinkButton } from '../../../ui/LinkButton';
import { money } from '../../../ui/money';
import { PageHeader } from '../../../ui/PageHeader';
import { useReasonDialog } from '../../../ui/ReasonDialog';
import { useConfirm } from '../../../ui/resource';
import { StatusChip } from '../../../ui/StatusChip';
import { useLanguage } from '../../../ui/useLanguage';
import { DocumentEInvoiceChip } from '../../e-invoices';
import { DOCUMENT_KINDS, type DocumentKindDefinition } from '../document-kinds';
import { notePath, paymentChip, statusChip } from '../document-words';
import { useDocumentCommands } from '../useDocumentCommands';
import { TotalsPanel } from './TotalsPanel';
import { useEmailDialog } from './useEmailDialog';

type RevenueRow = FinanceDocument['revenueLines'][number] & { index: number };
type CostRow = FinanceDocument['costLines'][number] & { index: number };
type AllocationRow = FinanceDocument['allocations'][number];

/**
 * An issued or deactivated document (or a draft for a user who may not edit it), read-only: its
 * number and status, its fields, lines and totals as stored, and what may still be done to it
 * (PDF, issue a draft, deactivate with a reason, a credit or debit note against an issued invoice).
 */
export function DocumentView({ definition, document }: { definition: DocumentKindDefinition; document: FinanceDocument }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const can = useCan();
  const commands = useDocumentCommands(definition);
  const [askReason, reasonDialog] = useReasonDialog();
  const [confirm, confirmDialog] = useConfirm();
  const [openEmail, emailDialog] = useEmailDialog(commands.email);
  const [busy, setBusy] = useState<string | null>(null);
  const currency = document.currencyCode;
  const number = document.documentNo ?? t('list.draft');
  const chip = statusChip(document.status, language);
  const label = (name: string) => t(`fields.${name}`);
  const date = (value: string | null) => (value ? formatDate(value, 'display') : '–');
  const or = (value: string | null) => value || '–';

  const run = async (key: string, action: () => Promise<string | void>) => {
    setBusy(key);
    try {
      const message = await action();
      if (message) toastSuccess(message);
    } catch (failure) {
      toastError(errorMessage(failure, t('form.actionFailed')));
    } finally {
      setBusy(null);
    }
  };
  const issue = async () => {
    const yes = await confirm({
      title: t('actions.issueTitle'),
      message: t('actions.issueText', { number }),
      confirmLabel: t('actions.issue'),
    });
    if (yes) await run('issue', () => commands.issue(document));
  };
  const deactivate = async () => {
    const reason = await askReason({
      title: t('actions.deactivateTitle'),
      message: t('actions.deactivateText', { number }),
      confirmLabel: t('actions.deactivate'),
      danger: true,
      required: true,
      submit: (text) => commands.deactivate(document, text).then((message) => void toastSuccess(message)),
    });
    return reason;
  };

  const line = columnsOf<RevenueRow>();
  const cost = columnsOf<CostRow>();
  const allocation = columnsOf<AllocationRow>();
  const category = definition.kind === 'INVOICE' ? PRODUCT_CATEGORY : ACCOUNTING_CATEGORY;
  const credit = DOCUMENT_KINDS.CREDIT_NOTE;
  const debit = DOCUMENT_KINDS.DEBIT_NOTE;

  return (
    <Stack gap="md" maw={1280} data-testid="document-view">
      <BackLink to={screenPath(definition.screens.manage)} label={t(`kinds.${definition.key}.back`)} testId="document-back" />
      <PageHeader
        title={t(`kinds.${definition.key}.viewTitle`, { number })}
        description={
          <Group gap="xs" component="span">
            <StatusChip label={chip.label} tone={chip.tone} />
            {document.paymentStatus && <StatusChip {...paymentChip(document.paymentStatus, language)} />}
            {document.status !== 'DRAFT' && document.documentNo && definition.kind !== 'RECEIPT' && (
              <DocumentEInvoiceChip documentNo={document.documentNo} kind={definition.kind} />
            )}
          </Group>
        }
        actions={
          <>
            {document.status === 'ISSUED' && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={busy === 'pdf'}
                onClick={() => void run('pdf', () => commands.pdf(document))}
                data-testid="document-pdf"
              >
                {t('actions.pdf')}
              </Button>
            )}
            {document.status === 'ISSUED' && definition.kind === 'INVOICE' && (
              <Button
                variant="default"
                leftSection={<IconMail size={16} />}
                onClick={() => openEmail(document)}
                data-testid="document-email"
              >
                {t('actions.email')}
              </Button>
            )}
            {document.status === 'DRAFT' && can(definition.permissions.approve) && (
              <Button
                leftSection={<IconCircleCheck size={16} />}
                loading={busy === 'issue'}
                onClick={() => void issue()}
                data-testid="document-issue"
              >
                {t('actions.issue')}
              </Button>
            )}
            {document.status === 'ISSUED' && definition.kind === 'INVOICE' && (
              <>
                {can(credit.permissions.create) && (
                  <LinkButton
                    variant="default"
                    to={notePath(credit, number)}
                    icon={<IconFileMinus size={16} />}
                    testId="create-credit-note"
                  >
                    {t('actions.creditNote')}
                  </LinkButton>
                )}
                {can(debit.permissions.create) && (
                  <LinkButton
                    variant="default"
                    to={notePath(debit, number)}
                    icon={<IconFilePlus size={16} />}
                    testId="create-debit-note"
                  >
                    {t('actions.debitNote')}
                  </LinkButton>
                )}
              </>
            )}
            {document.status !== 'DEACTIVATED' && can(definition.permissions.edit) && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconBan size={16} />}
                onClick={() => void deactivate()}
                data-testid="document-deactivate"
              >
                {t('actions.deactivate')}
              </Button>
            )}
          </>
        }
      />
      {document.status === 'DEACTIVATED' && (
        <Alert color="red" variant="light" title={t('view.deactivated')} data-testid="document-deactivation">
          {document.deactivationReason || '–'}
        </Alert>
      )}
      <Section title={t('view.details')}>
        <Facts
          cols={3}
          facts={[
            [label('documentNo'), number, 'document-number'],
            [label('documentDate'), date(document.documentDate)],
            definition.dueDate && [label('dueDate'), date(document.dueDate)],
            definition.namesInvoice && [label('invoiceNo'), or(document.invoiceNo), 'document-invoice-no'],
            definition.namesInvoice && [label('reason'), or(document.reason)],
            [label('buyer'), document.organizationName ?? document.buyerName ?? t('fields.generalPublic')],
            [label('category'), labelOf(category, document.category, language)],
            [label('currencyCode'), currency],
            [label('paymentMode'), document.paymentMode ? labelOf(PAYMENT_METHOD, document.paymentMode, language) : '–'],
            [label('referenceNumber'), or(document.referenceNumber)],
            [label('bookingReference'), or(document.bookingReference)],
            [label('handledBy'), or(document.handledBy)],
            definition.shape === 'trip' && [label('tourCode'), or(document.tourCode)],
            definition.shape === 'trip' && [label('guestName'), or(document.guestName)],
            definition.shape === 'trip' && [label('market'), or(document.market)],
            definition.shape === 'trip' && [label('checkIn'), date(document.checkIn)],
            definition.shape === 'trip' && [label('checkOut'), date(document.checkOut)],
            definition.shape === 'trip' && [label('supplierReference'), or(document.supplierReference)],
            document.outstanding !== null && [
              label('outstanding'),
              money(document.outstanding, currency),
              'document-outstanding',
            ],
            definition.shape === 'receipt' && [label('amount'), money(document.amount ?? 0, currency), 'document-amount'],
            [label('remark'), or(document.remark)],
            [label('descriptions'), or(document.descriptions)],
            document.issuedAt !== null && [label('issuedAt'), formatDate(document.issuedAt, 'displayDateTime')],
          ]}
        />
      </Section>
      {definition.shape === 'trip' ? (
        <>
          <Section title={t('form.revenue')}>
            <DataTable
              rows={document.revenueLines.map((row, index) => ({ ...row, index }))}
              rowKey={(row) => String(row.index)}
              testId="view-revenue-lines"
              columns={[
                line.enumeration('salesType', label('salesType'), PRODUCT_CATEGORY, language),
                line.text('description', label('description')),
                line.text('pax', label('pax'), { align: 'right' }),
                line.money('unitPrice', label('unitPrice'), { currency: () => currency, align: 'right' }),
                line.enumeration('taxType', label('taxType'), FINANCE_TAX_TYPE, language),
                line.text('roomNights', label('roomNights'), { align: 'right' }),
                line.text('classificationCode', label('classificationCode')),
                line.money('amount', label('amount'), { currency: () => currency, align: 'right' }),
              ]}
            />
          </Section>
          {document.costLines.length > 0 && (
            <Section title={t('form.cost')}>
              <DataTable
                rows={document.costLines.map((row, index) => ({ ...row, index }))}
                rowKey={(row) => String(row.index)}
                testId="view-cost-lines"
                columns={[
                  cost.text('expenses', label('expenses')),
                  cost.text('bookingReference', label('bookingReference')),
                  cost.text('unit', label('unit'), { align: 'right' }),
                  cost.money('unitPrice', label('unitPrice'), { currency: () => currency, align: 'right' }),
                  cost.money('amount', label('amount'), { currency: () => currency, align: 'right' }),
                ]}
              />
            </Section>
          )}
          <TotalsPanel totals={document.totals} currencyCode={currency} />
        </>
      ) : (
        <Section title={t('form.allocations')}>
          <DataTable
            rows={document.allocations}
            rowKey={(row) => row.invoiceNo}
            testId="view-allocations"
            emptyText={t('view.noAllocations')}
            columns={[
              allocation.text('invoiceNo', label('invoiceNo')),
              allocation.money('amount', label('amount'), { currency: () => currency, align: 'right' }),
            ]}
          />
        </Section>
      )}
      {reasonDialog}
      {confirmDialog}
      {emailDialog}
    </Stack>
  );
}
