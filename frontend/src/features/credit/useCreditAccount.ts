import { DEFAULT_CURRENCY } from '@bo/shared';
import { useSearchParams } from 'react-router';
import { useCreditListQuery } from './credit.api';

const CURRENCY_PARAM = 'currencyCode';
const ACCOUNTS_QUERY = { pageSize: 50, curPageIndex: 1, sortKey: 'currencyCode', sortOrder: 'asc' as const };

/**
 * The credit account a screen is about: an organization (the caller's own for an agency user) and
 * the currency in the URL (`?currencyCode=`, else the organization's first account, else MYR),
 * with the organization's name and code and the currencies it holds accounts in.
 */
export function useCreditAccount(organizationId: string | null) {
  const [params, setParams] = useSearchParams();
  const { data } = useCreditListQuery(
    { ...ACCOUNTS_QUERY, organizationId: organizationId ?? undefined },
    { skip: !organizationId },
  );
  const accounts = (data?.items ?? []).filter((account) => account.organizationId === organizationId);
  const requested = params.get(CURRENCY_PARAM)?.toUpperCase();
  const currencyCode =
    (requested && /^[A-Z]{3}$/.test(requested) ? requested : undefined) ?? accounts[0]?.currencyCode ?? DEFAULT_CURRENCY;
  /** Another currency: written to the URL, back to the first page. */
  const chooseCurrency = (next: string | null) =>
    next &&
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set(CURRENCY_PARAM, next);
      updated.delete('curPageIndex');
      return updated;
    });
  return {
    currencyCode,
    /** The chosen currency and those of the organization's accounts. */
    currencies: [...new Set([currencyCode, ...accounts.map((account) => account.currencyCode)])],
    organizationName: accounts[0]?.organizationName ?? null,
    organizationCode: accounts[0]?.organizationCode ?? null,
    chooseCurrency,
  };
}
