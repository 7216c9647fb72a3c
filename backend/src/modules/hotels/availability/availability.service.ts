import { Injectable } from '@nestjs/common';
import type { Availability, AvailabilityStayQuery, AvailableRate, SearchAvailabilityQuery } from '@bo/shared';
import { fieldError } from '../../../core/http/action-result';
import { type SellingPriceBuyer, SellingPrices } from '../ports/selling-prices';
import { AvailabilityRepository, type Catalogue, type RateDefinition, type SearchHotel } from './availability.repository';
import { CatalogueCache } from './catalogue.cache';
import { addDays, daysBetween, occupancyFits, quoteSellable, type Refusal, type SellableDay, type Stay, todayIn } from './rules';
import type { HotelAvailability } from '../ports/hotel-availability.port';

/** Why rates were left out of a search, by rate id (see `search`). */
export type Refusals = Map<string, Refusal & { roomInfoID: string }>;

type HotelAnswer = Availability['hotels'][number];
type RoomAnswer = HotelAnswer['rooms'][number];
type Candidate = SearchHotel & { today: string };
type Judged = Candidate & { offerCount: number; rooms: RoomAnswer[] };

const cheapest = (rates: AvailableRate[]) => rates[0]!.total;
/** Ties in a stable, cheap order (code-point, not locale: these are codes and names, not a list a reader sorts). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** `search`'s order: hotels by their cheapest offer, then name (a destination's page orders in SQL: ./destination-page.ts). */
const byPrice = (a: Judged, b: Judged) => cheapest(a.rooms[0]!.rates) - cheapest(b.rooms[0]!.rates) || byText(a.name, b.name);

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
    const hotels = (await this.judge(q, refusals)).sort(byPrice);
    return this.answer(q, hotels, { total: hotels.length, pageSize: Math.max(1, hotels.length), curPageIndex: 1 }, buyer);
  }

  /**
   * `POST searchAvailability`: a hotelID answers in full (`search`); a destination one page of
   * hotels, each with its cheapest offer, judged, sorted and cut in PostgreSQL (./destination-page.ts:
   * the calendar rules of quoteSellable over the stay's rows, one row per hotel of the page back).
   * The order is by the offers' `total` (the supplier cost), as `search`'s; selling prices are
   * asked for the page's offers only, afterwards.
   */
  async page(q: SearchAvailabilityQuery, buyer?: SellingPriceBuyer): Promise<Availability> {
    const { pageSize, curPageIndex, sortKey, sortOrder, ...stay } = q;
    if (q.hotelID !== undefined) return { ...(await this.search(stay, buyer)), pageSize, curPageIndex: 1 };
    const { catalogue, candidates } = await this.candidates(stay);
    const { total, offers } = await this.repository.destinationPage(catalogue, {
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      nights: daysBetween(q.checkIn, q.checkOut),
      rooms: q.rooms,
      occupancy: { adults: q.adults, childAges: q.childAges },
      todayOf: (i) => candidates[i]!.today,
      sortKey,
      reversed: sortOrder === (sortKey === 'stars' ? 'asc' : 'desc'),
      offset: (curPageIndex - 1) * pageSize,
      end: curPageIndex * pageSize,
    });
    const page = offers.map((o): Judged => {
      const hotel = candidates[o.hotelIndex]!;
      const rate = answerOf(o.rate, nightsOf(q.checkIn, o.nightly), o.total, q.checkIn, hotel.today);
      return {
        ...hotel,
        offerCount: o.offerCount,
        rooms: [{ roomInfoID: o.rate.roomInfoID, name: o.rate.roomName, free: o.free, rates: [rate] }],
      };
    });
    return this.answer(stay, page, { total, pageSize, curPageIndex }, buyer);
  }

  /**
   * The catalogue of the search's filter and its hotels with their today (same order), after the
   * stay's refusals: an unknown hotel, a check-in before every candidate's today.
   */
  private async candidates(q: AvailabilityStayQuery): Promise<{ catalogue: Catalogue; candidates: Candidate[] }> {
    const catalogue = await this.catalogue.of({ destination: q.destination, hotelID: q.hotelID });
    const candidates = catalogue.hotels.map((hotel) => ({ ...hotel, today: todayIn(hotel.timeZone) }));
    if (q.hotelID !== undefined && candidates.length === 0) throw fieldError('HOTEL_NOT_FOUND', 'hotelID');
    // Hotels are in their own time zones: a check-in before every candidate's today is refused;
    // a hotel where it is already past (another zone) answers nothing (its nights are before release).
    let earliestToday: string | undefined;
    for (const h of candidates) if (earliestToday === undefined || h.today < earliestToday) earliestToday = h.today;
    if (earliestToday !== undefined && q.checkIn < earliestToday)
      throw fieldError('CHECK_IN_IN_PAST', 'checkIn', { today: earliestToday });
    return { catalogue, candidates };
  }

  /** The candidate hotels with something to sell, each with its sellable rooms and rates cheapest first. */
  private async judge(q: AvailabilityStayQuery, refusals?: Refusals): Promise<Judged[]> {
    const { catalogue, candidates } = await this.candidates(q);
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

/** The nightly prices of a page's offer, dated from check-in. */
const nightsOf = (checkIn: string, prices: number[]) => prices.map((price, i) => ({ date: addDays(checkIn, i), price }));

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
