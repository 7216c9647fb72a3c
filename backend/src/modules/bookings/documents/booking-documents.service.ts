import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { businessDate, type Language } from '@bo/shared';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { EventStore } from '../../../core/event-store';
import type { IssuedProduct, ProductDocument, ProductLine } from '../../../core/product-lines/product-line';
import { iso } from '../../../core/read-side/sql-dates';
import { StorageService } from '../../../core/storage/storage.service';
import { booking } from '../domain/booking';
import { type BookingEvent, bookingStreamId } from '../domain/booking.events';
import { ProductLines } from '../product-lines';

/** A booking's stored document (`bookings.documents`): its file, language and the issue it shows. */
export interface StoredDocument {
  fileId: string;
  language: Language;
  issuedAt: string;
}

/** An issued booking with the document its product line prints for it. */
export interface IssuedDocument {
  issued: IssuedProduct<object>;
  document: ProductDocument<object>;
  line: ProductLine;
  /** The buyer's organization (its files are the organization's); null: a consumer. */
  organizationId: string | null;
}

type Made = (StoredDocument & { created: boolean }) | null;

/** Statuses of a booking no longer going ahead: no document nor confirmation e-mail for them. */
export const NOT_GOING_AHEAD: ReadonlySet<string> = new Set(['CAN', 'FLD', 'EXP']);

/**
 * The documents of issued bookings (docs/vouchers.md): the hotel voucher, the theme-park ticket.
 * What a document shows and how it is worded is its product line's (`ProductLine.document`); this
 * makes it from the booking's stream, stores it with core storage, one current file per booking and
 * kind (`bookings.documents`), for the downloads and the confirmation e-mail. The system's reads:
 * the caller's right to see the booking is checked before (BookingQueries).
 */
