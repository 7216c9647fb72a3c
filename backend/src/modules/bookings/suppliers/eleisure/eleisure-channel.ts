import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { SupplierExchangeKind } from '@bo/shared';
import { InjectConfig } from '../../../../core/config/config-section';
import { BOOKINGS_CONFIG, type BookingsConfig } from '../../bookings.config';
import { HotelRates } from '../../../hotels';
import { type SupplierChannel, SupplierChannels, type SupplierConfirmRequest, SupplierFailure } from '../supplier-channel';
import { type SupplierExchangeRecord, SupplierExchanges } from '../supplier-exchanges';
import type { BookingPlaced } from '../../domain/booking.events';
import {
  API_KEY_HEADER,
  type AnswerVerdict,
  CANCEL_PATH,
  type CancellationRequest,
  decimalAmount,
  JSON_TYPE,
  RESERVE_PATH,
  type ReservationRequest,
  verdictOf,
} from './eleisure-api';

const CHANNEL = 'RWT';
/** A response body is kept up to this size (eLeisure's answers are a few hundred bytes). */
const MAX_RESPONSE_CHARS = 256 * 1024;
const REDACTED = '[redacted]';

type Hotel = SupplierExchangeRecord['hotel'];

/** What one call is: its kind, the booking, the hotel, and the payload (null: it could not be built). */
interface Call {
  kind: SupplierExchangeKind;
  bookingRef: string;
  hotel: Hotel;
  path: string;
  payload: ReservationRequest | CancellationRequest | null;
  /** Why it is not sent (not set up, no hotel code, the rate gone); null: send it. */
  notSent: string | null;
}

/**
 * The eLeisure adapter of the supplier port (channel RWT; docs/bookings.md, "eLeisure (RWT)
 * payloads"): a booking of a hotel on channel RWT is reserved at eLeisure when it is issued and
 * cancelled there when it is cancelled. Each call is stored with both payloads, its HTTP status,
 * outcome and timing (SupplierExchanges), whatever happened, before the adapter answers or throws
 * SupplierFailure, so staff can read why a booking needs attention.
 *
 * The API key goes in a header only; it is in no stored payload, reason or log line (a payload that
 * somehow contained it would have it replaced before it is stored).
 */
@Injectable()
export class EleisureChannel implements SupplierChannel, OnModuleInit {
  readonly code = CHANNEL;
  private readonly logger = new Logger(EleisureChannel.name);

  constructor(
    @InjectConfig(BOOKINGS_CONFIG) private readonly config: BookingsConfig,
    private readonly channels: SupplierChannels,
    private readonly exchanges: SupplierExchanges,
    private readonly rates: HotelRates,
  ) {}

  onModuleInit(): void {
    this.channels.register(this);
  }

  async confirm({ bookingRef, placed, supplierCode }: SupplierConfirmRequest): Promise<{ supplierRef: string }> {
    const booked = placed.hotel;
    const hotel: Hotel = {
      hotelID: booked?.hotelID ?? null,
      hotelName: booked?.hotelName ?? null,
      supplierHotelCode: supplierCode,
    };
    let payload: ReservationRequest | null = null;
    let notSent = this.notSetUp();
    if (!booked) notSent ??= 'Not sent: the booking is not a hotel booking';
    else if (!supplierCode) notSent ??= 'Not sent: the hotel has no eLeisure hotel code';
    else {
      try {
        const rate = await this.rates.get(booked.roomRateInclusionID);
        payload = {
          ClientReference: bookingRef,
          HotelCode: supplierCode,
          RoomTypeCode: rate.roomCode,
          RatePlanCode: rate.info.ratePlanCode,
          CheckInDate: booked.checkIn,
          CheckOutDate: booked.checkOut,
          NumberOfRooms: booked.rooms,
          Guests: { Adults: booked.adults, ChildAges: booked.childAges },
          LeadGuest: {
            Name: placed.travellers[0] ?? placed.contact.name,
            Email: placed.contact.email,
            Phone: placed.contact.phone,
          },
          GuestNames: placed.travellers.length > 0 ? placed.travellers : [placed.contact.name],
          TotalAmount: { Amount: decimalAmount(supplierCostOf(placed)), CurrencyCode: placed.currencyCode },
        };
      } catch (error) {
        notSent ??= `Not sent: the booked rate could not be read (${error instanceof Error ? error.message : String(error)})`;
      }
    }
    const supplierRef = await this.exchange({ kind: 'RESERVE', bookingRef, hotel, path: RESERVE_PATH, payload, notSent });
    return { supplierRef };
  }

