import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../core/auth/tenancy';
import { AppError } from '../../../../core/errors/app-error';
import { SendSupplierPayload } from './send-supplier-payload.query';

/** A media type as a header may carry it (what the supplier said, checked before it is answered again). */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/;

interface PayloadRow {
  booking_ref: string;
  kind: string;
  started_at: string;
  content_type: string | null;
  body: string | null;
}

/**
 * The request or response as a download (staff only): its own media type, named
 * `<channel>-<bookingRef>-<kind>-<part>-<time sent>.<json|xml|txt>`; 404 SUPPLIER_PAYLOAD_EMPTY
 * when the supplier answered nothing (or the call was not sent).
 */
@QueryHandler(SendSupplierPayload)
export class SendSupplierPayloadHandler implements IQueryHandler<SendSupplierPayload> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, channel, id, part, res }: SendSupplierPayload): Promise<void> {
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
