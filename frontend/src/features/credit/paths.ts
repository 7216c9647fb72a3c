import { SCREEN_PATHS, screenPath } from '@bo/shared';

/** Links to the credit screens: paths from the shared SCREEN_PATHS, with their query strings. */
/** Tabs of the top-ups page (`?tab=`): one per top-up status, and the credit accounts. */
export const TOP_UP_TABS = ['PEND', 'VERIFY', 'REJECT'] as const;
export type TopUpTab = (typeof TOP_UP_TABS)[number];
export const ACCOUNTS_TAB = 'accounts';

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const text = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1])).toString();
  return text ? `${path}?${text}` : path;
};

export const topUpsPath = (tab?: TopUpTab | typeof ACCOUNTS_TAB) => withQuery(SCREEN_PATHS.topUps, { tab });

/** `/credit/histories/:ID` (ID = organization id), the currency in the query. */
export const historyPath = (organizationId: string, currencyCode?: string) =>
  withQuery(screenPath('creditHistory', organizationId), { currencyCode });

/** The top-up form, for staff with the organization (and currency) chosen. */
export const addTopUpPath = (organizationId?: string, currencyCode?: string) =>
  withQuery(SCREEN_PATHS.addTopUp, { organizationId, currencyCode });

/** The credit adjustments (limit, notes, refund) of one account; `type` opens that form. */
export const adjustmentsPath = (organizationId?: string, currencyCode?: string, type?: string) =>
  withQuery(SCREEN_PATHS.creditAdjustments, { organizationId, currencyCode, type });