  async cancel({ bookingRef, supplierRef }: { bookingRef: string; supplierRef: string }): Promise<void> {
    const hotel = (await this.exchanges.reservedHotel(CHANNEL, bookingRef)) ?? {
      hotelID: null,
      hotelName: null,
      supplierHotelCode: null,
    };
    const payload: CancellationRequest = {
      ClientReference: bookingRef,
      ConfirmationNumber: supplierRef,
      HotelCode: hotel.supplierHotelCode,
    };
    await this.exchange({ kind: 'CANCEL', bookingRef, hotel, path: CANCEL_PATH, payload, notSent: this.notSetUp() });
  }

  private notSetUp(): string | null {
    return this.config.ELEISURE_URL === '' || this.config.ELEISURE_API_KEY === ''
      ? 'Not sent: eLeisure is not set up (ELEISURE_URL, ELEISURE_API_KEY)'
      : null;
  }

  /** Sends the call (unless it cannot go), stores the exchange, then answers eLeisure's number or throws SupplierFailure. */
  private async exchange(call: Call): Promise<string> {
    const url = this.config.ELEISURE_URL === '' ? '' : `${this.config.ELEISURE_URL.replace(/\/+$/, '')}${call.path}`;
    const requestBody = call.payload === null ? '' : this.redact(JSON.stringify(call.payload, null, 2));
    const startedAt = new Date();
    const started = performance.now();
    let httpStatus: number | null = null;
    let response: SupplierExchangeRecord['response'] = null;
    let verdict: AnswerVerdict & { retryable?: boolean };
    if (call.notSent !== null || call.payload === null) {
      verdict = { outcome: 'FAILED', reason: call.notSent ?? 'Not sent', retryable: false };
    } else {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': JSON_TYPE, accept: JSON_TYPE, [API_KEY_HEADER]: this.config.ELEISURE_API_KEY },
          body: requestBody,
          signal: AbortSignal.timeout(this.config.ELEISURE_TIMEOUT_MS),
        });
        httpStatus = res.status;
        const text = await res.text();
        const body = this.redact(text.length > MAX_RESPONSE_CHARS ? text.slice(0, MAX_RESPONSE_CHARS) : text);
        response = { contentType: res.headers.get('content-type') ?? 'application/octet-stream', body };
        verdict = verdictOf(call.kind, res.status, text);
      } catch (error) {
        const why = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : this.redact(messageOf(error));
        verdict = { outcome: 'FAILED', reason: `eLeisure could not be reached: ${why}` };
      }
    }
    const finishedAt = new Date();
    await this.exchanges.record({
      id: randomUUID(),
      channel: CHANNEL,
      kind: call.kind,
      bookingRef: call.bookingRef,
      hotel: call.hotel,
      method: 'POST',
      url,
      request: { contentType: JSON_TYPE, body: requestBody },
      httpStatus,
      response,
      outcome: verdict.outcome,
      supplierRef: verdict.outcome === 'SUCCEEDED' ? verdict.supplierRef : null,
      reason: verdict.outcome === 'SUCCEEDED' ? null : verdict.reason,
      startedAt,
      finishedAt,
      durationMs: Math.max(0, Math.round(performance.now() - started)),
    });
    if (verdict.outcome === 'SUCCEEDED') return verdict.supplierRef;
    this.logger.warn(`eLeisure ${call.kind.toLowerCase()} of ${call.bookingRef}: ${verdict.reason}`);
    throw new SupplierFailure(verdict.reason, verdict.retryable ?? verdict.outcome === 'FAILED');
  }

  /** The API key never reaches a stored payload, a reason or the log, whatever a server echoes. */
  private redact(text: string): string {
    const key = this.config.ELEISURE_API_KEY;
    return key === '' ? text : text.split(key).join(REDACTED);
  }
}

const messageOf = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
};

/**
 * What eLeisure is owed for the stay: the supplier cost the booking was priced from (the price
 * engine's SUPPLIER_COST line), never our selling total, whose mark-up, fees and taxes are ours.
 */
export function supplierCostOf(placed: Pick<BookingPlaced, 'breakdown' | 'total'>): number {
  const lines = (placed.breakdown as { lines?: { kind: string; amount: number }[] } | null)?.lines ?? [];
  return lines.filter((line) => line.kind === 'SUPPLIER_COST').reduce((sum, line) => sum + line.amount, 0);
}
