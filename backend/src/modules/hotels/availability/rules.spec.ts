import fc from 'fast-check';
import { MAX_RATE_MINOR_UNITS } from '@bo/shared';
import {
  addDays,
  type Candidate,
  daysBetween,
  type InventoryDay,
  isoWeekday,
  quoteStay,
  type RateDay,
  type RateSeason,
  type Stay,
  stayNights,
  todayIn,
  type Unavailable,
} from './rules';

/**
 * The reference model: a per-date table of a short calendar, walked night by night with nothing
 * shared with rules.ts (dates by index, weekdays from Date.getUTCDay, every rule written out as a
 * plain check). It answers every rule a stay breaks, so the rules must answer "sellable" exactly
 * when it finds none, refuse with one of those it found, and price to the same sen.
 */
const DAYS = 16;

interface Table {
  dates: string[];
  weekday: number[]; // 0 Monday .. 6 Sunday
}
function tableFrom(start: string): Table {
  const dates: string[] = [];
  const weekday: number[] = [];
  const t = new Date(`${start}T12:00:00Z`);
  for (let i = 0; i < DAYS + 1; i++) {
    dates.push(
      `${t.getUTCFullYear()}-${String(t.getUTCMonth() + 1).padStart(2, '0')}-${String(t.getUTCDate()).padStart(2, '0')}`,
    );
    weekday.push((t.getUTCDay() + 6) % 7);
    t.setUTCDate(t.getUTCDate() + 1);
  }
  return { dates, weekday };
}

interface World {
  start: string;
  today: number; // index
  c: Omit<Candidate, 'today' | 'inventory' | 'rateDays'>;
  inventory: (InventoryDay | null)[]; // by index
  rateDays: (RateDay | null)[]; // by index
  seasons: { from: number; to: number; prices: (number | null)[] }[]; // indexes, inclusive
  stay: { checkIn: number; checkOut: number; rooms: number; adults: number; childAges: number[] };
}

function reference(w: World): { broken: Set<Unavailable>; nightly: bigint[]; total: bigint; free: number } {
  const broken = new Set<Unavailable>();
  const { room, rate } = w.c;
  const { checkIn, checkOut, rooms, adults, childAges } = w.stay;
  if (!w.c.hotelActive) broken.add('HOTEL_INACTIVE');
  if (!room.active) broken.add('ROOM_INACTIVE');
  if (!rate.active) broken.add('RATE_INACTIVE');
  const guests = adults + childAges.length;
  const beds = guests > room.sleeps ? guests - room.sleeps : 0;
  if (adults > room.maxAdults || childAges.length > room.maxChildren || guests > room.maxOccupancy || beds > room.extraBeds)
    broken.add('OCCUPANCY');

  const weekdayOf = tableFrom(w.start).weekday;
  let free = Number.MAX_SAFE_INTEGER;
  const nightly: bigint[] = [];
  for (let i = checkIn; i < checkOut; i++) {
    const inv = w.inventory[i];
    if (inv === null) broken.add('NO_INVENTORY');
    else {
      if (inv.stopSell) broken.add('ROOM_STOP_SELL');
      const left = inv.allotment + inv.overbookingAllowance - inv.held - inv.sold;
      if (left < rooms) broken.add('NOT_ENOUGH_ROOMS');
      free = Math.min(free, left);
      const release = inv.releaseDays === null ? room.releaseDays : inv.releaseDays;
      if (i - w.today < release) broken.add('RELEASE');
    }
    const day = w.rateDays[i];
    if (day?.stopSell === true) broken.add('RATE_STOP_SELL');

    let price = BigInt(rate.pricing.baseRate);
    const season = w.seasons.find((s) => s.from <= i && i <= s.to);
    const weekdayPrice = season ? season.prices[weekdayOf[i]] : null;
    if (weekdayPrice !== null && weekdayPrice !== undefined) price = BigInt(weekdayPrice);
    if (day && day.price !== null) price = BigInt(day.price);
    for (let a = rate.pricing.baseOccupancy; a < adults; a++) price += BigInt(rate.pricing.extraAdultRate);
    for (const age of childAges) {
      let childPrice = BigInt(rate.pricing.childRate);
      for (const band of rate.pricing.childAgeBands)
        if (band.ageFrom <= age && age <= band.ageTo) childPrice = BigInt(band.price);
      price += childPrice;
    }
    for (let b = 0; b < beds; b++) price += BigInt(rate.pricing.extraBedRate);
    nightly.push(price);
  }
  const arrival = w.rateDays[checkIn];
  if (arrival?.closedToArrival === true) broken.add('CLOSED_TO_ARRIVAL');
  if (w.rateDays[checkOut]?.closedToDeparture === true) broken.add('CLOSED_TO_DEPARTURE');
  const minStay = arrival && arrival.minStay !== null ? arrival.minStay : rate.minStay;
  const maxStay = arrival && arrival.maxStay !== null ? arrival.maxStay : rate.maxStay;
  if (checkOut - checkIn < minStay) broken.add('MIN_STAY');
  if (maxStay !== null && checkOut - checkIn > maxStay) broken.add('MAX_STAY');
  let total = 0n;
  for (const n of nightly) total += n * BigInt(rooms);
  return { broken, nightly, total, free };
}

