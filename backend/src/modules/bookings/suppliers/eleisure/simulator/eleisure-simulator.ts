/**
 * A local stand-in for eLeisure's hotel reservation API, for tests and `npm start` (nothing leaves
 * this machine). Plain node:http, in memory, JSON as ../eleisure-api.ts describes:
 *
 *   POST /v1/hotel/reservations          reserve: 200 CONFIRMED with a ConfirmationNumber; the same
 *                                        ClientReference answers the same number (idempotent)
 *   POST /v1/hotel/reservations/cancel   cancel a confirmed reservation: 200 CANCELLED (again: the same)
 *   GET  /                               the reservations seen so far
 *
 * Refusals, as eLeisure's JSON `{ Status: 'REJECTED', ErrorCode, Message }`: a wrong or missing API
 * key (401), a malformed request (400), a hotel code it does not know (422 HOTEL_NOT_FOUND: with
 * `hotels` given, only those codes are known; `knowHotel` adds one later), an unknown reservation
 * (404). `outage(true)` answers 503 to everything, as a supplier that is down. The API key is only
 * compared: it is in no page, answer or error.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  readJsonObject,
  send,
  sameSecret,
  serveSimulator,
  SimulatorRefusal as Refusal,
} from '../../../../../core/simulators/simulator-http';
import { API_KEY_HEADER, CANCEL_PATH, type EleisureAnswer, JSON_TYPE, RESERVE_PATH } from '../eleisure-api';

export interface EleisureSimulatorOptions {
  /** 0 or absent: an ephemeral port. */
  port?: number;
  /** Loopback unless told otherwise. */
  host?: string;
  apiKey: string;
  /** The hotel codes it knows (case-insensitive); absent: every code. */
  hotels?: Iterable<string>;
}

export interface SimulatedReservation {
  clientReference: string;
  confirmationNumber: string;
  hotelCode: string;
  roomTypeCode: string;
  ratePlanCode: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  leadGuest: string;
  total: string;
  status: 'CONFIRMED' | 'CANCELLED';
  cancellationNumber: string | null;
  /** How many reservation requests named this reference (a retry answers the first). */
  requests: number;
}

