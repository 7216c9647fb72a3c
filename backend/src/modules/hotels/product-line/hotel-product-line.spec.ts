import type { EntityManager } from 'typeorm';
import type { HotelAvailability } from '../ports/hotel-availability.port';
import type { HotelCatalogue, HotelRates } from '../ports/hotel-catalogue.port';
import type { HotelInventory } from '../ports/hotel-inventory';
import { type BookedRooms, HotelProductLine, type RoomsRequest } from './hotel-product-line';
import { HotelVoucherDocument } from './voucher/hotel-voucher-document';

const m = {} as EntityManager;
const request: RoomsRequest = {
  hotelID: 'h1',
  roomInfoID: 'room1',
  roomRateInclusionID: 'rate1',
  checkIn: '2031-06-01',
  checkOut: '2031-06-03',
  adults: 2,
  childAges: [5],
  rooms: 1,
};
const answer = {
  nights: 2,
  hotels: [
    {
      hotelID: 'h1',
      name: 'Sea View',
      city: 'Penang',
      currencyCode: 'MYR',
      starRating: 4,
      rooms: [
        {
          roomInfoID: 'room1',
          name: 'Deluxe',
          rates: [
            {
              roomRateInclusionID: 'rate1',
              name: 'Room only',
              total: 40_000,
              refundable: true,
              freeCancellationUntil: '2031-05-25',
              cancellationFee: { basis: 'NIGHTS', value: 1 },
            },
          ],
        },
      ],
    },
  ],
};

function lineWith(found: unknown, refusals: [string, object][] = []) {
  const calls: unknown[][] = [];
  const availability = {
    search: (_q: unknown, _buyer: unknown, into?: Map<string, unknown>) => {
      for (const [id, r] of refusals) into?.set(id, r);
      return Promise.resolve(found);
    },
  } as unknown as HotelAvailability;
  const record =
    (name: string, result?: unknown) =>
    (...args: unknown[]) => {
      calls.push([name, ...args.slice(1)]);
      return Promise.resolve(result);
    };
  const inventory = {
    hold: record('hold', { holdID: 'hold-9' }),
    keep: record('keep'),
    confirm: record('confirm'),
    release: record('release'),
  } as unknown as HotelInventory;
  const hotels = {
    get: (id: string) => Promise.resolve({ hotelID: id, channel: id === 'rwt' ? 'RWT' : null, supplierHotelCode: 'E-42' }),
  } as unknown as HotelCatalogue;
  return {
    line: new HotelProductLine(availability, inventory, hotels, new HotelVoucherDocument(hotels, {} as HotelRates)),
    calls,
  };
}

describe('HotelProductLine', () => {
  test('quotes the rate the search sells: what is booked, its terms and what pricing prices', async () => {
    const { line } = lineWith(answer);
    await expect(line.quote(request)).resolves.toEqual({
      booked: {
        hotelID: 'h1',
        hotelName: 'Sea View',
        city: 'Penang',
        roomInfoID: 'room1',
        roomName: 'Deluxe',
        roomRateInclusionID: 'rate1',
        rateName: 'Room only',
        checkIn: '2031-06-01',
        checkOut: '2031-06-03',
        nights: 2,
        rooms: 1,
        adults: 2,
        childAges: [5],
      },
      currencyCode: 'MYR',
      cancellation: { refundable: true, freeCancellationUntil: '2031-05-25', fee: { basis: 'NIGHTS', value: 1 } },
      sale: { currencyCode: 'MYR', supplierCost: 40_000, rooms: 1, nights: 2, starRating: 4 },
    });
  });

  test('a rate the search does not sell: one answer per cause', async () => {
    const none = { nights: 2, hotels: [] };
    await expect(lineWith(none).line.quote(request)).rejects.toMatchObject({ code: 'ROOM_RATE_NOT_FOUND' });
    const short = lineWith(none, [['rate1', { roomInfoID: 'room1', reason: 'NOT_ENOUGH_ROOMS', date: '2031-06-02', free: 0 }]]);
    await expect(short.line.quote(request)).rejects.toMatchObject({ code: 'ROOMS_NOT_AVAILABLE' });
    const closed = lineWith(none, [['rate1', { roomInfoID: 'room1', reason: 'RATE_STOP_SELL' }]]);
    await expect(closed.line.quote(request)).rejects.toMatchObject({ code: 'RATE_NOT_SELLABLE' });
    const otherRoom = lineWith(none, [['rate1', { roomInfoID: 'room2', reason: 'RATE_STOP_SELL' }]]);
    await expect(otherRoom.line.quote(request)).rejects.toMatchObject({ code: 'ROOM_RATE_NOT_FOUND' });
  });

  test('holds, keeps, confirms and releases the booking’s rooms through HotelInventory', async () => {
    const { line, calls } = lineWith(answer);
    const expiresAt = new Date('2031-05-01T10:35:00Z');
    const { booked } = await line.quote(request);
    await expect(line.hold(m, { bookingRef: 'B1', booked, expiresAt })).resolves.toBe('hold-9');
    const held: BookedRooms = { ...booked, holdID: 'hold-9' };
    const until = new Date('2031-06-03T16:00:00Z');
    await line.keep(m, held, until);
    await line.confirm(m, held);
    await line.release(m, held);
    // A booking with no hold recorded moves nothing.
    await line.release(m, { ...held, holdID: '' });
    expect(calls).toEqual([
      [
        'hold',
        {
          bookingRef: 'B1',
          roomInfoID: 'room1',
          roomRateInclusionID: 'rate1',
          checkIn: '2031-06-01',
          checkOut: '2031-06-03',
          rooms: 1,
          expiresAt,
        },
      ],
      ['keep', 'hold-9', until],
      ['confirm', 'hold-9'],
      ['release', 'hold-9'],
    ]);
    expect(line.lastDay(held)).toBe('2031-06-03');
  });

  test('a hotel on a connected channel is confirmed there with its supplier code; our own inventory by nobody', async () => {
    const { line } = lineWith(answer);
    const booked = { hotelID: 'rwt' } as BookedRooms;
    await expect(line.supplier(booked)).resolves.toEqual({ channel: 'RWT', supplierCode: 'E-42' });
    await expect(line.supplier({ hotelID: 'own' } as BookedRooms)).resolves.toBeNull();
  });
});
