/**
 * RTK Query tags of the credit screens, in a module of their own so the live notices (loaded with
 * the app, routes.tsx) can name them without pulling in the screens' API code.
 */
export const CREDIT_TAGS = {
  /** Balances of every account: getavailablecredit and getcreditlist. */
  accounts: { type: 'Credit' as const, id: 'LIST' },
  history: { type: 'CreditHistory' as const, id: 'LIST' },
  topUps: { type: 'TopUp' as const, id: 'LIST' },
};

/** What any movement of money makes stale: balances, histories and top-up lists. */
export const LEDGER_TAGS = [CREDIT_TAGS.accounts, CREDIT_TAGS.history, CREDIT_TAGS.topUps];

/** One account's balance (organization and currency); staff name the organization, agents need not. */
export const accountTag = (organizationId: string | undefined, currencyCode: string) => ({
  type: 'Credit' as const,
  id: `${organizationId ?? 'own'}:${currencyCode}`,
});