export interface EleisureSimulator {
  /** The base URL (ELEISURE_URL). */
  url: string;
  reservations: ReadonlyMap<string, SimulatedReservation>;
  /** Makes a hotel code known (with `hotels` given). */
  knowHotel(code: string): void;
  /** While on, every call answers 503. */
  outage(on: boolean): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 256 * 1024;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d+\.\d{2}$/;

export async function startEleisureSimulator(options: EleisureSimulatorOptions): Promise<EleisureSimulator> {
  const known = options.hotels ? new Set([...options.hotels].map((code) => code.toUpperCase())) : null;
  const reservations = new Map<string, SimulatedReservation>();
  let confirmations = 0;
  let cancellations = 0;
  let down = false;

  function authorize(req: IncomingMessage): void {
    if (!sameSecret(String(req.headers[API_KEY_HEADER] ?? ''), options.apiKey))
      throw new Refusal(401, 'UNAUTHORIZED', 'Invalid API key');
  }

  function reserve(body: Record<string, unknown>): EleisureAnswer {
    const text = (name: string) => {
      const value = body[name];
      if (typeof value !== 'string' || value.trim() === '') throw new Refusal(400, 'INVALID_REQUEST', `Missing field: ${name}`);
      return value;
    };
    const ref = text('ClientReference');
    const hotelCode = text('HotelCode').toUpperCase();
    const checkIn = text('CheckInDate');
    const checkOut = text('CheckOutDate');
    if (!DATE.test(checkIn) || !DATE.test(checkOut) || checkOut <= checkIn) {
      throw new Refusal(400, 'INVALID_REQUEST', 'CheckInDate and CheckOutDate must be dates, check-out after check-in');
    }
    const rooms = body.NumberOfRooms;
    if (!Number.isInteger(rooms) || (rooms as number) < 1)
      throw new Refusal(400, 'INVALID_REQUEST', 'NumberOfRooms must be at least 1');
    const total = body.TotalAmount as { Amount?: unknown; CurrencyCode?: unknown } | undefined;
    if (typeof total?.Amount !== 'string' || !AMOUNT.test(total.Amount) || typeof total.CurrencyCode !== 'string') {
      throw new Refusal(400, 'INVALID_REQUEST', 'TotalAmount must be { Amount: "0.00", CurrencyCode }');
    }
    const lead = body.LeadGuest as { Name?: unknown } | undefined;
    if (typeof lead?.Name !== 'string' || lead.Name.trim() === '')
      throw new Refusal(400, 'INVALID_REQUEST', 'Missing field: LeadGuest.Name');
    const existing = reservations.get(ref);
    if (existing) {
      existing.requests++;
      if (existing.status === 'CANCELLED') throw new Refusal(409, 'RESERVATION_CANCELLED', `Reservation ${ref} was cancelled`);
      return confirmed(existing);
    }
    if (known && !known.has(hotelCode)) throw new Refusal(422, 'HOTEL_NOT_FOUND', `Unknown hotel code ${hotelCode}`);
    const reservation: SimulatedReservation = {
      clientReference: ref,
      confirmationNumber: `ELR${String(++confirmations).padStart(7, '0')}`,
      hotelCode,
      roomTypeCode: text('RoomTypeCode'),
      ratePlanCode: text('RatePlanCode'),
      checkIn,
      checkOut,
      rooms: rooms as number,
      leadGuest: lead.Name,
      total: `${total.CurrencyCode} ${total.Amount}`,
      status: 'CONFIRMED',
      cancellationNumber: null,
      requests: 1,
    };
    reservations.set(ref, reservation);
    return confirmed(reservation);
  }

  function cancel(body: Record<string, unknown>): EleisureAnswer {
    const ref = typeof body.ClientReference === 'string' ? body.ClientReference : '';
    const number = typeof body.ConfirmationNumber === 'string' ? body.ConfirmationNumber : '';
    if (!ref || !number) throw new Refusal(400, 'INVALID_REQUEST', 'ClientReference and ConfirmationNumber are required');
    const reservation = reservations.get(ref);
    if (!reservation || reservation.confirmationNumber !== number) {
      throw new Refusal(404, 'RESERVATION_NOT_FOUND', `No reservation ${number} for ${ref}`);
    }
    if (reservation.status !== 'CANCELLED') {
      reservation.status = 'CANCELLED';
      reservation.cancellationNumber = `ELC${String(++cancellations).padStart(7, '0')}`;
    }
    return {
      Status: 'CANCELLED',
      ClientReference: ref,
      ConfirmationNumber: reservation.confirmationNumber,
      CancellationNumber: reservation.cancellationNumber!,
      Message: 'Reservation cancelled',
    };
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://simulator').pathname;
    if (path === '/' && req.method === 'GET')
      return send(res, 200, 'text/html; charset=utf-8', indexPage([...reservations.values()]));
    if (down) throw new Refusal(503, 'SERVICE_UNAVAILABLE', 'eLeisure is temporarily unavailable');
    if (req.method !== 'POST' || (path !== RESERVE_PATH && path !== CANCEL_PATH))
      throw new Refusal(404, 'NOT_FOUND', 'Not found');
    authorize(req);
    const body = await readJsonObject(req, MAX_BODY_BYTES);
    const answer = path === RESERVE_PATH ? reserve(body) : cancel(body);
    return send(res, 200, JSON_TYPE, JSON.stringify(answer));
  }

  const server = await serveSimulator(options, route, (res, refusal) => {
    const answer: EleisureAnswer = { Status: 'REJECTED', ErrorCode: refusal.code, Message: refusal.message };
    send(res, refusal.status, JSON_TYPE, JSON.stringify(answer));
  });

  return {
    url: server.url,
    reservations,
    knowHotel: (code) => known?.add(code.toUpperCase()),
    outage: (on) => {
      down = on;
    },
    close: server.close,
  };
}

function confirmed(r: SimulatedReservation): EleisureAnswer {
  return {
    Status: 'CONFIRMED',
    ClientReference: r.clientReference,
    ConfirmationNumber: r.confirmationNumber,
    Message: 'Reservation confirmed',
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function indexPage(reservations: SimulatedReservation[]): string {
  const rows = reservations
    .map((r) =>
      [
        r.clientReference,
        r.confirmationNumber,
        r.hotelCode,
        `${r.roomTypeCode} / ${r.ratePlanCode}`,
        `${r.checkIn} – ${r.checkOut}`,
        r.total,
        r.status,
      ]
        .map((cell) => `<td>${escapeHtml(cell)}</td>`)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('\n');
  const body =
    reservations.length === 0
      ? '<p>No reservations yet.</p>'
      : `<table><caption>Reservations since start</caption>
<thead><tr><th scope="col">Reference</th><th scope="col">Confirmation</th><th scope="col">Hotel</th><th scope="col">Room / rate</th><th scope="col">Stay</th><th scope="col">Total</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>eLeisure simulator</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse}th,td{padding:.25rem .75rem;text-align:left;border-bottom:1px solid #ccc}</style>
</head>
<body>
<main>
<h1>eLeisure simulator</h1>
<p>A local stand-in for eLeisure's hotel reservation API: nothing leaves this machine.</p>
${body}
</main>
</body>
</html>
`;
}
