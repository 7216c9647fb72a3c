/**
 * A demo booking at the eLeisure hotel (scripts/demo-hotels.mjs: Melaka, channel RWT), made through
 * the running API as the back office would make it: staff book a Deluxe King BAR stay for the demo
 * agency with its credit, pay and issue it, so the reservation goes to eLeisure (the local simulator
 * under `npm start`) and Settings > Download Payload shows the exchange (docs/bookings.md, "eLeisure
 * (RWT) payloads"). Called by scripts/demo-data.mjs.
 *
 * Idempotent: nothing is made while the hotel has a booking.
 */

const HOTEL_CODE = 'DEMO-MLK-RIVER';
const H = '/bo/RWTDIYHotel';

const dayOf = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const malaysiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());

export async function seedDemoEleisureBooking({ call, token, organizationId, log }) {
  const post = (path, body) => call('POST', path, { token, body });
  const hotel = (await post(`${H}/getHotelList`, { search: HOTEL_CODE, pageSize: 10, curPageIndex: 1 })).items.find(
    (h) => h.code === HOTEL_CODE,
  );
  if (!hotel) return log('demo eLeisure booking not made: the demo hotel is missing');
  const booked = await post('/bo/BookingManagement/bookingList', { search: hotel.name, pageSize: 10, curPageIndex: 1 });
  if (booked.total > 0) return log('demo eLeisure booking is in place');

  const room = (await call('GET', `${H}/getRoomList?hotelID=${hotel.hotelID}`, { token })).find((r) => r.code === 'DLX-KING');
  const rate = (
    await post(`${H}/getRoomRateInclusionList`, { roomInfoID: room.roomInfoID, pageSize: 50, curPageIndex: 1 })
  ).items.find((r) => r.info.ratePlanCode === 'BAR');
  const checkIn = dayOf(malaysiaToday(), 21);
  const { booking } = await post('/book', {
    productType: 'hotel',
    organizationId,
    hotelID: hotel.hotelID,
    roomInfoID: room.roomInfoID,
    roomRateInclusionID: rate.roomRateInclusionID,
    checkIn,
    checkOut: dayOf(checkIn, 2),
    adults: 2,
    contact: { name: 'Lim Mei Ling', email: 'meiling@demo-travel.example', phone: '012-8765432' },
    travellers: ['Lim Mei Ling', 'Tan Wei Jie'],
    paymentMethod: 'CREDIT',
  });
  const form = new FormData();
  form.append('OrderId', booking.bookingRef);
  form.append('PaymentMethod', 'CREDIT');
  await call('POST', '/payment', { token, form });
  const issued = await post('/issue', { bookingRef: booking.bookingRef });
  log(
    `demo eLeisure booking ${booking.bookingRef} at ${hotel.name}: ${issued.booking.status}` +
      (issued.booking.supplierRef ? ` (eLeisure confirmation ${issued.booking.supplierRef})` : ''),
  );
}
