import { z } from 'zod';
import { configSection, httpUrlOrEmpty, type SectionOf } from '../../core/config/config-section';

/**
 * The settings of bookings (its section of the configuration, parsed with this schema at start;
 * `BOOKINGS.config`). Read by injection: `@InjectConfig(BOOKINGS_CONFIG) config: BookingsConfig`.
 */
export const BOOKINGS_CONFIG = configSection('bookings', {
  /** How long a new booking may stay unpaid before it expires (rooms and credit released). */
  BOOKING_PAYMENT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1_800),
  /** How long past that deadline an unpaid booking's rooms, tickets and credit stay held (its own expiry releases them first). */
  BOOKING_HOLD_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  /**
   * iPay88 FPX online banking (docs/ipay88.md). All four set, or FPX payments answer
   * PAYMENT_GATEWAY_NOT_CONFIGURED. `npm start` points them at the local simulator unless
   * IPAY88_MERCHANT_KEY is set. The merchant key is a secret: it only signs, and is never logged or
   * answered. The gateway posts its answers to APP_URL + /api/v1/payment/ipay88/{return,backend}.
   */
  IPAY88_MERCHANT_CODE: z.string().max(50).default(''),
  IPAY88_MERCHANT_KEY: z.string().default(''),
  IPAY88_ENTRY_URL: httpUrlOrEmpty('IPAY88_ENTRY_URL'),
  IPAY88_REQUERY_URL: httpUrlOrEmpty('IPAY88_REQUERY_URL'),
  /**
   * eLeisure (channel RWT) hotel reservations (docs/bookings.md, "eLeisure (RWT) payloads"): the
   * base URL of its API and our API key. Both set, or issuing a booking of an RWT hotel fails at the
   * supplier (the booking needs attention, the failed exchange is stored). `npm start` points them
   * at the local simulator unless ELEISURE_API_KEY is set. The key is a secret: sent in a header
   * only, never logged, stored in a payload or answered.
   */
  ELEISURE_URL: httpUrlOrEmpty('ELEISURE_URL'),
  ELEISURE_API_KEY: z.string().default(''),
  /** How long one eLeisure call may take before it counts as failed (retryable). */
  ELEISURE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * The flight supplier (channel SABRE; docs/bookings.md, "Suppliers and flights"): the base URL of
   * its API and, when it asks for one, our key (a secret: sent as a bearer token only, never logged
   * or answered). Unset: flight searches answer FLIGHT_SUPPLIER_NOT_CONFIGURED. `npm start` points
   * it at the local simulator (recorded fares) unless FLIGHT_SUPPLIER_URL is set.
   */
  FLIGHT_SUPPLIER_URL: httpUrlOrEmpty('FLIGHT_SUPPLIER_URL'),
  FLIGHT_SUPPLIER_KEY: z.string().default(''),
  /** How long one flight supplier call may take before it counts as failed (retryable). */
  FLIGHT_SUPPLIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
});

export type BookingsConfig = SectionOf<typeof BOOKINGS_CONFIG>;
