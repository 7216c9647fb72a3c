/**
 * eLeisure's hotel reservation API as we speak it (docs/bookings.md, "eLeisure (RWT) payloads"):
 * JSON over HTTPS, our API key in the `X-Api-Key` header (never in a body, so never in a stored
 * payload), our booking reference as `ClientReference` (eLeisure answers the same confirmation for
 * the same reference: a retried call books once). Pure: the payloads, the paths and how an answer
 * reads; the adapter (eleisure-channel.ts) sends them, the simulator (simulator/) answers them.
 */

export const RESERVE_PATH = '/v1/hotel/reservations';
export const CANCEL_PATH = '/v1/hotel/reservations/cancel';
export const API_KEY_HEADER = 'x-api-key';
export const JSON_TYPE = 'application/json';

/** What eLeisure is asked to reserve: one room type and rate plan of one hotel for a stay. */
export interface ReservationRequest {
  ClientReference: string;
  HotelCode: string;
  RoomTypeCode: string;
  RatePlanCode: string;
  CheckInDate: string;
  CheckOutDate: string;
  NumberOfRooms: number;
  Guests: { Adults: number; ChildAges: number[] };
  LeadGuest: { Name: string; Email: string; Phone: string | null };
  GuestNames: string[];
  /** What we owe eLeisure (the booking's supplier cost, net of our mark-up, fees and taxes), in major units with two decimals ("1278.99"): exact, from minor units. */
  TotalAmount: { Amount: string; CurrencyCode: string };
}

export interface CancellationRequest {
  ClientReference: string;
  ConfirmationNumber: string;
  HotelCode: string | null;
}

/** eLeisure's answers: a status, its numbers, or an error code and message. */
export interface EleisureAnswer {
  Status?: string;
  ConfirmationNumber?: string;
  CancellationNumber?: string;
  ClientReference?: string;
  ErrorCode?: string;
  Message?: string;
}

/** Minor units as eLeisure's decimal text, exact (no floating point): 127899 -> "1278.99". */
export function decimalAmount(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error('amount must be a safe integer of minor units');
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** How an answer reads for us: done (with eLeisure's number), refused (its no), or failed (no usable answer: may be tried again). */
export type AnswerVerdict =
  { outcome: 'SUCCEEDED'; supplierRef: string } | { outcome: 'REFUSED'; reason: string } | { outcome: 'FAILED'; reason: string };

/** Reads a body as eLeisure's JSON answer, or null when it is not one. */
export function parseAnswer(body: string): EleisureAnswer | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as EleisureAnswer) : null;
  } catch {
    return null;
  }
}

const said = (answer: EleisureAnswer | null) =>
  [answer?.ErrorCode, answer?.Message].filter((part) => typeof part === 'string' && part !== '').join(': ');

/**
 * An HTTP answer to a reservation (`expect` CONFIRMED, the number in ConfirmationNumber) or a
 * cancellation (CANCELLED, CancellationNumber). A 4xx other than 408 and 429 is eLeisure's
 * refusal; 5xx, 408, 429 and a 2xx we cannot read are failures worth another try (the call is
 * idempotent by ClientReference).
 */
export function verdictOf(kind: 'RESERVE' | 'CANCEL', status: number, body: string): AnswerVerdict {
  const answer = parseAnswer(body);
  const expected = kind === 'RESERVE' ? 'CONFIRMED' : 'CANCELLED';
  if (status >= 200 && status < 300) {
    const number = kind === 'RESERVE' ? answer?.ConfirmationNumber : (answer?.CancellationNumber ?? answer?.ConfirmationNumber);
    if (answer?.Status === expected && typeof number === 'string' && number !== '')
      return { outcome: 'SUCCEEDED', supplierRef: number };
    return { outcome: 'FAILED', reason: `eLeisure answered HTTP ${status} without a ${expected.toLowerCase()} status` };
  }
  const detail = said(answer);
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { outcome: 'REFUSED', reason: `eLeisure refused (HTTP ${status})${detail ? `: ${detail}` : ''}` };
  }
  return { outcome: 'FAILED', reason: `eLeisure answered HTTP ${status}${detail ? `: ${detail}` : ''}` };
}
