/**
 * The one rounding rule of pricing: a percentage of an amount, rounded half up to the minor unit,
 * on exact integers only (no float ever holds money).
 */

/**
 * `base` x `basisPoints` / 10,000, rounded half up (0.5 sen goes up): 12.5% of 7 sen is 0.875 -> 1.
 *
 * Exact while base x basisPoints + 5,000 is a safe integer (< 2^53): the engine bounds base by
 * MAX_MONEY_AMOUNT (1e11) and rates by 50,000 basis points, at most 5e15. The quotient is taken as
 * (n - n % 10,000) / 10,000, an exact multiple divided, so no float division rounds it.
 */
export function roundHalfUp(base: number, basisPoints: number): number {
  const n = base * basisPoints + 5_000;
  if (!Number.isSafeInteger(n) || !Number.isInteger(base) || !Number.isInteger(basisPoints) || base < 0 || basisPoints < 0) {
    throw new RangeError(`percentage out of exact range: ${base} x ${basisPoints} bps`);
  }
  return (n - (n % 10_000)) / 10_000;
}
