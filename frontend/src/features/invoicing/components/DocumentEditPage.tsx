import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  CURRENCY_CODES,
  FINANCE_TAX_TYPE,
  optionsOf,
  PAYMENT_METHOD,
  PERMISSIONS,
  PRODUCT_CATEGORY,
  screenPath,
  type FinanceDocument,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppSelector, useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { selectUser } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { DayInput } from '../../../ui/DayInput';
import { RemoveRowButton } from '../../../ui/IconAction';
import { LoadError } from '../../../ui/LoadError';
import { money } from '../../../ui/money';
import { NotAuthorizedPage } from '../../../ui/NotAuthorizedPage';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { refusalAtField } from '../../../ui/resource/field-error';
import { useLanguage } from '../../../ui/useLanguage';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useOrganizationOptionsQuery } from '../../credit';
import { EbillingContactPicker } from '../../ebilling-contacts';
import { DOCUMENT_KINDS, type DocumentKindDefinition } from '../document-kinds';
import {
  currencyOf,
  documentFormSchema,
  documentValuesOf,
  emptyAllocation,
  emptyCostLine,
  emptyRevenueLine,
  liveAllocation,
  liveCostLine,
  liveRevenueLine,
  liveTotals,
  newDocumentValues,
  type DocumentValues,
} from '../document-form';
import { categoryOptions, documentPath } from '../document-words';
import {
  useCategoriesQuery,
  useDocumentListQuery,
  useDocumentQuery,
  useInsertDocumentMutation,
  useUpdateDocumentMutation,
} from '../invoicing.api';
import { DocumentView } from './DocumentView';
import { EditableLines } from './EditableLines';
import { TotalsPanel } from './TotalsPanel';

/** API refusals about one field, shown at it (and as the toast). */
const FIELD_OF_CODE: Record<string, string> = {
  PERIOD_LOCKED: 'documentDate',
  FINANCE_CATEGORY_INACTIVE: 'category',
  CHECK_OUT_BEFORE_CHECK_IN: 'checkOut',
  DOCUMENT_LINES_REQUIRED: 'revenueLines',
  DOCUMENT_TOTAL_TOO_LARGE: 'revenueLines',
  NOTE_INVOICE_NOT_ISSUED: 'invoiceNo',
  NOTE_CURRENCY_MISMATCH: 'currencyCode',
  CREDIT_NOTE_EXCEEDS_INVOICE: 'invoiceNo',
  RECEIPT_ALLOCATION_EXCEEDS_RECEIPT: 'allocations',
  RECEIPT_ALLOCATION_EXCEEDS_OUTSTANDING: 'allocations',
  RECEIPT_ALLOCATION_WRONG_BUYER: 'allocations',
};
const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: code }));
const INVOICE_NO = /^INV-\d{4}-\d{6}$/;

/**
 * /invoicing/add-edit-<kind> (issue 27), any kind: without `?id=` a new draft (`?invoiceNo=` names
 * a note's invoice); with it, a draft's form, or the read-only view of an issued or deactivated
 * document (and of any document for a user who may not edit). The address decides the
 * permission, so it is checked here (create for a new one, view to look).
 */
export function DocumentEditPage({ definition }: { definition: DocumentKindDefinition }) {
  const [params] = useSearchParams();
  const documentId = params.get('id') ?? '';
  const documentNo = params.get('no') ?? '';
  const { t } = useTranslation('invoicing');
  const can = useCan();
  const existing = useDocumentQuery(
    { kind: definition.kind, ...(documentId ? { documentId } : { documentNo }) },
    { skip: !documentId && !documentNo },
  );
  const words = `kinds.${definition.key}`;
  if (!documentId && !documentNo) {
    if (!can(definition.permissions.create)) return <NotAuthorizedPage />;
    return (
      <Stack gap="md" maw={1280}>
        <PageHeader title={t(`${words}.newTitle`)} description={t(`${words}.newSubtitle`)} />
        <DocumentForm definition={definition} invoiceNo={params.get('invoiceNo') ?? ''} />
      </Stack>
    );
  }
  if (existing.error) return <LoadError error={existing.error} onRetry={existing.refetch} />;
  if (!existing.data) return <PageLoader />;
  const document = existing.data;
  if (document.status !== 'DRAFT' || !can(definition.permissions.edit))
    return <DocumentView definition={definition} document={document} />;
  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title={t(`${words}.editTitle`)} description={t(`${words}.editSubtitle`)} />
      <DocumentForm key={document.updatedAt} definition={definition} document={document} />
    </Stack>
  );
}