function candidateOf(w: World): { candidate: Candidate; stay: Stay } {
  const t = tableFrom(w.start);
  const seasons: RateSeason[] = w.seasons.map((s) => ({
    startsOn: t.dates[s.from],
    endsOn: t.dates[s.to],
    weekdayPrices: s.prices,
  }));
  const byDate = <T>(rows: (T | null)[]) => new Map(rows.flatMap((r, i) => (r === null ? [] : [[t.dates[i], r] as const])));
  return {
    candidate: {
      ...w.c,
      rate: { ...w.c.rate, seasons },
      today: t.dates[w.today],
      inventory: byDate(w.inventory),
      rateDays: byDate(w.rateDays),
    },
    stay: {
      checkIn: t.dates[w.stay.checkIn],
      checkOut: t.dates[w.stay.checkOut],
      rooms: w.stay.rooms,
      occupancy: { adults: w.stay.adults, childAges: w.stay.childAges },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Generators: small numbers so that every rule is hit often, both ways.

const small = (max: number) => fc.integer({ min: 0, max });
const price = (max = 20_000) => fc.integer({ min: 1, max });
const sometimes = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { freq: 3 });
const mostlyFalse = fc.integer({ min: 0, max: 5 }).map((n) => n === 0);
const mostlyTrue = fc.integer({ min: 0, max: 7 }).map((n) => n !== 0);

// Starts across a leap day, a month end, a year end and a daylight-saving change elsewhere (none in Malaysia).
const starts = fc.constantFrom('2024-02-22', '2025-01-27', '2025-12-24', '2026-03-25', '2026-10-22');

const inventoryDay: fc.Arbitrary<InventoryDay> = fc.record({
  allotment: small(4),
  held: small(2),
  sold: small(2),
  overbookingAllowance: fc.constantFrom(0, 0, 0, 1, 2),
  stopSell: mostlyFalse,
  releaseDays: fc.option(small(4), { freq: 2 }),
});
const rateDay = (amount: fc.Arbitrary<number>): fc.Arbitrary<RateDay> =>
  fc.record({
    price: fc.option(amount, { freq: 2 }),
    stopSell: fc.option(mostlyFalse),
    minStay: fc.option(fc.integer({ min: 1, max: 4 }), { freq: 2 }),
    maxStay: fc.option(fc.integer({ min: 1, max: 6 }), { freq: 2 }),
    closedToArrival: fc.option(mostlyFalse),
    closedToDeparture: fc.option(mostlyFalse),
  });

/** Up to three non-overlapping seasons as index ranges (inclusive), in order. */
const seasons = (amount: fc.Arbitrary<number>) =>
  fc.uniqueArray(fc.integer({ min: 0, max: DAYS }), { minLength: 0, maxLength: 6 }).chain((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const ranges: { from: number; to: number }[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) ranges.push({ from: sorted[i], to: sorted[i + 1] });
    return fc.tuple(
      ...ranges.map((r) => fc.array(fc.option(amount), { minLength: 7, maxLength: 7 }).map((prices) => ({ ...r, prices }))),
    );
  });

const world = (amount: fc.Arbitrary<number> = price()) =>
  fc
    .record({
      start: starts,
      today: small(3),
      hotelActive: mostlyTrue,
      room: fc.record({
        active: mostlyTrue,
        maxAdults: fc.integer({ min: 1, max: 4 }),
        maxChildren: small(3),
        extraOccupancy: small(3),
        extraBeds: small(2),
        sleeps: fc.integer({ min: 1, max: 4 }),
        releaseDays: small(3),
      }),
      rate: fc.record({
        active: mostlyTrue,
        minStay: fc.integer({ min: 1, max: 3 }),
        maxStay: fc.option(fc.integer({ min: 3, max: 8 }), { freq: 3 }),
        pricing: fc.record({
          baseOccupancy: fc.integer({ min: 1, max: 3 }),
          baseRate: amount,
          extraAdultRate: amount,
          childRate: amount,
          extraBedRate: amount,
          childAgeBands: fc
            .constantFrom<[number, number][]>(
              [],
              [[0, 5]],
              [
                [0, 2],
                [3, 11],
              ],
              [[6, 17]],
            )
            .chain((bands) => fc.tuple(...bands.map(([ageFrom, ageTo]) => amount.map((p) => ({ ageFrom, ageTo, price: p }))))),
        }),
      }),
      inventory: fc.array(sometimes(inventoryDay), { minLength: DAYS + 1, maxLength: DAYS + 1 }),
      rateDays: fc.array(fc.option(rateDay(amount)), { minLength: DAYS + 1, maxLength: DAYS + 1 }),
      seasons: seasons(amount),
      stay: fc
        .record({
          checkIn: small(DAYS - 1),
          length: fc.integer({ min: 1, max: 7 }),
          rooms: fc.integer({ min: 1, max: 3 }),
          adults: fc.integer({ min: 1, max: 4 }),
          childAges: fc.array(small(17), { maxLength: 3 }),
        })
        .map(({ checkIn, length, ...s }) => ({ ...s, checkIn, checkOut: Math.min(DAYS, checkIn + length) })),
    })
    .map(({ start, today, hotelActive, room, rate, inventory, rateDays, seasons: s, stay }): World => ({
      start,
      today,
      c: {
        hotelActive,
        room: {
          active: room.active,
          maxAdults: room.maxAdults,
          maxChildren: room.maxChildren,
          maxOccupancy: room.maxAdults + Math.min(room.maxChildren, room.extraOccupancy),
          extraBeds: room.extraBeds,
          sleeps: room.sleeps,
          releaseDays: room.releaseDays,
        },
        rate: { ...rate, pricing: { ...rate.pricing, childAgeBands: [...rate.pricing.childAgeBands] }, seasons: [] },
      },
      inventory,
      rateDays,
      seasons: s,
      stay,
    }));

function agreesWithReference(w: World) {
  const { candidate, stay } = candidateOf(w);
  const got = quoteStay(candidate, stay);
  const want = reference(w);
  if (want.broken.size === 0) {
    expect(got).toEqual({
      sellable: true,
      free: want.free,
      nightly: want.nightly.map((p, i) => expect.objectContaining({ date: addDays(stay.checkIn, i), price: Number(p) })),
      total: Number(want.total),
    });
  } else {
    expect(got.sellable).toBe(false);
    if (!got.sellable) expect([...want.broken]).toContain(got.reason);
  }
}

describe('availability rules against the reference model', () => {
  it('sell exactly the stays the per-date table allows, at the same nightly prices and total', () => {
    fc.assert(fc.property(world(), agreesWithReference), { numRuns: 3000 });
  });

  it('stay exact with amounts at the bound: 30 nights of 2 rooms, every supplement at MAX_RATE_MINOR_UNITS', () => {
    const big = fc.integer({ min: MAX_RATE_MINOR_UNITS - 1000, max: MAX_RATE_MINOR_UNITS });
    fc.assert(
      fc.property(world(big), (w) => {
        const { candidate, stay } = candidateOf(w);
        const got = quoteStay(candidate, stay);
        if (got.sellable) expect(BigInt(got.total)).toBe(reference(w).total);
      }),
      { numRuns: 300 },
    );
    const nights = 30;
    const checkIn = '2026-01-01';
    const dates = stayNights(checkIn, addDays(checkIn, nights));
    const max = MAX_RATE_MINOR_UNITS;
    const quote = quoteStay(
      {
        today: '2025-12-01',
        hotelActive: true,
        room: { active: true, maxAdults: 20, maxChildren: 20, maxOccupancy: 40, extraBeds: 10, sleeps: 30, releaseDays: 0 },
        rate: {
          active: true,
          minStay: 1,
          maxStay: null,
          seasons: [],
          pricing: { baseOccupancy: 1, baseRate: max, extraAdultRate: max, childRate: max, extraBedRate: max, childAgeBands: [] },
        },
        inventory: new Map(
          dates.map((d) => [d, { allotment: 2, held: 0, sold: 0, overbookingAllowance: 0, stopSell: false, releaseDays: null }]),
        ),
        rateDays: new Map(),
      },
      { checkIn, checkOut: addDays(checkIn, nights), rooms: 2, occupancy: { adults: 20, childAges: Array(20).fill(5) } },
    );
    // Per night: base + 19 extra adults + 20 children + 10 extra beds (40 guests, beds sleep 30).
    const night = BigInt(max) * 50n;
    expect(quote).toMatchObject({ sellable: true, total: Number(night * 30n * 2n) });
    expect(BigInt((quote as { total: number }).total)).toBe(night * 60n);
  });
});

// ---------------------------------------------------------------------------------------------
// The edges, by hand: what an operator sets and what a guest then sees.

const open: InventoryDay = { allotment: 5, held: 0, sold: 0, overbookingAllowance: 0, stopSell: false, releaseDays: null };
const plain: RateDay = {
  price: null,
  stopSell: null,
  minStay: null,
  maxStay: null,
  closedToArrival: null,
  closedToDeparture: null,
};

function candidate(over: {
  today?: string;
  seasons?: RateSeason[];
  inventory?: Record<string, Partial<InventoryDay>>;
  rateDays?: Record<string, Partial<RateDay>>;
  minStay?: number;
  releaseDays?: number;
}): Candidate {
  const dates = stayNights('2026-06-01', '2026-07-15');
  return {
    today: over.today ?? '2026-05-01',
    hotelActive: true,
    room: {
      active: true,
      maxAdults: 3,
      maxChildren: 2,
      maxOccupancy: 4,
      extraBeds: 1,
      sleeps: 2,
      releaseDays: over.releaseDays ?? 0,
    },
    rate: {
      active: true,
      minStay: over.minStay ?? 1,
      maxStay: null,
      seasons: over.seasons ?? [],
      pricing: {
        baseOccupancy: 2,
        baseRate: 30_000,
        extraAdultRate: 5_000,
        childRate: 2_000,
        extraBedRate: 4_000,
        childAgeBands: [],
      },
    },
    inventory: new Map(dates.map((d) => [d, { ...open, ...over.inventory?.[d] }])),
    rateDays: new Map(Object.entries(over.rateDays ?? {}).map(([d, r]) => [d, { ...plain, ...r }])),
  };
}
const stay = (checkIn: string, checkOut: string, more: Partial<Stay> = {}): Stay => ({
  checkIn,
  checkOut,
  rooms: 1,
  occupancy: { adults: 2, childAges: [] },
  ...more,
});
const prices = (q: ReturnType<typeof quoteStay>) => (q.sellable ? q.nightly.map((n) => `${n.date} ${n.price} ${n.source}`) : q);

describe('availability rules at the edges', () => {
  // Peak season Fri 2026-06-26 .. Sun 2026-06-28 inclusive: weekend prices; Sunday falls back to the base rate.
  const peak: RateSeason = {
    startsOn: '2026-06-26',
    endsOn: '2026-06-28',
    weekdayPrices: [40_000, 40_000, 40_000, 40_000, 55_000, 60_000, null],
  };

  it('prices each night of a stay across a season boundary by its own date and weekday', () => {
    expect(prices(quoteStay(candidate({ seasons: [peak] }), stay('2026-06-25', '2026-06-30')))).toEqual([
      '2026-06-25 30000 BASE',
      '2026-06-26 55000 SEASON',
      '2026-06-27 60000 SEASON',
      '2026-06-28 30000 BASE',
      '2026-06-29 30000 BASE',
    ]);
  });

  it("puts a date's own price before its season", () => {
    const c = candidate({ seasons: [peak], rateDays: { '2026-06-27': { price: 70_000 } } });
    expect(prices(quoteStay(c, stay('2026-06-27', '2026-06-28')))).toEqual(['2026-06-27 70000 DAY']);
  });

  it('adds extra adults, children by age band (else the child rate) and the extra beds they need, per room and night', () => {
    const c = candidate({});
    c.rate.pricing = { ...c.rate.pricing, childAgeBands: [{ ageFrom: 0, ageTo: 5, price: 0 }] };
    // 3 adults + children of 4 and 9 exceed maxOccupancy 4.
    expect(quoteStay(c, stay('2026-06-01', '2026-06-03', { occupancy: { adults: 3, childAges: [4, 9] } }))).toMatchObject({
      sellable: false,
      reason: 'OCCUPANCY',
    });
    // 2 adults + children of 4 (band: free) and 9 (child rate): 4 guests, beds sleep 2, so 2 extra beds > 1: refused.
    expect(quoteStay(c, stay('2026-06-01', '2026-06-03', { occupancy: { adults: 2, childAges: [4, 9] } }))).toMatchObject({
      reason: 'OCCUPANCY',
    });
    // 3 adults: one extra adult and one extra bed; two rooms.
    expect(quoteStay(c, stay('2026-06-01', '2026-06-03', { rooms: 2, occupancy: { adults: 3, childAges: [] } }))).toMatchObject({
      sellable: true,
      nightly: [{ price: 39_000 }, { price: 39_000 }],
      total: 4 * 39_000,
    });
    // 1 adult and a child: 2 guests, no extra bed; the child of 4 costs its band's 0, the child of 9 the child rate.
    expect(quoteStay(c, stay('2026-06-01', '2026-06-02', { occupancy: { adults: 1, childAges: [4] } }))).toMatchObject({
      nightly: [{ price: 30_000 }],
    });
    expect(quoteStay(c, stay('2026-06-01', '2026-06-02', { occupancy: { adults: 1, childAges: [9] } }))).toMatchObject({
      nightly: [{ price: 32_000 }],
    });
  });

  it('counts release days from the hotel today: a night exactly release days away sells, one day closer does not', () => {
    const c = candidate({ today: '2026-06-01', releaseDays: 3 });
    expect(quoteStay(c, stay('2026-06-04', '2026-06-05')).sellable).toBe(true);
    expect(quoteStay(c, stay('2026-06-03', '2026-06-05'))).toMatchObject({ reason: 'RELEASE', date: '2026-06-03' });
    // A date's own release overrides the room type's.
    const own = candidate({ today: '2026-06-01', releaseDays: 3, inventory: { '2026-06-03': { releaseDays: 1 } } });
    expect(quoteStay(own, stay('2026-06-03', '2026-06-05')).sellable).toBe(true);
    expect(quoteStay(candidate({ today: '2026-06-01' }), stay('2026-06-01', '2026-06-02')).sellable).toBe(true);
  });

  it('refuses stop-sell on any night, at room or rate level, but not on the check-out date', () => {
    const room = candidate({ inventory: { '2026-06-02': { stopSell: true } } });
    expect(quoteStay(room, stay('2026-06-01', '2026-06-03'))).toMatchObject({ reason: 'ROOM_STOP_SELL', date: '2026-06-02' });
    expect(quoteStay(room, stay('2026-06-01', '2026-06-02')).sellable).toBe(true);
    const rate = candidate({ rateDays: { '2026-06-02': { stopSell: true } } });
    expect(quoteStay(rate, stay('2026-06-01', '2026-06-03'))).toMatchObject({ reason: 'RATE_STOP_SELL', date: '2026-06-02' });
    expect(quoteStay(rate, stay('2026-06-03', '2026-06-04')).sellable).toBe(true);
  });

  it('counts free rooms with the overbooking allowance, against the rooms asked for', () => {
    const c = candidate({ inventory: { '2026-06-02': { allotment: 3, held: 1, sold: 2 } } });
    expect(quoteStay(c, stay('2026-06-01', '2026-06-03'))).toMatchObject({ reason: 'NOT_ENOUGH_ROOMS', date: '2026-06-02' });
    const allowed = candidate({ inventory: { '2026-06-02': { allotment: 3, held: 1, sold: 2, overbookingAllowance: 2 } } });
    expect(quoteStay(allowed, stay('2026-06-01', '2026-06-03'))).toMatchObject({ sellable: true, free: 2 });
    expect(quoteStay(allowed, stay('2026-06-01', '2026-06-03', { rooms: 3 }))).toMatchObject({ reason: 'NOT_ENOUGH_ROOMS' });
  });

  it('takes min and max stay from the arrival date, else the rate', () => {
    const c = candidate({ minStay: 2, rateDays: { '2026-06-05': { minStay: 3 }, '2026-06-06': { minStay: 1, maxStay: 1 } } });
    expect(quoteStay(c, stay('2026-06-01', '2026-06-02'))).toMatchObject({ reason: 'MIN_STAY' });
    expect(quoteStay(c, stay('2026-06-01', '2026-06-03')).sellable).toBe(true);
    expect(quoteStay(c, stay('2026-06-05', '2026-06-07'))).toMatchObject({ reason: 'MIN_STAY' });
    expect(quoteStay(c, stay('2026-06-05', '2026-06-08')).sellable).toBe(true); // 06-06's own max stay does not apply
    expect(quoteStay(c, stay('2026-06-06', '2026-06-07')).sellable).toBe(true);
    expect(quoteStay(c, stay('2026-06-06', '2026-06-08'))).toMatchObject({ reason: 'MAX_STAY' });
  });

  it('applies closed to arrival on the check-in date only and closed to departure on the check-out date only', () => {
    const c = candidate({ rateDays: { '2026-06-03': { closedToArrival: true, closedToDeparture: true } } });
    expect(quoteStay(c, stay('2026-06-03', '2026-06-05'))).toMatchObject({ reason: 'CLOSED_TO_ARRIVAL' });
    expect(quoteStay(c, stay('2026-06-01', '2026-06-03'))).toMatchObject({ reason: 'CLOSED_TO_DEPARTURE' });
    expect(quoteStay(c, stay('2026-06-02', '2026-06-05')).sellable).toBe(true); // passing through is fine
  });

  it('has nothing to sell on a date without an allotment row', () => {
    expect(quoteStay(candidate({}), stay('2026-07-14', '2026-07-16'))).toMatchObject({
      reason: 'NO_INVENTORY',
      date: '2026-07-15',
    });
  });
});

describe('calendar arithmetic', () => {
  it('walks dates across month, leap and year ends and names ISO weekdays', () => {
    expect(stayNights('2024-02-28', '2024-03-02')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect([isoWeekday('2026-06-01'), isoWeekday('2026-06-07'), isoWeekday('1970-01-01')]).toEqual([1, 7, 4]);
    expect(stayNights('2026-06-02', '2026-06-02')).toEqual([]);
  });
  it("tells a hotel's today in its time zone", () => {
    const now = new Date('2026-06-01T17:30:00Z');
    expect(todayIn('Asia/Kuala_Lumpur', now)).toBe('2026-06-02');
    expect(todayIn('America/New_York', now)).toBe('2026-06-01');
  });
});
