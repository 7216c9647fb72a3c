import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CreateRateSeasonBody, RateSeason, UpdateRateSeasonBody } from '@bo/shared';
import type { AuditedRecords } from '../../../core/audit/audited-records';
import { CrudKit } from '../../../core/crud/audited-resource';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import { RoomRatesService } from '../rates/room-rates.service';
import { InventoryRepository } from './inventory.repository';
import { CatalogueCache } from '../availability/catalogue.cache';
import { SellableCalendar } from '../availability/sellable-calendar';

type SeasonFields = Pick<RateSeason, 'name' | 'startsOn' | 'endsOn' | 'weekdayPrices'>;
/** The dates a season covers, as the sellable calendar rewrites them. */
const datesOf = (s: { startsOn: string; endsOn: string }) => ({ from: s.startsOn, to: s.endsOn });

const fieldsOf = (body: CreateRateSeasonBody | UpdateRateSeasonBody): SeasonFields => ({
  name: body.name,
  startsOn: body.startsOn,
  endsOn: body.endsOn,
  weekdayPrices: body.weekdayPrices,
});

/**
 * Seasons of a rate (`createRateSeason`, `updateRateSeason`, `deleteRateSeason`,
 * `getRateSeasonList`): dates with a price per weekday, over the rate's base rate. No two seasons
 * of a rate share a date: checked under the rate's row lock (hotel, room type, rate, as every
 * writer of a rate), with the table's exclusion constraint as the backstop. Audited as
 * `rate-season.created|updated|deleted`.
 */
@Injectable()
export class RateSeasonsService {
  private readonly records: AuditedRecords<RateSeason>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly inventory: InventoryRepository,
    private readonly rates: RoomRatesService,
    private readonly sellable: SellableCalendar,
    kit: CrudKit,
    catalogue: CatalogueCache,
  ) {
    this.records = kit.records({
      name: 'rate-season',
      onChange: (m) => catalogue.changed(m),
      notFound: 'RATE_SEASON_NOT_FOUND',
      read: (m, id, lock) => inventory.season(m, id, lock),
    });
  }

  /** A live rate's seasons by start date (ROOM_RATE_NOT_FOUND otherwise). */
  async list(roomRateInclusionID: string): Promise<RateSeason[]> {
    await this.rates.get(roomRateInclusionID);
    return this.inventory.seasonsOf(this.dataSource.manager, [roomRateInclusionID]);
  }

  create(body: CreateRateSeasonBody): Promise<RateSeason> {
    return this.records.create(async (m) => {
      await this.rates.lock(m, body.roomRateInclusionID);
      await this.refuseOverlap(m, body.roomRateInclusionID, body, null);
      const id = await this.inventory.insertSeason(m, body.roomRateInclusionID, fieldsOf(body));
      await this.sellable.rates(m, [body.roomRateInclusionID], datesOf(body));
      return id;
    });
  }

  update(body: UpdateRateSeasonBody): Promise<RateSeason> {
    return this.uow.run(async (m) => {
      const before = await this.lock(m, body.rateSeasonID);
      await this.refuseOverlap(m, before.roomRateInclusionID, body, body.rateSeasonID);
      await this.inventory.updateSeason(m, body.rateSeasonID, fieldsOf(body));
      // The dates it left and the dates it took.
      await this.sellable.rates(m, [before.roomRateInclusionID], datesOf(before));
      await this.sellable.rates(m, [before.roomRateInclusionID], datesOf(body));
      return this.records.changed(m, body.rateSeasonID, before);
    });
  }

  delete(rateSeasonID: string): Promise<void> {
    return this.uow.run(async (m) => {
      const before = await this.lock(m, rateSeasonID);
      await this.inventory.deleteSeason(m, rateSeasonID);
      await this.sellable.rates(m, [before.roomRateInclusionID], datesOf(before));
      await this.records.deleted(m, rateSeasonID, before);
    });
  }

  /** A season locked after its rate (and the rate's hotel and room type), or RATE_SEASON_NOT_FOUND. */
  private async lock(m: EntityManager, rateSeasonID: string): Promise<RateSeason> {
    const rateID = await this.inventory.rateOfSeason(m, rateSeasonID);
    if (!rateID) throw new AppError('RATE_SEASON_NOT_FOUND');
    await this.rates.lock(m, rateID).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'ROOM_RATE_NOT_FOUND' ? new AppError('RATE_SEASON_NOT_FOUND') : error;
    });
    return this.records.get(m, rateSeasonID, true);
  }

  private async refuseOverlap(
    m: EntityManager,
    rateID: string,
    dates: { startsOn: string; endsOn: string },
    exceptID: string | null,
  ): Promise<void> {
    const other = await this.inventory.overlappingSeason(m, rateID, dates, exceptID);
    if (other)
      throw fieldError('RATE_SEASON_OVERLAP', 'startsOn', { name: other.name, startsOn: other.startsOn, endsOn: other.endsOn });
  }
}
