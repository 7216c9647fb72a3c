/** Routes of the credit screens (spec route table), in one place for links and tests. */
export const TOP_UPS_PATH = '/credit/credit-topups-payments';
export const ADD_TOP_UP_PATH = '/credit/add-credit-topup';
/** Tabs of the top-ups page (`?tab=`): one per top-up status, and the credit accounts. */
export const TOP_UP_TABS = ['PEND', 'VERIFY', 'REJECT'] as const;
export type TopUpTab = (typeof TOP_UP_TABS)[number];
export const ACCOUNTS_TAB = 'accounts';

export const topUpsPath = (tab?: TopUpTab | typeof ACCOUNTS_TAB) => (tab ? `${TOP_UPS_PATH}?tab=${tab}` : TOP_UPS_PATH);

/** `/credit/histories/:ID` (ID = organization id), the currency in the query. */
export const historyPath = (organizationId: string, currencyCode?: string) =>
  `/credit/histories/${encodeURIComponent(organizationId)}${currencyCode ? `?currencyCode=${encodeURIComponent(currencyCode)}` : ''}`;

/** The top-up form, for staff with the organization (and currency) chosen. */
export const addTopUpPath = (organizationId?: string, currencyCode?: string) => {
  const query = new URLSearchParams();
  if (organizationId) query.set('organizationId', organizationId);
  if (currencyCode) query.set('currencyCode', currencyCode);
  const text = query.toString();
  return text ? `${ADD_TOP_UP_PATH}?${text}` : ADD_TOP_UP_PATH;
};
