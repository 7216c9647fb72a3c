import { randomBytes } from 'node:crypto';

/** Crockford base 32 (no I, L, O, U): read aloud and typed from a voucher without confusion. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new booking reference, `BK` + 10 random characters (50 bits; BOOKING_REF_PATTERN). */
export function newBookingRef(): string {
  const bytes = randomBytes(10);
  let ref = 'BK';
  for (const byte of bytes) ref += ALPHABET[byte & 31];
  return ref;
}
