/**
 * Upper bounds of money, in minor units (the same figure in every currency), so every amount and
 * balance stays an exact integer in JavaScript (below 2^53, about 9.007e15), in JSON and in
 * PostgreSQL `bigint`, with room to spare for sums. Documented in docs/credit.md ("Bounds").
 *
 * Sized for a Malaysian travel agency's credit, with headroom for currencies with small units
 * (IDR, VND, KRW have no minor unit: Rp 100,000,000,000 is about MYR 29,000,000).
 */

/** The largest amount of one operation (top-up, note, spend, hold, refund, limit change, fee): MYR 1,000,000,000.00. */
export const MAX_MONEY_AMOUNT = 100_000_000_000;

/**
 * The largest credit limit and the largest posted balance of a credit account: MYR 10,000,000,000.00.
 * An operation that would take either beyond it is refused and stores nothing. So available
 * (limit + balance - held) and held stay within 2 x this bound, 4,500 times below 2^53.
 */
export const MAX_CREDIT_BALANCE = 1_000_000_000_000;

/**
 * The largest nightly amount of a hotel rate (base rate, extras, a fixed cancellation fee):
 * MYR 100,000,000.00, far above any room, and small enough that a year of nights stays exact.
 * Documented in docs/hotel-inventory.md.
 */
export const MAX_RATE_MINOR_UNITS = 10_000_000_000;
