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

/** One account's balance (organization and currency); staff name the organization, agents need not. */
export const accountTag = (organizationId: string | undefined, currencyCode: string) => ({
  type: 'Credit' as const,
  id: `${organizationId ?? 'own'}:${currencyCode}`,
});
