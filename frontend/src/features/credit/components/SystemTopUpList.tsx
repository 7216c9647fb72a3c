import { useMemo, useState } from 'react';
import { Modal } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconFileSearch, IconPlus, IconX } from '@tabler/icons-react';
import {
  DEFAULT_CURRENCY,
  formatMessage,
  labelOf,
  optionsOf,
  PAYMENT_METHOD,
  PERMISSIONS,
  TOP_UP_PAYMENT_TYPE,
  TOP_UP_SLIP_FIELD,
  TOP_UP_STATUS,
  type TopUpItem,
} from '@bo/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toast';
import { columnsOf } from '../../../ui/columns';
import { FileViewer } from '../../../ui/FileViewer';
import { money } from '../../../ui/money';
import { useReasonDialog } from '../../../ui/ReasonDialog';
import { ResourceForm, type FormField } from '../../../ui/resource';
import { ResourceList } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import {
  creditAdminApi,
  systemSlipPath,
  useProcessSystemTopUpMutation,
  useRequestSystemTopUpMutation,
} from '../credit-admin.api';
import { useActiveBanksQuery } from '../credit.api';
import type { TopUpTab } from '../paths';
import { asTopUpFieldError, SLIP_ACCEPT, topUpFormSchema, type TopUpFormContext, type TopUpFormValues } from './top-up-form';

const NAMESPACE = 'credit';
const column = columnsOf<TopUpItem>();
const PENDING_SORT = { key: 'requestedAt', order: 'asc' } as const;
const DECIDED_SORT = { key: 'decidedAt', order: 'desc' } as const;
const decided = (row: TopUpItem) => row.status !== 'PEND';

/**
 * Top-ups of the provider's own credit, one status per tab of /credit/system-credit: holders of
 * system-credit.approve approve (confirmed), reject (with a reason) or undo an approved one
 * (once); system-credit.create holders request one, with its slip, in a dialog. The calls are
 * /bo/SystemOrganizationCredit's (a system top-up is never reachable through the agent calls).
 */
export function SystemTopUpList({ status }: { status: TopUpTab }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [processTopUp] = useProcessSystemTopUpMutation();
  const [askReason, reasonDialog] = useReasonDialog();
  const [slipOf, setSlipOf] = useState<TopUpItem | null>(null);
  const [requesting, setRequesting] = useState(false);
  const describe = (row: TopUpItem) => ({
    amount: money(row.amount, row.currencyCode),
    organization: t('systemCredit.provider'),
    reference: row.bankInReference,
  });
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
    <>
      <ResourceList
        title={t(`systemCredit.topUps.${status}`)}
        description={t(`tabs.subtitle.${status}`)}
        endpoint={creditAdminApi.endpoints.systemTopUpList}
        fixedQuery={{ status }}
        columns={[
          column.date('requestedAt', t('fields.requestedAt'), { sort: true }),
          column.money('amount', t('fields.amount'), { sort: true }),
          column.text('payment', t('fields.payment'), {
            value: (row) =>
              `${labelOf(TOP_UP_PAYMENT_TYPE, row.paymentType, language)} / ${labelOf(PAYMENT_METHOD, row.paymentMethod, language)}`,
          }),
          column.text('bankName', t('fields.bank')),
          column.text('bankInReference', t('fields.bankInReference')),
          column.date('bankInDateTime', t('fields.bankInDateTime')),
          column.text('requestedBy', t('systemCredit.requestedBy')),
          column.status(
            'status',
            t('fields.status'),
            (row) => ({
              label: `${labelOf(TOP_UP_STATUS, row.status, language)}${row.undone ? ` (${t('status.undone')})` : ''}`,
              tone: row.status === 'VERIFY' && !row.undone ? 'success' : row.status === 'PEND' ? 'primary' : 'error',
            }),
            { when: status !== 'PEND' },
          ),
          column.date('decidedAt', t('fields.decidedAt'), { sort: true, when: status !== 'PEND' }),
          column.text('reason', t('fields.reason'), { when: status === 'REJECT' }),
        ]}
        filters={[
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
            permission: PERMISSIONS.systemCreditApprove,
            hidden: decided,
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
            permission: PERMISSIONS.systemCreditApprove,
            hidden: decided,
            run: decide('REJECT'),
          },
          {
            key: 'undo',
            label: t('decision.undo'),
            icon: IconArrowBackUp,
            color: 'red',
            permission: PERMISSIONS.systemCreditApprove,
            hidden: (row) => row.status !== 'VERIFY' || row.undone,
            run: decide('UNDO'),
          },
        ]}
        create={{
          label: t('systemCredit.request'),
          onClick: () => setRequesting(true),
          permission: PERMISSIONS.systemCreditCreate,
          icon: IconPlus,
          testId: 'request-system-top-up',
        }}
        rowKey={(row) => row.topUpId}
        rowLabel={(row) => `${row.bankInReference} ${money(row.amount, row.currencyCode)}`}
        defaultSort={status === 'PEND' ? PENDING_SORT : DECIDED_SORT}
        exportName={`system-top-ups-${status.toLowerCase()}`}
        emptyText={t(`tabs.empty.${status}`)}
        testId={`system-top-up-table-${status}`}
      />
      <FileViewer
        file={slipOf && { path: systemSlipPath(slipOf.topUpId), fileName: slipOf.slipFileName ?? 'slip' }}
        title={slipOf ? t('slip.title', { reference: slipOf.bankInReference }) : ''}
        alt={slipOf ? t('slip.alt', { reference: slipOf.bankInReference }) : undefined}
        testId="slip"
        onClose={() => setSlipOf(null)}
      />
      <Modal opened={requesting} onClose={() => setRequesting(false)} title={t('systemCredit.request')} size="lg" centered>
        {requesting && <SystemTopUpForm onDone={() => setRequesting(false)} />}
      </Modal>
      {reasonDialog}
    </>
  );
}

