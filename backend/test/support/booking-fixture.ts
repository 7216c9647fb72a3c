import { addDays, todayIn } from '../../src/modules/hotels/availability/rules';
import { type startApi, userWith } from './api-harness';
import { hotelFixtures, ok, token8 } from './hotel-fixture';
import { registerOrganization } from './organization-fixture';
import type { Body } from './json-types';

type Api = Awaited<ReturnType<typeof startApi>>;

/** Malaysian hotels' today, and a date `n` days from it: the booking specs' stays count from it. */
export const today = () => todayIn('Asia/Kuala_Lumpur');
export const day = (n: number) => addDays(today(), n);

/**
 * The body of a booking of `rate` for 2 adults from day `from` to day `to` (see `day`), Nur Aisyah
 * (e-mail `email`) and Adam Lee travelling, paid with agent credit.
 */
export const twoGuestStay = (rate: Body, email: string, from: number, to: number): Body => ({
  productType: 'hotel',
  ...rate,
  checkIn: day(from),
  checkOut: day(to),
  adults: 2,
  contact: { name: 'Nur Aisyah', email },
  travellers: ['Nur Aisyah', 'Adam Lee'],
  paymentMethod: 'CREDIT',
});

/** What a booking spec makes its hotel from: the room type and rate it books, under a hotel of its own. */
export interface BookableRate {
  hotelID: string;
  hotelName: string;
  roomInfoID: string;
  roomRateInclusionID: string;
}

/**
 * The booking specs' calls on one running API (read when called: specs start it in beforeAll):
 * `call` posts JSON as a bearer token, `pay` posts the multipart payment form of spec section 3,
 * and `hotelWith` makes, as `admin`, a hotel with one rate (RM 300.00 a night for 2 adults unless
 * `pricing` says otherwise) and `allotment` rooms on the next 60 days; `agency` registers, as
 * `admin`, an agency that books (known to the bookings and credit contexts), a user of it holding
 * `grants`, and gives it an agent-credit limit of `creditLimit` (MYR minor units).
 */
export function bookingCalls(api: () => Api) {
  /** A POST of `path` (below /api/v1) as `token`'s user; to another API instance of the spec with `server`. */
  const call = (path: string, body: Body, token: string, headers: Record<string, string> = {}, server: Api = api()) =>
    server
      .http()
      .post(`/api/v1${path}`)
      .set({ Authorization: `Bearer ${token}`, ...headers })
      .send(body);
  const pay = (bookingRef: string, token: string, method = 'CREDIT', server: Api = api()) =>
    server
      .http()
      .post('/api/v1/payment')
      .set({ Authorization: `Bearer ${token}` })
      .field('OrderId', bookingRef)
      .field('PaymentMethod', method);
  const hotelWith = async (
    admin: string,
    allotment: number,
    options: { hotel?: Body; room?: Body; condition?: Body; pricing?: Body } = {},
  ): Promise<BookableRate> => {
    const make = hotelFixtures((path, body) => ok(call(`/bo/RWTDIYHotel/${path}`, body, admin)));
    const bed = await make.bedCombination();
    const hotel = await make.hotel({ name: `Booking Hotel ${token8()}`, ...options.hotel });
    const room = await make.room(hotel.hotelID, bed, { name: 'Deluxe King', roomCount: 200, ...options.room });
    const rate = await make.rate(room.roomInfoID, {
      pricing: { baseRate: 30_000, baseOccupancy: 2, ...options.pricing },
      condition: options.condition,
    });
    await ok(
      call(
        '/bo/RWTDIYHotel/updateRoomCalendar',
        { roomInfoID: room.roomInfoID, from: today(), to: day(60), room: { allotment } },
        admin,
      ),
    );
    return {
      hotelID: hotel.hotelID,
      hotelName: hotel.name,
      roomInfoID: room.roomInfoID,
      roomRateInclusionID: rate.roomRateInclusionID,
    };
  };
  const agency = async (admin: string, grants: string[], creditLimit = 10_000_000) => {
    const org = await registerOrganization(api(), admin, { replicas: ['bookings.organizations', 'credit.organizations'] });
    const user = await userWith(api().dataSource, api().url, grants, org.id);
    await ok(
      call(
        '/bo/AgentOrganizationCredit/creditlimit-top-up',
        { organizationId: org.id, currencyCode: 'MYR', amount: creditLimit },
        admin,
      ),
    );
    return { org, user };
  };
  /** A user holding `grants` in another agency (known to the bookings context only): someone else's bookings are not its. */
  const otherAgencyUser = async (admin: string, grants: string[]) => {
    const org = await registerOrganization(api(), admin, { replicas: ['bookings.organizations'] });
    return userWith(api().dataSource, api().url, grants, org.id);
  };
  return { call, pay, hotelWith, agency, otherAgencyUser };
}
