import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { businessDate, type Language } from '@bo/shared';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { iso } from '../../../core/read-side/sql-dates';
import { StorageService } from '../../../core/storage/storage.service';
import { AttractionProducts } from '../../attractions';
import type { BookedTickets, BookingPlaced } from '../domain/booking.events';
import { BookingVouchers, type IssuedBooking, type StoredVoucher } from './booking-vouchers.service';
import { renderThemeParkTicket } from './theme-park-ticket';
import { themeParkTicketOf, ticketFileName } from './theme-park-ticket-data';

/** `storage.files.purpose` of the tickets. */
export const THEME_PARK_TICKET_PURPOSE = 'theme-park-ticket';
/** `bookings.documents.kind` of a theme-park or cable-car booking's ticket. */
export const THEME_PARK_TICKET_KIND = 'THEME_PARK_TICKET';

type TicketBooking = IssuedBooking & { placed: BookingPlaced & { tickets: BookedTickets } };

/**
 * The tickets of issued theme-park and cable-car bookings (docs/bookings.md "Theme parks and cable
 * cars"): made by the worker (MakeThemeParkTicketJob) when a booking is issued and again when its
 * visit date or names change, stored with core storage, one current file per booking
 * (`bookings.documents`, kind THEME_PARK_TICKET) for the download and the e-mail. The system's
 * reads: the caller's right to see the booking is checked before (BookingQueries).
 */
@Injectable()
export class BookingTicketDocuments {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly storage: StorageService,
    private readonly vouchers: BookingVouchers,
    private readonly attractions: AttractionProducts,
  ) {}

  /** The booking's stored ticket; undefined until the worker has made it. */
  async stored(bookingRef: string, manager: EntityManager = this.dataSource.manager): Promise<StoredVoucher | undefined> {
    const [row] = (await manager.query(
      `SELECT file_id AS "fileId", language, ${iso('issued_at')} AS "issuedAt"
         FROM bookings.documents WHERE booking_ref = $1 AND kind = $2`,
      [bookingRef, THEME_PARK_TICKET_KIND],
    )) as StoredVoucher[];
    return row;
  }

  /**
   * Makes the ticket from the booking as it stands now and stores it when it differs from the one
   * stored (or none is): the new file, the booking's row pointed at it and the old file removed, in
   * one transaction under a lock per booking, so two makers at once store the latest once and a
   * retried run stores nothing (`created` false: the same bytes). Null when there is none to make:
   * not tickets, not issued, no longer going ahead, or its visit day already over (a replay of old
   * events makes nothing for past visits).
   */
  async make(bookingRef: string): Promise<(StoredVoucher & { created: boolean }) | null> {
    return this.uow.run(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`booking-ticket:${bookingRef}`]);
      const issued = await this.vouchers.issued(bookingRef);
      if (!isTicketBooking(issued) || issued.placed.tickets.visitDate < businessDate()) return null;
      const language: Language = issued.placed.language ?? 'en';
      const product = await this.attractions.get(issued.placed.tickets.productID);
      const pdf = await renderThemeParkTicket(themeParkTicketOf({ ...issued, product }, language), language);
      const existing = await this.stored(bookingRef, m);
      if (existing) {
        const old = await this.storage.describe(existing.fileId, m);
        if (old?.sha256 === createHash('sha256').update(pdf).digest('hex')) return { ...existing, created: false };
      }
      const file = await this.storage.save(
        m,
        { originalname: ticketFileName(bookingRef), mimetype: 'application/pdf', size: pdf.length, buffer: pdf },
        { purpose: THEME_PARK_TICKET_PURPOSE, organizationId: issued.placed.buyer.organizationId, uploadedBy: null },
      );
      await m.query(
        `INSERT INTO bookings.documents (booking_ref, kind, file_id, language, issued_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (booking_ref, kind) DO UPDATE SET file_id = EXCLUDED.file_id, language = EXCLUDED.language, made_at = now()`,
        [bookingRef, THEME_PARK_TICKET_KIND, file.id, language, issued.issuedAt],
      );
      if (existing) await this.storage.delete(m, existing.fileId);
      return { fileId: file.id, language, issuedAt: issued.issuedAt, created: true };
    });
  }
}

const isTicketBooking = (issued: IssuedBooking | undefined): issued is TicketBooking => !!issued?.placed.tickets;