@Injectable()
export class BookingDocuments {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly events: EventStore,
    private readonly storage: StorageService,
    private readonly lines: ProductLines,
  ) {}

  /** The booking's stored document of `kind`; undefined until the worker has made it. */
  async stored(
    bookingRef: string,
    kind: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StoredDocument | undefined> {
    const [row] = (await manager.query(
      `SELECT file_id AS "fileId", language, ${iso('issued_at')} AS "issuedAt"
         FROM bookings.documents WHERE booking_ref = $1 AND kind = $2`,
      [bookingRef, kind],
    )) as StoredDocument[];
    return row;
  }

  /**
   * The booking as its issue left it, from its stream, with its line's document: what was booked
   * (the folio as it stands), when it was issued (the first BookingIssued), the supplier's
   * reference, the agency's name. Undefined when it was never issued, is no longer going ahead
   * (cancelled, failed, expired), or its product has no document (a flight).
   */
  async issued(bookingRef: string): Promise<IssuedDocument | undefined> {
    const stored = await this.events.readStream(bookingStreamId(bookingRef));
    let state = booking.initialState();
    let issue: { at: Date; supplierRef: string | null } | undefined;
    for (const e of stored) {
      const event = { type: e.type, data: e.data } as BookingEvent;
      state = booking.evolve(state, event);
      if (event.type === 'BookingIssued') issue ??= { at: e.recordedAt, supplierRef: event.data.supplierRef };
    }
    const placed = state.placed;
    if (!placed || !issue || NOT_GOING_AHEAD.has(state.status ?? '')) return undefined;
    const product = this.lines.bookedOf(placed);
    const document = product?.line.document;
    if (!product || !document) return undefined;
    const organizationId = placed.buyer.organizationId;
    const [org] = organizationId
      ? ((await this.dataSource.query(`SELECT name FROM bookings.organizations WHERE id = $1`, [organizationId])) as {
          name: string;
        }[])
      : [];
    const issued: IssuedProduct<object> = {
      bookingRef,
      productType: placed.productType,
      booked: product.booked,
      language: placed.language ?? 'en',
      issuedAt: issue.at.toISOString(),
      travellers: placed.travellers,
      contact: placed.contact,
      cancellation: {
        refundable: placed.cancellation.refundable,
        freeCancellationUntil: placed.cancellation.freeCancellationUntil,
      },
      arrivalTime: placed.arrivalTime,
      specialRequests: placed.specialRequests,
      supplierRef: issue.supplierRef,
      organizationName: org?.name ?? null,
    };
    return { issued, document, line: product.line, organizationId };
  }

  /**
   * Makes and stores the document of an issued booking, once: a booking with one stored answers it
   * (`created` false), and two runs at once store one (the second waits on the first's lock, then
   * finds its row). The PDF is rendered before the transaction; the same booking renders the same
   * bytes (issuedAt is the issue event's time). Null when there is none of `kind` to make: the
   * product's document is another (or none), not issued, no longer going ahead, or its last day already over (a replay of old
   * events makes nothing for past stays and visits).
   */
  async make(bookingRef: string, kind: string): Promise<Made> {
    const found = await this.issued(bookingRef);
    if (!made(found, kind)) return null;
    const existing = await this.stored(bookingRef, found.document.kind);
    if (existing) return { ...existing, created: false };
    const pdf = await found.document.render(found.issued);
    return this.uow.run(async (m) => {
      await lock(m, bookingRef);
      const raced = await this.stored(bookingRef, found.document.kind, m);
      if (raced) return { ...raced, created: false };
      return this.store(m, found, pdf, undefined);
    });
  }

  /**
   * Makes the document again from the booking as it stands now (its folio, visit date or names
   * changed) and, when it differs from the stored one (or none is stored), stores it: the new file,
   * the booking's row pointed at it and the old file removed, in one transaction. It reads and
   * renders under the booking's document lock, so of two makers the later stores the latest
   * details; a retried run renders the same bytes and stores nothing (`created` false). Null as
   * `make` answers it.
   */
  async remake(bookingRef: string, kind: string): Promise<Made> {
    return this.uow.run(async (m) => {
      await lock(m, bookingRef);
      const found = await this.issued(bookingRef);
      if (!made(found, kind)) return null;
      const pdf = await found.document.render(found.issued);
      const existing = await this.stored(bookingRef, found.document.kind, m);
      if (existing) {
        const old = await this.storage.describe(existing.fileId, m);
        if (old?.sha256 === createHash('sha256').update(pdf).digest('hex')) return { ...existing, created: false };
      }
      return this.store(m, found, pdf, existing);
    });
  }

  /** Stores the file and points the booking's row of its kind at it (the one before removed). */
  private async store(
    m: EntityManager,
    { issued, document, organizationId }: IssuedDocument,
    pdf: Buffer,
    before: StoredDocument | undefined,
  ) {
    const file = await this.storage.save(
      m,
      { originalname: document.fileName(issued.bookingRef), mimetype: 'application/pdf', size: pdf.length, buffer: pdf },
      { purpose: document.purpose, organizationId, uploadedBy: null },
    );
    await m.query(
      `INSERT INTO bookings.documents (booking_ref, kind, file_id, language, issued_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (booking_ref, kind) DO UPDATE SET file_id = EXCLUDED.file_id, language = EXCLUDED.language, made_at = now()`,
      [issued.bookingRef, document.kind, file.id, issued.language, issued.issuedAt],
    );
    if (before) await this.storage.delete(m, before.fileId);
    return { fileId: file.id, language: issued.language, issuedAt: before?.issuedAt ?? issued.issuedAt, created: true };
  }
}

/** One maker per booking at a time (released with the transaction). */
const lock = (m: EntityManager, bookingRef: string) =>
  m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`booking-document:${bookingRef}`]);

/**
 * A document of `kind` is made for a booking whose product prints that kind, while the product's
 * last day is not over (a replay of old events makes none for past stays and visits).
 */
const made = (found: IssuedDocument | undefined, kind: string): found is IssuedDocument =>
  !!found && found.document.kind === kind && found.line.lastDay(found.issued.booked) >= businessDate();