/**
 * A top-up of the provider's own credit: the agents' top-up form rules (top-up-form.ts: the shared
 * request schema, the amount in major units, the bank-in moment never in the future, the slip
 * required for a bank-in) with no organization to name.
 */
function SystemTopUpForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data: banks } = useActiveBanksQuery();
  const [requestTopUp] = useRequestSystemTopUpMutation();
  const [context, setContext] = useState<TopUpFormContext>({ currencyCode: DEFAULT_CURRENCY, paymentType: 'BNK' });
  const schema = useMemo(() => topUpFormSchema(t, context), [t, context]);
  const initialValues: TopUpFormValues = {
    currencyCode: DEFAULT_CURRENCY,
    amount: '',
    paymentType: 'BNK',
    paymentMethod: 'BANK_TRANSFER',
    bankId: '',
    bankInReference: '',
    bankInDateTime: '',
    remark: '',
    [TOP_UP_SLIP_FIELD]: [],
  };
  const fields = (values: TopUpFormValues): FormField[] => [
    { name: 'currencyCode', label: t('fields.currencyCode'), required: true, placeholder: DEFAULT_CURRENCY, autoComplete: 'off' },
    {
      name: 'amount',
      label: t('fields.amountIn', { currency: values.currencyCode || DEFAULT_CURRENCY }),
      required: true,
      placeholder: '0.00',
      description: t('form.amountHint'),
      autoComplete: 'off',
    },
    {
      name: 'paymentType',
      label: t('fields.paymentType'),
      type: 'select',
      options: optionsOf(TOP_UP_PAYMENT_TYPE, language),
      required: true,
    },
    {
      name: 'paymentMethod',
      label: t('fields.paymentMethod'),
      type: 'select',
      options: optionsOf(PAYMENT_METHOD, language),
      required: true,
    },
    {
      name: 'bankId',
      label: t('fields.bank'),
      type: 'select',
      options: (banks ?? []).map((bank) => ({
        value: bank.id,
        label: bank.accountNumber ? `${bank.name} (${bank.accountNumber})` : bank.name,
      })),
      required: true,
    },
    { name: 'bankInReference', label: t('fields.bankInReference'), required: true, autoComplete: 'off' },
    {
      name: 'bankInDateTime',
      label: t('fields.bankInDateTime'),
      type: 'datetime',
      required: true,
      maxDate: dayjs().endOf('day').format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      name: TOP_UP_SLIP_FIELD,
      label: t('fields.slip'),
      type: 'files',
      accept: SLIP_ACCEPT,
      required: values.paymentType === 'BNK',
      description: t('form.slipHint'),
    },
    { name: 'remark', label: t('fields.remark'), type: 'textarea', wide: true },
  ];

  return (
    <ResourceForm<ReturnType<typeof topUpFormSchema>, TopUpFormValues>
      schema={schema}
      initialValues={initialValues}
      fields={fields}
      submitLabel={t('topUp.submit')}
      testId="system-top-up-form"
      guardUnsaved={false}
      onValuesChange={(values) => {
        const currencyCode = values.currencyCode.trim().toUpperCase();
        if (currencyCode !== context.currencyCode || values.paymentType !== context.paymentType) {
          setContext({ currencyCode, paymentType: values.paymentType });
        }
      }}
      onSubmit={async (values) => {
        const { [TOP_UP_SLIP_FIELD]: files, remark, ...rest } = values;
        const result = await requestTopUp({ ...rest, remark: remark || undefined, slip: files[0] })
          .unwrap()
          .catch(asTopUpFieldError);
        toastSuccess(result.message);
        onDone();
      }}
    />
  );
}
