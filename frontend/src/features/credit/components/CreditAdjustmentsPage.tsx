import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Paper, Select, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { DEFAULT_CURRENCY, type CreditBalance, type CreditCommandResult } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { toastSuccess } from '../../../lib/toast';
import { money } from '../../../ui/money';
import { ResourceForm, useConfirm } from '../../../ui/resource';
import { useAdjustCreditMutation, type AdjustmentKind } from '../credit-admin.api';
import { useAvailableCreditQuery, useCreditListQuery } from '../credit.api';
import { historyPath } from '../paths';
import {
  ADJUSTMENT_FORMS,
  ADJUSTMENT_KINDS,
  EMPTY_ADJUSTMENT,
  adjustmentBody,
  confirmation,
  type AccountChoice,
  type AdjustmentOutput,
  type AdjustmentValues,
} from './adjustment-forms';

const NAMESPACE = 'credit';
const isKind = (value: string | null): value is AdjustmentKind => ADJUSTMENT_KINDS.some((kind) => kind === value);
const isCurrency = (value: string | null | undefined): value is string => Boolean(value && /^[A-Z]{3}$/.test(value));
const FIGURES = ['creditLimit', 'balance', 'held', 'available'] as const;

/**
 * /credit/credit-adjustments: staff change an organization's credit account (credit.edit): its
 * credit limit (raise or lower), a credit note (adds to the balance), a debit note (takes from it)
 * or a manual refund of what a booking spent. The account and the kind live in the URL
 * (`?organizationId=&currencyCode=&type=`), so the credit accounts' row actions link straight here.
 * Every change is confirmed with its effect on the account first, and answered with the figures
 * it left.
 */
