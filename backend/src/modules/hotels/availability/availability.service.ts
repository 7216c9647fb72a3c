import { Injectable } from '@nestjs/common';
import type {
  Availability,
  AvailabilitySortKey,
  AvailabilityStayQuery,
  AvailableRate,
  SearchAvailabilityQuery,
} from '@bo/shared';
import { fieldError } from '../../../core/http/action-result';
import { type SellingPriceBuyer, SellingPrices } from '../ports/selling-prices';
import { AvailabilityRepository, type RateDefinition, type SearchHotel } from './availability.repository';
import { CatalogueCache } from './catalogue.cache';
import { addDays, daysBetween, occupancyFits, quoteSellable, type Refusal, type SellableDay, type Stay, todayIn } from './rules';
import type { HotelAvailability } from '../ports/hotel-availability.port';

/** Why rates were left out of a search, by rate id (see `search`). */
export type Refusals = Map<string, Refusal & { roomInfoID: string }>;

type HotelAnswer = Availability['hotels'][number];
type RoomAnswer = HotelAnswer['rooms'][number];
type Judged = SearchHotel & { today: string; offerCount: number; rooms: RoomAnswer[] };

const cheapest = (rates: AvailableRate[]) => rates[0]!.total;
/** Ties in a stable, cheap order (code-point, not locale: these are codes and names, not a list a reader sorts). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byPrice = (a: Judged, b: Judged) => cheapest(a.rooms[0]!.rates) - cheapest(b.rooms[0]!.rates);
/** A destination's orders, each in its natural direction (`desc` reverses it); ties by price, then name. */
const ORDERS: Record<AvailabilitySortKey, (a: Judged, b: Judged) => number> = {
  price: (a, b) => byPrice(a, b) || byText(a.name, b.name),
  stars: (a, b) => b.starRating - a.starRating || byPrice(a, b) || byText(a.name, b.name),
  name: (a, b) => byText(a.name, b.name) || byPrice(a, b),
};

/**
 * The availability search (docs/hotel-inventory.md, "Availability"): the candidate hotels of a
 * destination or one hotel and their rates (the catalogue, cached until it changes: CatalogueCache),
 * the stay's rows of the sellable calendar of the hotels with rates that can take the party (one read), then
 * the pure rules of ./rules.ts per rate.
 *
 * `page` answers the HTTP call: a destination's page of hotels, each with its cheapest offer and
 * how many it has; a hotel's every room and rate. `search` answers every sellable rate of every
 * candidate hotel, cheapest first; exported by HotelsModule, the booking and pricing contexts call
 * it directly.
 *
 * With a `buyer`, each rate answered also gets its selling price (`sellingTotal`) and the answer
 * whose prices they are (`pricedFor`), from the pricing context through the SellingPrices port: one
 * pricer per search, asked once the rates answered are known. Without one, or with no pricing
 * registered, both are null.
 */
@Injectable()
export class AvailabilityService implements HotelAvailability {
  constructor(
    private readonly repository: AvailabilityRepository,
    private readonly catalogue: CatalogueCache,
    private readonly sellingPrices: SellingPrices,
  ) {}

  /**
   * Every sellable rate of every candidate hotel, hotels by their cheapest rate. `refusals`, when
   * given, collects why each rate of the candidates was left out (by rate id, with its room): what
   * `book` tells a caller whose rate is not sellable.
   */
  async search(q: AvailabilityStayQuery, buyer?: SellingPriceBuyer, refusals?: Refusals): Promise<Availability> {
    const hotels = (await this.judge(q, refusals)).sort(ORDERS.price);
    return this.answer(q, hotels, { total: hotels.length, pageSize: Math.max(1, hotels.length), curPageIndex: 1 }, buyer);
  }

  /** `POST searchAvailability`: a hotelID answers in full; a destination one page of hotels, each with its cheapest offer. */
  async page(q: SearchAvailabilityQuery, buyer?: SellingPriceBuyer): Promise<Availability> {
    const { pageSize, curPageIndex, sortKey, sortOrder, ...stay } = q;
    if (q.hotelID !== undefined) return { ...(await this.search(stay, buyer)), pageSize, curPageIndex: 1 };
    const hotels = await this.judge(stay);
    const order = ORDERS[sortKey];
    const reversed = sortOrder === (sortKey === 'stars' ? 'asc' : 'desc');
    hotels.sort(reversed ? (a, b) => order(b, a) : order);
    const page = hotels
      .slice((curPageIndex - 1) * pageSize, curPageIndex * pageSize)
      .map((h) => ({ ...h, rooms: [{ ...h.rooms[0]!, rates: [h.rooms[0]!.rates[0]!] }] }));
    return this.answer(stay, page, { total: hotels.length, pageSize, curPageIndex }, buyer);
  }

