import { Alert, Anchor, Stack } from '@mantine/core';
import { IconBuilding, IconInfoCircle } from '@tabler/icons-react';
import { DEFAULT_CURRENCY } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../lib/session';
import { PageHeader } from '../../../ui/PageHeader';
import { ACCOUNTS_TAB, topUpsPath } from '../paths';
import { AGENT_TOP_UPS } from '../top-up-books';
import { useCreditAccount } from '../useCreditAccount';
import { TopUpRequestForm } from './TopUpRequestForm';

/**
 * /credit/add-credit-topup: a top-up (bank-in) request with its slip. An agency user tops up its
 * own organization; staff come here from the credit accounts with the organization chosen
 * (`?organizationId=&currencyCode=`). The request is PEND until an approver decides.
 */
export function AddCreditTopUpPage() {
  const { t } = useTranslation('credit');
  const user = useAppSelector(selectUser);
  const [params] = useSearchParams();
  // An agency user's organization is the token's; staff name one (the API answers 404 for an agent naming another).
  const organizationId = user?.organizationId ?? params.get('organizationId') ?? null;
  const onBehalf = !user?.organizationId;
  // The organization's name and code, and the currencies it holds accounts in.
  const account = useCreditAccount(organizationId);
  const organizationName = account.organizationName;
  const currencies = [...new Set([...account.currencies, DEFAULT_CURRENCY])];
  // Not from the accounts list: values that arrive later would reset what the user already typed.
  const requestedCurrency = params.get('currencyCode')?.toUpperCase() ?? '';
  const initialCurrency = /^[A-Z]{3}$/.test(requestedCurrency) ? requestedCurrency : DEFAULT_CURRENCY;

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
        <TopUpRequestForm
          book={AGENT_TOP_UPS}
          currencies={currencies}
          initialCurrency={initialCurrency}
          organizationId={onBehalf ? organizationId : undefined}
          cancelTo={topUpsPath()}
          onSent={() => topUpsPath('PEND')}
        />
      )}
    </Stack>
  );
}
