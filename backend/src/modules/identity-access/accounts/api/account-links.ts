/** Calls reached from e-mailed links or the login page: per client address and minute (ACCOUNT_LINK_RATE_LIMIT_PER_MINUTE). */
export const accountLinkLimit = {
  default: { limit: () => Number(process.env.ACCOUNT_LINK_RATE_LIMIT_PER_MINUTE ?? 20), ttl: 60_000 },
};
