import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CreateHotelFacilityBody, EditHotelFacilityBody, HotelFacility } from '@bo/shared';
import type { AuditedRecords } from '../../../core/audit/audited-records';
import { CrudKit } from '../../../core/crud/audited-resource';
import { fieldError } from '../../../core/http/action-result';
import { FacilitiesService } from '../facilities/facilities.service';
import { HotelFacilitiesRepository } from './hotel-facilities.repository';
import { HotelsService } from './hotels.service';

/**
 * A hotel's facilities: entries of the catalogue (scope HOTEL), each with whether it is charged
 * and a remark. Audited as `hotel-facility.*` with the hotel in the record.
 */
@Injectable()
export class HotelFacilitiesService {
  private readonly records: AuditedRecords<HotelFacility>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly hotels: HotelsService,
    private readonly facilities: FacilitiesService,
    private readonly hotelFacilities: HotelFacilitiesRepository,
    kit: CrudKit,
  ) {
    this.records = kit.records({
      name: 'hotel-facility',
      notFound: 'HOTEL_FACILITY_NOT_FOUND',
      read: (m, id, lock) => hotelFacilities.find(m, id, lock),
      constraints: {
        hotel_facilities_uq: { code: 'HOTEL_FACILITY_EXISTS', field: 'facilityID' },
        hotel_facilities_facility_id_fkey: { code: 'FACILITY_NOT_FOUND', field: 'facilityID' },
      },
    });
  }

  /** The hotel's facilities by category; HOTEL_NOT_FOUND for a hotel that does not exist (or was deleted). */
  async listOf(hotelID: string): Promise<HotelFacility[]> {
    await this.hotels.get(hotelID);
    return this.hotelFacilities.listOf(this.dataSource.manager, hotelID);
  }

  add(input: CreateHotelFacilityBody): Promise<HotelFacility> {
    return this.records.create(async (m) => {
      await this.hotels.lockLive(m, input.hotelID, () => fieldError('HOTEL_NOT_FOUND', 'hotelID'));
      await this.facilities.requireUsable(m, [input.facilityID], 'HOTEL', 'facilityID');
      return this.hotelFacilities.insert(m, input.hotelID, input.facilityID, input.chargeable, input.remark ?? null);
    });
  }

  edit(input: EditHotelFacilityBody): Promise<HotelFacility> {
    return this.records.update(input.hotelFacilityID, (m) =>
      this.hotelFacilities.update(m, input.hotelFacilityID, input.chargeable, input.remark ?? null),
    );
  }

  remove(hotelFacilityID: string): Promise<void> {
    return this.records.delete(hotelFacilityID, (m) => this.hotelFacilities.delete(m, hotelFacilityID));
  }
}