function DocumentForm({
  definition,
  document,
  invoiceNo = '',
}: {
  definition: DocumentKindDefinition;
  document?: FinanceDocument;
  invoiceNo?: string;
}) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const can = useCan();
  const staff = (useAppSelector(selectUser)?.organizationId ?? null) === null;
  const { data: organizations } = useOrganizationOptionsQuery(undefined, { skip: !staff || !can(PERMISSIONS.organizationsView) });
  const { data: categories } = useCategoriesQuery(definition.kind);
  const [insert] = useInsertDocumentMutation();
  const [update] = useUpdateDocumentMutation();
  // Which button sent the form: save the draft, or save and issue it.
  const issue = useRef(false);
  const listPath = screenPath(definition.screens.manage);

  const { form, submit, submitting, error, guard } = useSchemaForm({
    schema: (values: DocumentValues) => documentFormSchema(t, definition, values),
    initialValues: document ? documentValuesOf(document) : newDocumentValues(definition, { invoiceNo }),
    onSubmit: async (body) => {
      const kind = definition.kind;
      const request = { ...(body as object), issue: issue.current };
      try {
        const result = document
          ? await update({ kind, body: { ...request, documentId: document.documentId } as never }).unwrap()
          : await insert({ kind, body: request as never }).unwrap();
        toastSuccess(result.message);
        // Issued: its number and read-only view; a draft: back to the list.
        return issue.current ? documentPath(definition, result.document.documentId) : listPath;
      } catch (failure) {
        toastError(errorMessage(failure, t('form.saveFailed')));
        return refusalAtField(failure, FIELD_OF_CODE);
      }
    },
  });
  const values = form.getValues();
  const currency = currencyOf(values);
  const inactive = new Set((categories ?? []).filter((c) => !c.active).map((c) => c.category));
  const organizationOptions = (organizations ?? []).map(({ value, label }) => ({ value, label }));
  if (document?.organizationId && !organizationOptions.some((o) => o.value === document.organizationId))
    organizationOptions.unshift({ value: document.organizationId, label: document.organizationName ?? document.organizationId });

  // A note's invoice, looked up by its number: its buyer and currency are the note's.
  const noteInvoice = useDocumentQuery(
    { kind: 'INVOICE', documentNo: values.invoiceNo.trim() },
    { skip: !definition.namesInvoice || !INVOICE_NO.test(values.invoiceNo.trim()) },
  );
  const found = noteInvoice.data;
  useEffect(() => {
    if (!found || document) return;
    form.setFieldValue('currencyCode', found.currencyCode);
    if (found.organizationId) form.setFieldValue('organizationId', found.organizationId);
    if (found.buyerName) form.setFieldValue('buyerName', found.buyerName);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per invoice found
  }, [found?.documentId]);

  const input = (name: keyof DocumentValues & string, testId = name) => ({
    ...form.getInputProps(name),
    'data-testid': `field-${testId}`,
  });
  const label = (name: string) => t(`fields.${name}`);
  const amountLabel = (name: string) => `${label(name)} (${currency})`;

  /** A line's text input: plain, a count (digits) or money typed in major units. */
  const lineInput = (path: string, text: string, testId: string, kind: 'text' | 'count' | 'money', required = true) => (
    <TextInput
      label={text}
      withAsterisk={required}
      {...(kind === 'count' ? { inputMode: 'numeric' as const } : {})}
      {...(kind === 'money' ? { inputMode: 'decimal' as const, autoComplete: 'off', placeholder: '0.00' } : {})}
      {...form.getInputProps(path)}
      data-testid={testId}
    />
  );
  const send = (issuing: boolean) => () => {
    issue.current = issuing;
  };

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate data-testid="document-form">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {definition.namesInvoice && (
            <TextInput
              label={label('invoiceNo')}
              description={
                found
                  ? t('form.invoiceFound', {
                      buyer: found.organizationName ?? found.buyerName ?? '',
                      total: money(found.totals.total, found.currencyCode),
                    })
                  : t('form.invoiceNoHint')
              }
              withAsterisk
              placeholder="INV-2026-000001"
              {...input('invoiceNo')}
            />
          )}
          <DayInput label={label('documentDate')} withAsterisk {...input('documentDate')} />
          {definition.dueDate && (
            <DayInput
              label={label('dueDate')}
              clearable
              {...input('dueDate')}
              onChange={(value) => form.setFieldValue('dueDate', value ?? '')}
            />
          )}
          <Select
            label={label('currencyCode')}
            withAsterisk
            searchable
            allowDeselect={false}
            data={CURRENCY_OPTIONS}
            {...input('currencyCode')}
          />
          {staff && (
            <Select
              label={label('organization')}
              description={t('form.organizationHint')}
              searchable
              clearable
              data={organizationOptions}
              {...input('organizationId')}
              onChange={(value) => form.setFieldValue('organizationId', value ?? '')}
            />
          )}
          {staff && definition.shape === 'trip' && can(PERMISSIONS.ebillingContactsView) && (
            <EbillingContactPicker
              value={values.ebillingContactId}
              onChange={(id) => form.setFieldValue('ebillingContactId', id)}
              error={form.getInputProps('ebillingContactId').error as string | undefined}
              testId="field-ebillingContactId"
              words={{
                label: label('ebillingContact'),
                description: t('form.ebillingContactHint'),
                placeholder: t('form.ebillingContactPlaceholder'),
                searching: t('form.ebillingContactSearching'),
                nothingFound: t('form.ebillingContactNone'),
                chosenBefore: t('form.ebillingContactChosen'),
              }}
            />
          )}
          <TextInput label={label('buyerName')} description={t('form.buyerNameHint')} {...input('buyerName')} />
          <Select
            label={label('category')}
            withAsterisk
            searchable
            allowDeselect={false}
            data={categoryOptions(definition, language, inactive, document?.category)}
            {...input('category')}
          />
          <Select
            label={label('paymentMode')}
            withAsterisk={definition.shape === 'receipt'}
            clearable={definition.shape !== 'receipt'}
            data={optionsOf(PAYMENT_METHOD, language).map((o) => ({ value: o.value, label: o.label }))}
            {...input('paymentMode')}
            onChange={(value) => form.setFieldValue('paymentMode', value ?? '')}
          />
          <TextInput label={label('referenceNumber')} {...input('referenceNumber')} />
          <TextInput label={label('bookingReference')} {...input('bookingReference')} />
          <TextInput label={label('handledBy')} {...input('handledBy')} />
          {definition.namesInvoice && <TextInput label={label('reason')} withAsterisk {...input('reason')} />}
        </SimpleGrid>

        {definition.shape === 'trip' ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              <TextInput label={label('tourCode')} {...input('tourCode')} />
              <TextInput label={label('guestName')} {...input('guestName')} />
              <TextInput label={label('market')} {...input('market')} />
              <DayInput
                label={label('checkIn')}
                clearable
                {...input('checkIn')}
                onChange={(v) => form.setFieldValue('checkIn', v ?? '')}
              />
              <DayInput
                label={label('checkOut')}
                clearable
                {...input('checkOut')}
                onChange={(v) => form.setFieldValue('checkOut', v ?? '')}
              />
              <TextInput label={label('supplierReference')} {...input('supplierReference')} />
            </SimpleGrid>

            <EditableLines
              title={t('form.revenue')}
              testId="revenue-lines"
              lineTestId="revenue-line"
              lines={values.revenueLines}
              columns={4}
              fields={(line, index) => {
                const at = (field: string) => `revenueLines.${index}.${field}`;
                return (
                  <>
                    <Select
                      label={label('salesType')}
                      withAsterisk
                      searchable
                      allowDeselect={false}
                      data={optionsOf(PRODUCT_CATEGORY, language).map((o) => ({ value: o.value, label: o.label }))}
                      {...form.getInputProps(at('salesType'))}
                      data-testid="line-sales-type"
                    />
                    {lineInput(at('description'), label('description'), 'line-description', 'text')}
                    {lineInput(at('pax'), label('pax'), 'line-pax', 'count')}
                    {lineInput(at('unitPrice'), amountLabel('unitPrice'), 'line-unit-price', 'money')}
                    <Select
                      label={label('taxType')}
                      allowDeselect={false}
                      data={optionsOf(FINANCE_TAX_TYPE, language).map((o) => ({ value: o.value, label: o.label }))}
                      {...form.getInputProps(at('taxType'))}
                      data-testid="line-tax-type"
                    />
                    {line.taxType === 'TOURISM_TAX' && (
                      <TextInput
                        label={label('roomNights')}
                        withAsterisk
                        inputMode="numeric"
                        {...form.getInputProps(at('roomNights'))}
                        data-testid="line-room-nights"
                      />
                    )}
                    <TextInput
                      label={label('classificationCode')}
                      description={t('form.classificationHint')}
                      maxLength={3}
                      {...form.getInputProps(at('classificationCode'))}
                      data-testid="line-classification"
                    />
                  </>
                );
              }}
              amountLabel={label('amount')}
              amount={(line) => {
                const live = liveRevenueLine(line, currency);
                return (
                  <>
                    <Text size="sm" fw={600} data-testid="line-amount">
                      {money(live.amount, currency)}
                    </Text>
                    {live.serviceTax + live.tourismTax > 0 && (
                      <Text size="xs" c="dimmed" data-testid="line-tax">
                        {t('form.lineTax', { tax: money(live.serviceTax + live.tourismTax, currency) })}
                      </Text>
                    )}
                  </>
                );
              }}
              removeLabel={(index) => t('form.removeRevenueLine', { number: index + 1 })}
              removeTestId="line-remove"
              keepOne
              onRemove={(index) => form.removeListItem('revenueLines', index)}
              addLabel={t('form.addRevenueLine')}
              addTestId="add-revenue-line"
              onAdd={() => form.insertListItem('revenueLines', emptyRevenueLine(values.revenueLines[0]?.salesType ?? ''))}
              error={form.errors.revenueLines}
            />

            <EditableLines
              title={t('form.cost')}
              testId="cost-lines"
              lineTestId="cost-line"
              lines={values.costLines}
              columns={5}
              empty={t('form.noCost')}
              fields={(_line, index) => {
                const at = (field: string) => `costLines.${index}.${field}`;
                return (
                  <>
                    {lineInput(at('expenses'), label('expenses'), 'cost-expenses', 'text')}
                    {lineInput(at('bookingReference'), label('bookingReference'), 'cost-booking-reference', 'text', false)}
                    {lineInput(at('unit'), label('unit'), 'cost-unit', 'count')}
                    {lineInput(at('unitPrice'), amountLabel('unitPrice'), 'cost-unit-price', 'money')}
                  </>
                );
              }}
              amountLabel={label('amount')}
              amount={(line) => (
                <Text size="sm" fw={600} data-testid="cost-amount">
                  {money(liveCostLine(line, currency), currency)}
                </Text>
              )}
              removeLabel={(index) => t('form.removeCostLine', { number: index + 1 })}
              removeTestId="cost-remove"
              onRemove={(index) => form.removeListItem('costLines', index)}
              addLabel={t('form.addCostLine')}
              addTestId="add-cost-line"
              onAdd={() => form.insertListItem('costLines', emptyCostLine())}
            />
            <TotalsPanel totals={liveTotals(values)} currencyCode={currency} />
          </>
        ) : (
          <ReceiptAllocations definition={definition} values={values} form={form} currency={currency} />
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Textarea label={label('remark')} autosize minRows={2} {...input('remark')} />
          <Textarea label={label('descriptions')} autosize minRows={2} {...input('descriptions')} />
        </SimpleGrid>

        {error}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={screenPath(definition.screens.manage)} variant="default">
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            variant="default"
            loading={submitting && !issue.current}
            onClick={send(false)}
            data-testid="save-draft"
          >
            {t('form.saveDraft')}
          </Button>
          {can(definition.permissions.approve) && (
            <Button type="submit" loading={submitting && issue.current} onClick={send(true)} data-testid="save-issue">
              {t('form.saveIssue')}
            </Button>
          )}
        </Group>
      </Stack>
      {guard}
    </Paper>
  );
}

