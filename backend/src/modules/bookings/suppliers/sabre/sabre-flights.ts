import { Injectable, Logger } from '@nestjs/common';
import type { CabinClass } from '@bo/shared';
import { z } from 'zod';
import { InjectConfig } from '../../../../core/config/config-section';
import { BOOKINGS_CONFIG, type BookingsConfig } from '../../bookings.config';
import {
  errorAnswerSchema,
  fareOf,
  orderAnswerSchema,
  type Party,
  priceAnswerSchema,
  readAnswer,
  type SabreOrder,
  shopAnswerSchema,
  type SupplierFare,
  supplierParty,
} from './sabre-fares';

/** How a call to the flight supplier ended when it did not answer what was asked. */
export class SabreCallFailed extends Error {
  constructor(
    /** not-configured: no FLIGHT_SUPPLIER_URL; unavailable: no answer, a 5xx, 408, 429, or an unreadable answer; refused: any other 4xx. */
    readonly kind: 'not-configured' | 'unavailable' | 'refused',
    /** The supplier's own code (OFFER_NOT_AVAILABLE, TICKETING_REFUSED...) or ours. */
    readonly code: string,
    /** Safe to show staff: the supplier's message or what went wrong, never the key. */
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'SabreCallFailed';
  }
}

/** What the order call is given: our booking, the fare and who flies. */
export interface SabreOrderRequest {
  bookingRef: string;
  offerId: string;
  passengers: { type: 'ADT' | 'CHD' | 'INF'; firstName: string; lastName: string; dateOfBirth: string | null }[];
  contact: { name: string; email: string; phone: string | null };
  /** What the booking was priced on: the supplier refuses (PRICE_CHANGED) when the fare costs another amount now. */
  expectedTotal: number;
}

/**
 * The flight supplier's API (Sabre; the simulator in ./simulator in development and tests), JSON
 * over HTTP at FLIGHT_SUPPLIER_URL, our key as a bearer token when FLIGHT_SUPPLIER_KEY is set: fare
 * search, re-pricing one fare, ordering (ticketing; idempotent by our bookingRef) and cancelling.
 * Each call gives up after FLIGHT_SUPPLIER_TIMEOUT_MS. Throws SabreCallFailed.
 */
@Injectable()
export class SabreFlights {
  private readonly logger = new Logger(SabreFlights.name);

  constructor(@InjectConfig(BOOKINGS_CONFIG) private readonly config: BookingsConfig) {}

  get configured(): boolean {
    return this.config.FLIGHT_SUPPLIER_URL !== '';
  }

  /** One-way fares on a date for the party, in one cabin or all. */
  async search(q: {
    origin: string;
    destination: string;
    departureDate: string;
    party: Party;
    cabinClass: CabinClass | null;
  }): Promise<SupplierFare[]> {
    const answer = await this.call('POST', '/v1/shop/flights', shopAnswerSchema, {
      origin: q.origin,
      destination: q.destination,
      departureDate: q.departureDate,
      passengers: supplierParty(q.party),
      cabin: q.cabinClass,
    });
    return answer.offers.map(fareOf);
  }

  /** One fare priced for the party now; null: no longer offered (the supplier's 404). */
  async price(offerId: string, party: Party): Promise<SupplierFare | null> {
    try {
      const answer = await this.call('POST', '/v1/offers/price', priceAnswerSchema, {
        offerId,
        passengers: supplierParty(party),
      });
      return fareOf(answer.offer);
    } catch (error) {
      if (error instanceof SabreCallFailed && error.code === 'OFFER_NOT_AVAILABLE') return null;
      throw error;
    }
  }

  /** Tickets the fare for the passengers: the order (PNR), the same one for the same bookingRef. */
  order(request: SabreOrderRequest): Promise<SabreOrder> {
    return this.call('POST', '/v1/orders', orderAnswerSchema, request);
  }

  cancelOrder(orderId: string): Promise<SabreOrder> {
    return this.call('POST', `/v1/orders/${encodeURIComponent(orderId)}/cancel`, orderAnswerSchema, {});
  }

  private async call<T>(method: 'POST' | 'GET', path: string, schema: z.ZodType<T>, body: unknown): Promise<T> {
    if (!this.configured) throw new SabreCallFailed('not-configured', 'NOT_CONFIGURED', 'The flight supplier is not set up');
    const url = `${this.config.FLIGHT_SUPPLIER_URL.replace(/\/+$/, '')}${path}`;
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.config.FLIGHT_SUPPLIER_KEY) headers.authorization = `Bearer ${this.config.FLIGHT_SUPPLIER_KEY}`;
    let status: number;
    let text: string;
    try {
      const res = await fetch(url, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.config.FLIGHT_SUPPLIER_TIMEOUT_MS),
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      const why = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'could not be reached';
      this.logger.warn(`flight supplier ${path}: ${why}`);
      throw new SabreCallFailed('unavailable', 'UNREACHABLE', `The flight supplier ${why}`);
    }
    const json = parseJson(text);
    if (status >= 200 && status < 300) {
      const answer = readAnswer(schema, json);
      if (answer !== null) return answer;
      this.logger.warn(`flight supplier ${path}: an answer that does not read as expected (HTTP ${status})`);
      throw new SabreCallFailed('unavailable', 'UNREADABLE_ANSWER', 'The flight supplier answered something unreadable');
    }
    const error = readAnswer(errorAnswerSchema, json)?.error;
    const code = error?.code ?? `HTTP_${status}`;
    const reason = (error?.message ?? `HTTP ${status}`).slice(0, 300);
    const kind = status >= 500 || status === 408 || status === 429 ? 'unavailable' : 'refused';
    if (kind === 'unavailable' || status === 401 || status === 403)
      this.logger.warn(`flight supplier ${path}: ${code} ${reason}`);
    throw new SabreCallFailed(kind, code, reason);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
