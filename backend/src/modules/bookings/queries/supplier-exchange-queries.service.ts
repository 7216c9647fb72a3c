import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { Channel, SupplierExchange, SupplierExchangeItem, SupplierExchangeListQuery, SupplierPayloadPart } from '@bo/shared';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { Filters, type Page, pagedList, type Sort } from '../../../core/read-side/paged-list';
import { iso } from '../../../core/read-side/sql-dates';

/** A media type as a header may carry it (what the supplier said, checked before it is answered again). */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/;

const ITEM_COLUMNS = `
  e.id, e.channel, e.kind, e.booking_ref AS "bookingRef", e.hotel_id AS "hotelID", e.hotel_name AS "hotelName",
  e.supplier_hotel_code AS "supplierHotelCode", e.outcome, e.http_status AS "httpStatus", e.supplier_ref AS "supplierRef",
  e.reason, ${iso('e.started_at')} AS "startedAt", e.duration_ms AS "durationMs"`;

const SORT: Sort<NonNullable<SupplierExchangeListQuery['sortKey']>> = {
  keys: {
    startedAt: 'e.started_at',
    bookingRef: 'e.booking_ref',
    hotelName: 'lower(e.hotel_name)',
    kind: 'e.kind',
    outcome: 'e.outcome',
    httpStatus: 'e.http_status',
    durationMs: 'e.duration_ms',
  },
  default: 'e.started_at DESC',
  tiebreaker: 'e.id',
};

interface PayloadRow {
  booking_ref: string;
  kind: string;
  started_at: string;
  content_type: string | null;
  body: string | null;
}

/**
 * The stored supplier exchanges as staff read them (`/bo/Eleisure`; docs/bookings.md, "eLeisure
 * (RWT) payloads"): a channel's list, one exchange with both payloads, a payload as a file. Staff
 * only, whatever a role is granted: the payloads carry every organization's guests.
 */
@Injectable()
export class SupplierExchangeQueries {
  constructor(private readonly dataSource: DataSource) {}

  list(actor: Actor, channel: Channel, q: SupplierExchangeListQuery): Promise<Page<SupplierExchangeItem>> {
    assertStaff(actor);
    const filters = new Filters()
      .equals('e.channel', channel)
      .equalsIgnoringCase('e.booking_ref', q.bookingRef)
      .contains(['e.hotel_name', 'e.supplier_hotel_code'], q.hotel)
      .equals('e.kind', q.kind)
      .equals('e.outcome', q.outcome);
    filters.businessDays('e.started_at', { from: q.dateFrom, to: q.dateTo });
    return pagedList<SupplierExchangeItem>(this.dataSource, q, {
      select: ITEM_COLUMNS,
      from: 'bookings.supplier_exchanges e',
      filters,
      sort: SORT,
    });
  }

  async get(actor: Actor, channel: Channel, id: string): Promise<SupplierExchange> {
    assertStaff(actor);
    const [row] = (await this.dataSource.query(
      `SELECT ${ITEM_COLUMNS}, e.method, e.url, e.request_content_type, e.request_body, e.response_content_type,
              e.response_body, ${iso('e.finished_at')} AS "finishedAt"
         FROM bookings.supplier_exchanges e WHERE e.id = $1 AND e.channel = $2`,
      [id, channel],
    )) as (SupplierExchangeItem & {
      method: string;
      url: string;
      request_content_type: string;
      request_body: string;
      response_content_type: string | null;
      response_body: string | null;
      finishedAt: string;
    })[];
    if (!row) throw new AppError('SUPPLIER_EXCHANGE_NOT_FOUND');
    const { request_content_type, request_body, response_content_type, response_body, ...rest } = row;
    return {
      ...rest,
      request: { contentType: request_content_type, body: request_body },
      response: response_body === null ? null : { contentType: response_content_type!, body: response_body },
    };
  }

  /**
   * The request or response as a download: its own media type, named
   * `<channel>-<bookingRef>-<kind>-<part>-<time sent>.<json|xml|txt>`; 404 SUPPLIER_PAYLOAD_EMPTY
   * when the supplier answered nothing (or the call was not sent).
   */
  async sendPayload(actor: Actor, channel: Channel, id: string, part: SupplierPayloadPart, res: Response): Promise<void> {
    assertStaff(actor);
    const [row] = (await this.dataSource.query(
      `SELECT booking_ref, kind, to_char(started_at AT TIME ZONE 'UTC', 'YYYYMMDD"T"HH24MISS"Z"') AS started_at,
              ${part === 'request' ? 'request_content_type' : 'response_content_type'} AS content_type,
              ${part === 'request' ? 'request_body' : 'response_body'} AS body
         FROM bookings.supplier_exchanges WHERE id = $1 AND channel = $2`,
      [id, channel],
    )) as PayloadRow[];
    if (!row) throw new AppError('SUPPLIER_EXCHANGE_NOT_FOUND');
    if (row.body === null || row.body === '') throw new AppError('SUPPLIER_PAYLOAD_EMPTY');
    const given = (row.content_type ?? '').split(';')[0].trim().toLowerCase();
    const type = MEDIA_TYPE.test(given) ? given : 'application/octet-stream';
    const extension = type.includes('json') ? 'json' : type.includes('xml') ? 'xml' : 'txt';
    const fileName = `${channel.toLowerCase()}-${row.booking_ref}-${row.kind.toLowerCase()}-${part}-${row.started_at}.${extension}`;
    const bytes = Buffer.from(row.body, 'utf8');
    // As stored files are sent (core storage): a download, never rendered by the browser.
    res.setHeader('Content-Type', `${type}; charset=utf-8`);
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    res.end(bytes);
  }
}
