import { useMemo, useState } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconBuilding, IconInfoCircle } from '@tabler/icons-react';
import { DEFAULT_CURRENCY, optionsOf, PAYMENT_METHOD, TOP_UP_PAYMENT_TYPE, TOP_UP_SLIP_FIELD } from '@bo/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { ResourceForm, type FormField } from '../../../ui/resource';
import { PageHeader } from '../../../ui/PageHeader';
import { useActiveBanksQuery, useRequestTopUpMutation } from '../credit.api';
import { useCreditAccount } from '../useCreditAccount';
import { ACCOUNTS_TAB, topUpsPath } from '../paths';
import { asTopUpFieldError, SLIP_ACCEPT, topUpFormSchema, type TopUpFormContext, type TopUpFormValues } from './top-up-form';
import { useLanguage } from '../../../ui/useLanguage';

const NAMESPACE = 'credit';

/**
 * /credit/add-credit-topup: a top-up (bank-in) request with its slip. An agency user tops up its
 * own organization; staff come here from the credit accounts with the organization chosen
 * (`?organizationId=&currencyCode=`). The request is PEND until an approver decides.
 */
export function AddCreditTopUpPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const user = useAppSelector(selectUser);
  const [params] = useSearchParams();
  // An agency user's organization is the token's; staff name one (the API answers 404 for an agent naming another).
  const organizationId = user?.organizationId ?? params.get('organizationId') ?? null;
  const onBehalf = !user?.organizationId;
  const { data: banks } = useActiveBanksQuery();
  // The organization's name and code, and the currencies it holds accounts in.
  const account = useCreditAccount(organizationId);
  const organizationName = account.organizationName;
  const [requestTopUp] = useRequestTopUpMutation();

  const currencies = [...new Set([...account.currencies, DEFAULT_CURRENCY])];

  // Not from the accounts list: values that arrive later would reset what the user already typed.
  const requestedCurrency = params.get('currencyCode')?.toUpperCase() ?? '';
  const initialCurrency = /^[A-Z]{3}$/.test(requestedCurrency) ? requestedCurrency : DEFAULT_CURRENCY;
  // The amount's places follow the currency, and a bank-in needs its slip: the schema follows both.
  const [context, setContext] = useState<TopUpFormContext>({ currencyCode: initialCurrency, paymentType: 'BNK' });
  const schema = useMemo(() => topUpFormSchema(t, context), [t, context]);
  const initialValues: TopUpFormValues = {
    currencyCode: initialCurrency,
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
    {
      name: 'currencyCode',
      label: t('fields.currencyCode'),
      type: 'select',
      options: currencies.map((code) => ({ value: code, label: code })),
      required: true,
    },
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
      description: banks && banks.length === 0 ? t('form.noBanks') : undefined,
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
    <Stack gap="md" maw={960}>
      {/* Staff record a bank-in an organization made: the page says which one, in staff's words. */}
      <PageHeader title={t('topUp.title')} description={onBehalf ? t('topUp.subtitleStaff') : t('topUp.subtitle')} />
      {onBehalf && organizationId && (
        <Alert color="gray" variant="light" icon={<IconBuilding size={18} />} data-testid="top-up-organization">
          {organizationName
            ? t('topUp.forOrganization', { name: organizationName, code: account.organizationCode ?? '' })
            : t('topUp.forUnknownOrganization')}
        </Alert>
      )}
      {!organizationId ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="choose-organization">
          {t('topUp.chooseOrganization')}{' '}
          <Anchor component={Link} to={topUpsPath(ACCOUNTS_TAB)}>
            {t('tabs.label.accounts')}
          </Anchor>
        </Alert>
      ) : (
        <ResourceForm<ReturnType<typeof topUpFormSchema>, TopUpFormValues>
          schema={schema}
          initialValues={initialValues}
          fields={fields}
          submitLabel={t('topUp.submit')}
          cancelTo={topUpsPath()}
          testId="top-up-form"
          onValuesChange={(values) => {
            if (values.currencyCode !== context.currencyCode || values.paymentType !== context.paymentType) {
              setContext({ currencyCode: values.currencyCode, paymentType: values.paymentType });
            }
          }}
          onSubmit={async (values) => {
            const { [TOP_UP_SLIP_FIELD]: files, remark, ...rest } = values;
            const result = await requestTopUp({
              ...rest,
              remark: remark || undefined,
              organizationId: onBehalf ? organizationId : undefined,
              slip: files[0],
            })
              .unwrap()
              .catch(asTopUpFieldError);
            toastSuccess(result.message);
            return topUpsPath('PEND');
          }}
        />
      )}
    </Stack>
  );
}