  /** The candidate hotels with something to sell, each with its sellable rooms and rates cheapest first. */
  private async judge(q: AvailabilityStayQuery, refusals?: Refusals): Promise<Judged[]> {
    const where = { destination: q.destination, hotelID: q.hotelID };
    const catalogue = await this.catalogue.of(where);
    const candidates = catalogue.hotels.map((hotel) => ({ ...hotel, today: todayIn(hotel.timeZone) }));
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
    // Only rates that could sell read the calendar: of an active hotel and room type, taking the party.
    // (Rates of a hotel made between the catalogue's two reads have no candidate: left for the next search.)
    const none = new Map<string, SellableDay>();
    const quote = (rate: RateDefinition, days: Map<string, SellableDay>) => {
      const hotel = hotels.get(rate.hotelID)!;
      const quoted = quoteSellable({ today: hotel.today, hotelActive: hotel.active, room: rate.room, rate, days }, stay);
      if (!quoted.sellable) refusals?.set(rate.roomRateInclusionID, { ...quoted, roomInfoID: rate.roomInfoID });
      return quoted;
    };
    const rates = catalogue.rates.filter((rate) => {
      if (!hotels.has(rate.hotelID)) return false;
      const couldSell =
        hotels.get(rate.hotelID)!.active && rate.room.active && rate.active && occupancyFits(rate.room, stay.occupancy);
      // Refused by the rules that come before the calendar's (inactive, the party): the same reason, no read.
      if (!couldSell && refusals) quote(rate, none);
      return couldSell;
    });
    const calendar =
      rates.length === 0
        ? new Map<string, Map<string, SellableDay>>()
        : await this.repository.sellableDays([...new Set(rates.map((r) => r.hotelID))], q.checkIn, q.checkOut);
    for (const rate of rates) {
      const hotel = hotels.get(rate.hotelID)!;
      const quoted = quote(rate, calendar.get(rate.roomRateInclusionID) ?? none);
      if (!quoted.sellable) continue;
      const room = hotel.rooms.get(rate.roomInfoID) ?? {
        roomInfoID: rate.roomInfoID,
        name: rate.roomName,
        free: quoted.free,
        rates: [],
      };
      hotel.rooms.set(rate.roomInfoID, room);
      room.rates.push(answerOf(rate, quoted.nightly, quoted.total, q.checkIn, hotel.today));
    }

    const judged: Judged[] = [];
    for (const hotel of hotels.values()) {
      if (hotel.rooms.size === 0) continue;
      const rooms = [...hotel.rooms.values()];
      for (const room of rooms) room.rates.sort((a, b) => a.total - b.total || byText(a.ratePlanCode, b.ratePlanCode));
      rooms.sort((a, b) => cheapest(a.rates) - cheapest(b.rates) || byText(a.name, b.name));
      judged.push({ ...hotel, rooms, offerCount: rooms.reduce((n, r) => n + r.rates.length, 0) });
    }
    return judged;
  }

  private async answer(
    q: AvailabilityStayQuery,
    judged: Judged[],
    paging: Pick<Availability, 'total' | 'pageSize' | 'curPageIndex'>,
    buyer: SellingPriceBuyer | undefined,
  ): Promise<Availability> {
    const nights = daysBetween(q.checkIn, q.checkOut);
    const hotels: HotelAnswer[] = judged.map((h) => ({
      hotelID: h.hotelID,
      name: h.name,
      city: h.city,
      starRating: h.starRating,
      currencyCode: h.currencyCode,
      offerCount: h.offerCount,
      rooms: h.rooms,
    }));
    const pricedFor = buyer ? await this.sell(hotels, buyer, { nights, rooms: q.rooms }) : null;
    return { checkIn: q.checkIn, checkOut: q.checkOut, nights, pricedFor, ...paging, hotels };
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
