import { formatMinor } from '@bo/shared';

/** Minor units as the screens show money: 'MYR 1,250.50'. */
export const money = (amount: number, currencyCode: string) => formatMinor(amount, currencyCode, { withCode: true });

/** A signed amount (what an entry did to a balance): 'MYR +1,250.50', 'MYR -20.00'. */
export const signedMoney = (amount: number, currencyCode: string) =>
  `${currencyCode} ${amount > 0 ? '+' : ''}${formatMinor(amount, currencyCode)}`;
