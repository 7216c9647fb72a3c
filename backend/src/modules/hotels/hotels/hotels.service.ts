import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CreateHotelBody, Hotel, HotelListQuery, UpdateHotelBody } from '@bo/shared';
import type { AuditedRecords } from '../../../core/audit/audited-records';
import { CrudKit } from '../../../core/crud/audited-resource';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import type { Page } from '../../../core/read-side/paged-list';
import { FutureBookings } from '../ports/future-bookings';
import { HotelsRepository } from './hotels.repository';
import { CatalogueCache } from '../availability/catalogue.cache';
import { SellableCalendar } from '../availability/sellable-calendar';
import type { HotelCatalogue } from '../ports/hotel-catalogue.port';

/**
 * Hotels (`/bo/RWTDIYHotel` createHotel, updateHotel, getHotel, getHotelList, deleteHotel). Every
 * change is audited in its transaction. Room types, rates and facilities of a hotel lock it with
 * `lockLive` (FOR SHARE) while they write, so a deletion (FOR UPDATE) never leaves one behind.
 */
@Injectable()
export class HotelsService implements HotelCatalogue {
  private readonly records: AuditedRecords<Hotel>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly hotels: HotelsRepository,
    private readonly futureBookings: FutureBookings,
    private readonly sellable: SellableCalendar,
    kit: CrudKit,
    catalogue: CatalogueCache,
  ) {
    this.records = kit.records({
      name: 'hotel',
      onChange: (m) => catalogue.changed(m),
      notFound: 'HOTEL_NOT_FOUND',
      read: (m, id, lock) => hotels.find(m, id, lock),
      constraints: { hotels_code_uq: { code: 'HOTEL_CODE_TAKEN', field: 'code' } },
    });
  }

  list(q: HotelListQuery): Promise<Page<Hotel>> {
    return this.hotels.list(q);
  }

  /** Cities with bookable hotels (the booking calls' `getDestination`). */
  destinations(search?: string) {
    return this.hotels.destinations(search);
  }

  get(hotelID: string): Promise<Hotel> {
    return this.records.get(this.dataSource.manager, hotelID);
  }

  create(input: CreateHotelBody): Promise<Hotel> {
    return this.records.create((m) => this.hotels.insert(m, input), { code: input.code });
  }

  /** Every field replaced; the currency only while no rate is priced in another one. */
  update(input: UpdateHotelBody): Promise<Hotel> {
    return this.records.update(
      input.hotelID,
      async (m, before) => {
        if (input.currencyCode !== before.currencyCode) {
          const [other] = await this.hotels.otherRateCurrencies(m, input.hotelID, input.currencyCode);
          if (other) throw fieldError('HOTEL_CURRENCY_IN_USE', 'currencyCode', { currency: other });
        }
        await this.hotels.update(m, input.hotelID, { ...input, active: input.active ?? before.active });
      },
      { code: input.code },
    );
  }

  /**
   * Only without upcoming bookings (asked of the booking context through `FutureBookings`, under
   * the hotel's row lock); its room types and rates go with it.
   */
  delete(hotelID: string): Promise<void> {
    return this.records.delete(hotelID, async (m) => {
      const today = await this.hotels.today(m, hotelID);
      const count = await this.futureBookings.count({ kind: 'hotel', hotelId: hotelID }, today, m);
      if (count > 0) throw new AppError('HOTEL_HAS_FUTURE_BOOKINGS', { count });
      const deleted = await this.hotels.softDelete(m, hotelID);
      await this.sellable.rates(m, deleted.roomRateInclusionIDs);
      return deleted;
    });
  }

  /**
   * For writers of a hotel's room types, rates and facilities: the hotel, live and locked against
   * deletion until `m` commits; otherwise `notFound()` (HOTEL_NOT_FOUND unless the caller names
   * the error its request reads: a field's, or that of the room type or rate it was after).
   */
  async lockLive(
    m: EntityManager,
    hotelID: string,
    notFound: () => AppError = () => new AppError('HOTEL_NOT_FOUND'),
  ): Promise<{ currencyCode: string; today: string }> {
    const hotel = await this.hotels.lockLive(m, hotelID);
    if (!hotel) throw notFound();
    return hotel;
  }
}
