import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { businessDate, type Language } from '@bo/shared';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { EventStore } from '../../../core/event-store';
import { iso } from '../../../core/read-side/sql-dates';
import { StorageService } from '../../../core/storage/storage.service';
import { HotelCatalogue, HotelRates } from '../../hotels';
import { booking } from '../domain/booking';
import { type BookedHotel, type BookingEvent, type BookingPlaced, bookingStreamId } from '../domain/booking.events';
import { renderHotelVoucher } from './hotel-voucher';
import { hotelVoucherOf, voucherFileName } from './hotel-voucher-data';

/** A booking's stored voucher (`bookings.documents`). */
export interface StoredVoucher {
  fileId: string;
  language: Language;
  issuedAt: string;
}

/** What an issued booking's e-mail and voucher need of it. */
export interface IssuedBooking {
  placed: BookingPlaced;
  issuedAt: string;
  supplierRef: string | null;
  organizationName: string | null;
}

/** `storage.files.purpose` of the vouchers. */
export const HOTEL_VOUCHER_PURPOSE = 'hotel-voucher';
/** Statuses of a booking no longer going ahead: no voucher nor confirmation e-mail for them. */
export const NOT_GOING_AHEAD: ReadonlySet<string> = new Set(['CAN', 'FLD', 'EXP']);

/**
 * The hotel vouchers of issued bookings (docs/vouchers.md): made once per booking by the worker
 * (`MakeHotelVoucherJob`), stored with core storage, found again by the booking
 * (`bookings.documents`) for the downloads and the confirmation e-mail. The system's reads: the
 * caller's right to see the booking is checked before (BookingQueries).
 */