export function CreditAdjustmentsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const organizationId = params.get('organizationId') ?? '';
  const requestedCurrency = params.get('currencyCode')?.toUpperCase();
  const currencyCode = isCurrency(requestedCurrency) ? requestedCurrency : DEFAULT_CURRENCY;
  const kind: AdjustmentKind = isKind(params.get('type')) ? (params.get('type') as AdjustmentKind) : 'limit';
  const [result, setResult] = useState<{ kind: AdjustmentKind; outcome: CreditCommandResult } | null>(null);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
    setResult(null);
  };

  // Organizations with a credit account, searched by name on the server (getcreditlist), so a long
  // list is never loaded whole; the chosen one stays an option while another name is searched.
  const [search, setSearch] = useState('');
  const [chosenName, setChosenName] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const filter = debounced && debounced !== chosenName ? debounced : undefined;
  const { data: accounts, isFetching: searching } = useCreditListQuery({
    pageSize: 50,
    curPageIndex: 1,
    sortKey: 'organizationName',
    sortOrder: 'asc',
    organizationName: filter,
  });
  const { data: ownAccounts } = useCreditListQuery(
    { pageSize: 50, curPageIndex: 1, sortKey: 'currencyCode', sortOrder: 'asc', organizationName: chosenName ?? undefined },
    { skip: !chosenName },
  );
  const organizations = useMemo(() => {
    const byId = new Map<string, string>();
    for (const account of [...(ownAccounts?.items ?? []), ...(accounts?.items ?? [])]) {
      if (!byId.has(account.organizationId)) byId.set(account.organizationId, account.organizationName ?? account.organizationId);
    }
    return [...byId].map(([value, label]) => ({ value, label }));
  }, [accounts, ownAccounts]);
  const organizationName = organizations.find((option) => option.value === organizationId)?.label ?? chosenName;
  // Opened with an account in the URL (a row action): show its name once the options know it.
  useEffect(() => {
    if (organizationId && organizationName && !search) setSearch(organizationName);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the name becomes known
  }, [organizationId, organizationName]);
  const currencies = [
    ...new Set([
      currencyCode,
      DEFAULT_CURRENCY,
      ...[...(ownAccounts?.items ?? []), ...(accounts?.items ?? [])]
        .filter((account) => account.organizationId === organizationId)
        .map((account) => account.currencyCode),
    ]),
  ].sort();

  const account: AccountChoice | null = organizationId
    ? { organizationId, organizationName: organizationName ?? organizationId, currencyCode }
    : null;
  const { data: balance, isFetching: balanceLoading } = useAvailableCreditQuery(
    { organizationId, currencyCode },
    { skip: !organizationId },
  );

  return (
    <Stack gap="md" maw={1040}>
      <div>
        <Title order={1} size="h2" data-testid="page-title">
          {t('adjustments.title')}
        </Title>
        <Text c="dimmed">{t('adjustments.subtitle')}</Text>
      </div>

      <Paper withBorder p="lg" component="section" aria-labelledby="adjustment-account">
        <Stack gap="md">
          <Title order={2} size="h4" id="adjustment-account">
            {t('adjustments.account')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('fields.organizationName')}
              placeholder={t('adjustments.searchOrganization')}
              data={organizations}
              value={organizationId || null}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              nothingFoundMessage={searching ? t('adjustments.searching') : t('adjustments.noOrganization')}
              onChange={(value, option) => {
                setChosenName(option?.label ?? null);
                // Another organization starts from the default currency (it may not have the one chosen).
                update({ organizationId: value, currencyCode: null });
              }}
              comboboxProps={{ withinPortal: true }}
              data-testid="adjustment-organization"
            />
            <Select
              label={t('fields.currencyCode')}
              data={currencies}
              value={currencyCode}
              allowDeselect={false}
              onChange={(value) => update({ currencyCode: value })}
              disabled={!organizationId}
              comboboxProps={{ withinPortal: true }}
              data-testid="adjustment-currency"
            />
          </SimpleGrid>
          {account && <AccountFigures balance={balance} loading={balanceLoading && !balance} account={account} />}
        </Stack>
      </Paper>

      <Tabs value={kind} onChange={(next) => isKind(next) && update({ type: next })} keepMounted={false}>
        <Tabs.List mb="md">
          {ADJUSTMENT_KINDS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`adjustment-tab-${value}`}>
              {t(`adjustments.kind.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ADJUSTMENT_KINDS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t(`adjustments.help.${value}`)}
              </Text>
              {account ? (
                <AdjustmentForm
                  kind={value}
                  account={account}
                  balance={balance}
                  onDone={(outcome) => setResult({ kind: value, outcome })}
                />
              ) : (
                <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="choose-account">
                  {t('adjustments.chooseAccount')}
                </Alert>
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>

      {result && account && (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title={result.outcome.message}
          role="status"
          data-testid="adjustment-result"
        >
          <Text size="sm">
            {t('adjustments.resultFigures', {
              organization: account.organizationName,
              limit: money(result.outcome.balance.creditLimit, result.outcome.balance.currencyCode),
              balance: money(result.outcome.balance.balance, result.outcome.balance.currencyCode),
              held: money(result.outcome.balance.held, result.outcome.balance.currencyCode),
              available: money(result.outcome.balance.available, result.outcome.balance.currencyCode),
            })}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

/** The chosen account's figures now (they follow live: every ledger event makes them stale). */
function AccountFigures({ balance, loading, account }: { balance?: CreditBalance; loading: boolean; account: AccountChoice }) {
  const { t } = useTranslation(NAMESPACE);
  if (loading) return <Skeleton height={56} />;
  if (!balance) return null;
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="account-figures">
        {FIGURES.map((figure) => (
          <div key={figure}>
            <Text size="xs" c="dimmed">
              {t(`fields.${figure}`)}
            </Text>
            <Text fw={600} data-testid={`figure-${figure}`} data-amount={balance[figure]}>
              {money(balance[figure], balance.currencyCode)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Anchor component={Link} to={historyPath(account.organizationId, account.currencyCode)} size="sm" w="fit-content">
        {t('accounts.viewHistory')}
      </Anchor>
    </Stack>
  );
}

/** One kind's form: checked with the shared schema's rules, confirmed with its effect, then sent. */
function AdjustmentForm({
  kind,
  account,
  balance,
  onDone,
}: {
  kind: AdjustmentKind;
  account: AccountChoice;
  balance?: CreditBalance;
  onDone: (outcome: CreditCommandResult) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [adjust] = useAdjustCreditMutation();
  const [confirm, confirmDialog] = useConfirm();
  // A new empty form after each change made (and for another account).
  const [round, setRound] = useState(0);
  const definition = ADJUSTMENT_FORMS[kind];

  return (
    <>
      <ResourceForm<z.ZodType<AdjustmentOutput>, AdjustmentValues>
        key={`${account.organizationId}:${account.currencyCode}:${round}`}
        // The limit's amount is signed by the direction chosen: the schema follows the values.
        schema={(values) => definition.schema(t, account.currencyCode, values.direction)}
        initialValues={EMPTY_ADJUSTMENT}
        fields={definition.fields(t, account.currencyCode)}
        submitLabel={t(`adjustments.submit.${kind}`)}
        testId={`adjustment-form-${kind}`}
        onSubmit={async (values) => {
          const yes = await confirm({
            title: t(`adjustments.confirmTitle.${kind}`),
            message: confirmation(t, kind, values, account, balance),
            confirmLabel: t(`adjustments.submit.${kind}`),
            danger: kind === 'debit-note' || (kind === 'limit' && values.amount < 0),
          });
          if (!yes) return;
          const outcome = await adjust({ kind, body: adjustmentBody(kind, values, account) }).unwrap();
          toastSuccess(outcome.message);
          onDone(outcome);
          setRound((n) => n + 1);
        }}
      />
      {confirmDialog}
    </>
  );
}