type DocumentForm = ReturnType<typeof useSchemaForm<DocumentValues, ReturnType<typeof documentFormSchema>>>['form'];

/**
 * A receipt's amount and where it goes: issued invoices of the chosen organization in the
 * receipt's currency, each with what it still owes; what is not allocated stays on the receipt.
 */
function ReceiptAllocations({
  values,
  form,
  currency,
}: {
  definition: DocumentKindDefinition;
  values: DocumentValues;
  form: DocumentForm;
  currency: string;
}) {
  const { t } = useTranslation('invoicing');
  const invoices = useDocumentListQuery(
    {
      kind: DOCUMENT_KINDS.INVOICE.kind,
      status: 'ISSUED',
      organizationId: values.organizationId || undefined,
      currencyCode: currency,
      pageSize: 50,
      curPageIndex: 1,
      sortKey: 'documentDate',
      sortOrder: 'asc',
    },
    { skip: !values.organizationId },
  );
  const open = (invoices.data?.items ?? []).filter(
    (invoice) => (invoice.outstanding ?? 0) > 0 || values.allocations.some((a) => a.invoiceNo === invoice.documentNo),
  );
  const options = open.map((invoice) => ({
    value: invoice.documentNo ?? '',
    label: t('form.invoiceOption', {
      number: invoice.documentNo,
      outstanding: money(invoice.outstanding ?? 0, invoice.currencyCode),
    }),
  }));
  const outstandingOf = (invoiceNo: string) => open.find((invoice) => invoice.documentNo === invoiceNo)?.outstanding ?? null;
  const live = liveAllocation(values);
  return (
    <Stack gap="sm" data-testid="allocations">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <TextInput
          label={`${t('fields.amount')} (${currency})`}
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          {...form.getInputProps('amount')}
          data-testid="field-amount"
        />
      </SimpleGrid>
      <Title order={2} size="h5">
        {t('form.allocations')}
      </Title>
      {!values.organizationId && (
        <Text size="sm" c="dimmed">
          {t('form.allocationsNeedOrganization')}
        </Text>
      )}
      {values.allocations.map((allocation, index) => {
        const outstanding = outstandingOf(allocation.invoiceNo);
        const at = (field: string) => `allocations.${index}.${field}`;
        return (
          <Paper key={index} withBorder p="sm" data-testid="allocation">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1 }}>
                <Select
                  label={t('fields.invoiceNo')}
                  withAsterisk
                  searchable
                  allowDeselect={false}
                  data={options}
                  nothingFoundMessage={t('form.noOpenInvoice')}
                  {...form.getInputProps(at('invoiceNo'))}
                  data-testid="allocation-invoice"
                />
                <TextInput
                  label={`${t('fields.amount')} (${currency})`}
                  description={outstanding === null ? undefined : t('form.outstanding', { amount: money(outstanding, currency) })}
                  withAsterisk
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  {...form.getInputProps(at('amount'))}
                  data-testid="allocation-amount"
                />
              </SimpleGrid>
              <RemoveRowButton
                mt={24}
                label={t('form.removeAllocation', { number: index + 1 })}
                disabled={false}
                onClick={() => form.removeListItem('allocations', index)}
                testId="allocation-remove"
              />
            </Group>
          </Paper>
        );
      })}
      {form.errors.allocations && (
        <Alert color="red" variant="light" role="alert" data-testid="allocations-error">
          {form.errors.allocations}
        </Alert>
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={!values.organizationId}
          onClick={() => {
            const next = open.find((invoice) => !values.allocations.some((a) => a.invoiceNo === invoice.documentNo));
            form.insertListItem('allocations', emptyAllocation(next?.documentNo ?? ''));
          }}
          data-testid="add-allocation"
        >
          {t('form.addAllocation')}
        </Button>
        <Text size="sm" data-testid="allocation-summary" c={live.unallocated < 0 ? 'red' : undefined}>
          {t('form.allocationSummary', {
            allocated: money(live.allocated, currency),
            unallocated: money(live.unallocated, currency),
          })}
        </Text>
      </Group>
    </Stack>
  );
}