@Injectable()
export class BookingVouchers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly events: EventStore,
    private readonly storage: StorageService,
    private readonly hotels: HotelCatalogue,
    private readonly rates: HotelRates,
  ) {}

  /** The booking's stored voucher; undefined until the worker has made it. */
  async stored(bookingRef: string, manager: EntityManager = this.dataSource.manager): Promise<StoredVoucher | undefined> {
    const [row] = (await manager.query(
      `SELECT file_id AS "fileId", language, ${iso('issued_at')} AS "issuedAt"
         FROM bookings.documents WHERE booking_ref = $1 AND kind = 'HOTEL_VOUCHER'`,
      [bookingRef],
    )) as StoredVoucher[];
    return row;
  }

  /**
   * The booking as its issue left it, from its stream: what was booked, when it was issued (the
   * first BookingIssued), the supplier's reference, the agency's name. Undefined when it was never
   * issued or is no longer going ahead (cancelled, failed, expired).
   */
  async issued(bookingRef: string): Promise<IssuedBooking | undefined> {
    const stored = await this.events.readStream(bookingStreamId(bookingRef));
    let state = booking.initialState();
    let issue: { at: Date; supplierRef: string | null } | undefined;
    for (const e of stored) {
      const event = { type: e.type, data: e.data } as BookingEvent;
      state = booking.evolve(state, event);
      if (event.type === 'BookingIssued') issue ??= { at: e.recordedAt, supplierRef: event.data.supplierRef };
    }
    if (!state.placed || !issue || NOT_GOING_AHEAD.has(state.status ?? '')) return undefined;
    const organizationId = state.placed.buyer.organizationId;
    const [org] = organizationId
      ? ((await this.dataSource.query(`SELECT name FROM bookings.organizations WHERE id = $1`, [organizationId])) as {
          name: string;
        }[])
      : [];
    return {
      placed: state.placed,
      issuedAt: issue.at.toISOString(),
      supplierRef: issue.supplierRef,
      organizationName: org?.name ?? null,
    };
  }

  /**
   * Makes and stores the voucher of an issued hotel booking, once: a booking with a stored voucher
   * answers it (`created` false), and two runs at once store one (the second waits on the first's
   * lock, then finds its row). The PDF is rendered before the transaction; the same booking renders
   * the same bytes (issuedAt is the issue event's time). Null when there is none to make: not a hotel
   * booking, not issued, no longer going ahead, or its stay already over (a replay of old events
   * makes nothing for past stays).
   */
  async make(bookingRef: string): Promise<(StoredVoucher & { created: boolean }) | null> {
    const existing = await this.stored(bookingRef);
    if (existing) return { ...existing, created: false };
    const issued = await this.issued(bookingRef);
    if (!issued || !madeFor(issued)) return null;
    const { pdf, language } = await this.render(issued);
    return this.uow.run(async (m) => {
      await this.lock(m, bookingRef);
      const raced = await this.stored(bookingRef, m);
      if (raced) return { ...raced, created: false };
      return this.store(m, issued, pdf, language);
    });
  }

  /**
   * Makes the voucher again from the booking as it stands now (its folio changed: the guests'
   * names, the contact, the requests) and, when it differs from the stored one, replaces it: the
   * new file stored, the booking's row pointed at it and the old file removed, in one transaction.
   * Downloads then answer the new one; nothing is e-mailed. It reads and renders under the
   * booking's voucher lock, so of two remakes (or a remake and the first make) the later one stores
   * the latest details; a retried run renders the same bytes and stores nothing (`created` false).
   * With no voucher stored yet it stores the first (the issue's own job then finds it). Null as
   * `make` answers it: not issued, no longer going ahead, not a hotel, or its stay over.
   */
  async remake(bookingRef: string): Promise<(StoredVoucher & { created: boolean }) | null> {
    return this.uow.run(async (m) => {
      await this.lock(m, bookingRef);
      const issued = await this.issued(bookingRef);
      if (!issued || !madeFor(issued)) return null;
      const { pdf, language } = await this.render(issued);
      const existing = await this.stored(bookingRef, m);
      if (!existing) return this.store(m, issued, pdf, language);
      const old = await this.storage.describe(existing.fileId, m);
      if (old?.sha256 === createHash('sha256').update(pdf).digest('hex')) return { ...existing, created: false };
      const file = await this.saveFile(m, issued, pdf);
      await m.query(
        `UPDATE bookings.documents SET file_id = $3, language = $4, made_at = now() WHERE booking_ref = $1 AND kind = $2`,
        [bookingRef, 'HOTEL_VOUCHER', file.id, language],
      );
      await this.storage.delete(m, existing.fileId);
      return { fileId: file.id, language, issuedAt: existing.issuedAt, created: true };
    });
  }

  /** The voucher's PDF from the booking as issued (and its folio as it stands), the hotel and the rate as they are now. */
  private async render(issued: IssuedBooking): Promise<{ pdf: Buffer; language: Language }> {
    const placed = issued.placed;
    const booked: BookedHotel = placed.hotel!;
    const [hotel, rate] = await Promise.all([this.hotels.get(booked.hotelID), this.rates.get(booked.roomRateInclusionID)]);
    const language = placed.language ?? 'en';
    const voucher = hotelVoucherOf(
      {
        ...issued,
        placed: { ...placed, hotel: booked },
        hotel,
        rate: { mealPlan: rate.info.mealPlan, inclusions: rate.info.inclusions, terms: rate.condition.terms },
      },
      language,
    );
    return { pdf: await renderHotelVoucher(voucher, language), language };
  }

  /** One maker per booking at a time (released with the transaction). */
  private async lock(m: EntityManager, bookingRef: string): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`booking-voucher:${bookingRef}`]);
  }

  private saveFile(m: EntityManager, issued: IssuedBooking, pdf: Buffer) {
    const { bookingRef, buyer } = issued.placed;
    return this.storage.save(
      m,
      { originalname: voucherFileName(bookingRef), mimetype: 'application/pdf', size: pdf.length, buffer: pdf },
      { purpose: HOTEL_VOUCHER_PURPOSE, organizationId: buyer.organizationId, uploadedBy: null },
    );
  }

  /** The booking's first voucher: the file and its `bookings.documents` row. */
  private async store(m: EntityManager, issued: IssuedBooking, pdf: Buffer, language: Language) {
    const bookingRef = issued.placed.bookingRef;
    const file = await this.saveFile(m, issued, pdf);
    await m.query(
      `INSERT INTO bookings.documents (booking_ref, kind, file_id, language, issued_at) VALUES ($1, 'HOTEL_VOUCHER', $2, $3, $4)`,
      [bookingRef, file.id, language, issued.issuedAt],
    );
    return { fileId: file.id, language, issuedAt: issued.issuedAt, created: true };
  }
}

/** A voucher is made for an issued hotel booking whose stay is not over (a replay of old events makes none for past stays). */
const madeFor = (issued: IssuedBooking) => !!issued.placed.hotel && issued.placed.hotel.checkOut >= businessDate();
