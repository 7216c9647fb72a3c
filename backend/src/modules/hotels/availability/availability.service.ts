import { Injectable } from '@nestjs/common';
import type { Availability, AvailableRate, SearchAvailabilityQuery } from '@bo/shared';
import { fieldError } from '../../../core/http/action-result';
import { type SellingPriceBuyer, SellingPrices } from '../ports/selling-prices';
import { AvailabilityRepository, type RateDefinition } from './availability.repository';
import { CatalogueCache } from './catalogue.cache';
import { addDays, daysBetween, quoteStay, type Refusal, type Stay, todayIn } from './rules';

type HotelAnswer = Availability['hotels'][number];
type RoomAnswer = HotelAnswer['rooms'][number];

const cheapest = (rates: AvailableRate[]) => rates[0]!.total;
/** Ties in a stable, cheap order (code-point, not locale: these are codes and names, not a list a reader sorts). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The availability search (docs/hotel-inventory.md, "Availability"): the candidate hotels of a
 * destination or one hotel and their rates (the catalogue, cached until it changes: CatalogueCache),
 * the stay's calendar of all those rates in two set-based reads, then the pure rules of ./rules.ts per rate. Answers the sellable rates only, cheapest first (hotels by their
 * cheapest rate, rooms likewise, rates by total). Exported by HotelsModule: the booking context
 * calls `search` directly.
 *
 * With a `buyer`, each rate also answers its selling price (`sellingTotal`) and the answer whose
 * prices they are (`pricedFor`), from the pricing context through the SellingPrices port: one
 * pricer per search, asked once the sellable rates are known. Without one, or with no pricing
 * registered, both are null.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly repository: AvailabilityRepository,
    private readonly catalogue: CatalogueCache,
    private readonly sellingPrices: SellingPrices,
  ) {}

  /**
   * `refusals`, when given, collects why each rate of the candidates was left out (by rate id, with
   * its room): what `book` tells a caller whose rate is not sellable.
   */
  async search(
    q: SearchAvailabilityQuery,
    buyer?: SellingPriceBuyer,
    refusals?: Map<string, Refusal & { roomInfoID: string }>,
  ): Promise<Availability> {
    const nights = daysBetween(q.checkIn, q.checkOut);
    const where = { destination: q.destination, hotelID: q.hotelID };
    const catalogue = await this.catalogue.of(where);
    const candidates = catalogue.hotels.map(({ timeZone, ...hotel }) => ({ ...hotel, today: todayIn(timeZone) }));
    if (q.hotelID !== undefined && candidates.length === 0) throw fieldError('HOTEL_NOT_FOUND', 'hotelID');
    // Hotels are in their own time zones: a check-in before every candidate's today is refused;
    // a hotel where it is already past (another zone) answers nothing (its nights are before release).
    const earliestToday = candidates.map((h) => h.today).sort()[0];
    if (earliestToday !== undefined && q.checkIn < earliestToday)
      throw fieldError('CHECK_IN_IN_PAST', 'checkIn', { today: earliestToday });

    const hotels = new Map(candidates.map((h) => [h.hotelID, { ...h, rooms: new Map<string, RoomAnswer>() }]));
    const stay: Stay = {
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      rooms: q.rooms,
      occupancy: { adults: q.adults, childAges: q.childAges },
    };
    // Rates of a hotel made between the catalogue's two reads have no candidate: left for the next search.
    const rates = catalogue.rates.filter((rate) => hotels.has(rate.hotelID));
    const calendars =
      rates.length === 0
        ? undefined
        : await this.repository.calendars(
            [...new Set(rates.map((r) => r.roomInfoID))],
            rates.map((r) => r.roomRateInclusionID),
            q.checkIn,
            q.checkOut,
          );
    const none = new Map();
    for (const rate of rates) {
      const hotel = hotels.get(rate.hotelID)!;
      const quote = quoteStay(
        {
          today: hotel.today,
          hotelActive: hotel.active,
          room: rate.room,
          rate: {
            active: rate.active,
            minStay: rate.minStay,
            maxStay: rate.maxStay,
            pricing: rate.pricing,
            // The seasons overlapping the stay (its nights and check-out date).
            seasons: rate.seasons.filter((s) => s.startsOn < q.checkOut && s.endsOn >= q.checkIn),
          },
          inventory: calendars?.inventory.get(rate.roomInfoID) ?? none,
          rateDays: calendars?.rateDays.get(rate.roomRateInclusionID) ?? none,
        },
        stay,
      );
      if (!quote.sellable) {
        refusals?.set(rate.roomRateInclusionID, { ...quote, roomInfoID: rate.roomInfoID });
        continue;
      }
      const room = hotel.rooms.get(rate.roomInfoID) ?? {
        roomInfoID: rate.roomInfoID,
        name: rate.roomName,
        free: quote.free,
        rates: [],
      };
      hotel.rooms.set(rate.roomInfoID, room);
      room.rates.push(answerOf(rate, quote.nightly, quote.total, q.checkIn, hotel.today));
    }

    const answer: HotelAnswer[] = [];
    for (const { rooms, today: _today, active: _active, ...hotel } of hotels.values()) {
      if (rooms.size === 0) continue;
      const sorted = [...rooms.values()];
      for (const room of sorted) room.rates.sort((a, b) => a.total - b.total || byText(a.ratePlanCode, b.ratePlanCode));
      sorted.sort((a, b) => cheapest(a.rates) - cheapest(b.rates) || byText(a.name, b.name));
      answer.push({ ...hotel, rooms: sorted });
    }
    answer.sort((a, b) => cheapest(a.rooms[0]!.rates) - cheapest(b.rooms[0]!.rates) || byText(a.name, b.name));
    const pricedFor = buyer ? await this.sell(answer, buyer, { nights, rooms: q.rooms }) : null;
    return { checkIn: q.checkIn, checkOut: q.checkOut, nights, pricedFor, hotels: answer };
  }

  /** Fills in each rate's selling price; answers whose prices they are (null: no pricing). */
  private async sell(
    hotels: HotelAnswer[],
    buyer: SellingPriceBuyer,
    stay: { nights: number; rooms: number },
  ): Promise<Availability['pricedFor']> {
    const currencyCodes = [...new Set(hotels.map((h) => h.currencyCode))];
    const pricer = await this.sellingPrices.pricerFor({ ...buyer, ...stay, currencyCodes });
    for (const hotel of hotels) {
      for (const room of hotel.rooms) {
        for (const rate of room.rates) {
          rate.sellingTotal = pricer.sellingTotal({
            total: rate.total,
            currencyCode: hotel.currencyCode,
            starRating: hotel.starRating,
          });
        }
      }
    }
    return pricer.pricedFor;
  }
}

/**
 * A sellable rate as the search answers it. Free cancellation runs until `freeCancellationDays`
 * before check-in (hotel-local); a date already past, like a non-refundable rate, answers null.
 */
function answerOf(
  rate: RateDefinition,
  nightly: { date: string; price: number }[],
  total: number,
  checkIn: string,
  today: string,
): AvailableRate {
  const until = rate.refundable && rate.freeCancellationDays !== null ? addDays(checkIn, -rate.freeCancellationDays) : null;
  return {
    roomRateInclusionID: rate.roomRateInclusionID,
    ratePlanCode: rate.ratePlanCode,
    name: rate.name,
    mealPlan: rate.mealPlan,
    inclusions: rate.inclusions,
    nightly: nightly.map(({ date, price }) => ({ date, price })),
    total,
    sellingTotal: null,
    refundable: rate.refundable,
    freeCancellationUntil: until !== null && until >= today ? until : null,
    cancellationFee: rate.cancellationFee,
  };
}
