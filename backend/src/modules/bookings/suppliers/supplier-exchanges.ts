import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Channel, SupplierExchangeKind, SupplierExchangeOutcome } from '@bo/shared';
import { insertRow } from '../../../core/database/row-writes';

/** One call to a supplier as it went: both payloads as text, how it ended, when and how long. */
export interface SupplierExchangeRecord {
  id: string;
  channel: Channel;
  kind: SupplierExchangeKind;
  bookingRef: string;
  hotel: { hotelID: string | null; hotelName: string | null; supplierHotelCode: string | null };
  method: string;
  url: string;
  request: { contentType: string; body: string };
  httpStatus: number | null;
  response: { contentType: string; body: string } | null;
  outcome: SupplierExchangeOutcome;
  supplierRef: string | null;
  reason: string | null;
  startedAt: Date;
  finishedAt: Date;
  durationMs: number;
}

/**
 * The stored supplier exchanges (`bookings.supplier_exchanges`), written by the channel adapters
 * after each call. A call is not part of a transaction (it goes over the network), so each row is
 * its own statement, written whether the call succeeded or not. The lists and downloads read the
 * same table (queries/list-supplier-exchanges, get-supplier-exchange; their rows in queries/supplier-exchange-rows.ts).
 */
@Injectable()
export class SupplierExchanges {
  constructor(private readonly dataSource: DataSource) {}

  async record(e: SupplierExchangeRecord): Promise<void> {
    await insertRow(this.dataSource.manager, 'bookings.supplier_exchanges', {
      id: e.id,
      channel: e.channel,
      kind: e.kind,
      booking_ref: e.bookingRef,
      hotel_id: e.hotel.hotelID,
      hotel_name: e.hotel.hotelName,
      supplier_hotel_code: e.hotel.supplierHotelCode,
      method: e.method,
      url: e.url,
      request_content_type: e.request.contentType,
      request_body: e.request.body,
      http_status: e.httpStatus,
      response_content_type: e.response?.contentType ?? null,
      response_body: e.response?.body ?? null,
      outcome: e.outcome,
      supplier_ref: e.supplierRef,
      reason: e.reason,
      started_at: e.startedAt,
      finished_at: e.finishedAt,
      duration_ms: e.durationMs,
    });
  }

  /** The hotel of the booking's last successful reservation on `channel` (a cancellation names the same). */
  async reservedHotel(channel: Channel, bookingRef: string): Promise<SupplierExchangeRecord['hotel'] | null> {
    const [row] = (await this.dataSource.query(
      `SELECT hotel_id AS "hotelID", hotel_name AS "hotelName", supplier_hotel_code AS "supplierHotelCode"
         FROM bookings.supplier_exchanges
        WHERE channel = $1 AND booking_ref = $2 AND kind = 'RESERVE' AND outcome = 'SUCCEEDED'
        ORDER BY started_at DESC LIMIT 1`,
      [channel, bookingRef],
    )) as SupplierExchangeRecord['hotel'][];
    return row ?? null;
  }
}
