import type { IssuedProduct } from '../../../../core/product-lines/product-line';
import type { BookedRooms } from '../hotel-product-line';
import { bookingConfirmationMail } from './voucher-mail';
import { hotelVoucherOf, type HotelVoucherSources, voucherFileName } from './hotel-voucher-data';

const hotel: BookedRooms = {
  hotelID: '6f1c1c1e-0000-4000-8000-000000000001',
  hotelName: 'Hotel Seri Pantai',
  city: 'Kota Kinabalu',
  roomInfoID: '6f1c1c1e-0000-4000-8000-000000000002',
  roomName: 'Deluxe Sea View',
  roomRateInclusionID: '6f1c1c1e-0000-4000-8000-000000000003',
  rateName: 'Flexible',
  checkIn: '2031-04-10',
  checkOut: '2031-04-12',
  nights: 2,
  rooms: 1,
  adults: 2,
  childAges: [4],
  holdID: '6f1c1c1e-0000-4000-8000-000000000004',
};
const issued: IssuedProduct<BookedRooms> = {
  bookingRef: 'BK2031ABCDEF',
  productType: 'hotel',
  booked: hotel,
  contact: { name: 'Aminah <binti> Abdullah', email: 'aminah@example.com', phone: null },
  travellers: ['Rahman bin Ali', 'Aminah binti Abdullah'],
  cancellation: { refundable: true, freeCancellationUntil: '2031-04-08' },
  language: 'ms',
  issuedAt: '2031-03-04T05:06:07.000Z',
  supplierRef: null,
  organizationName: 'Syarikat Pelancongan Maju Sdn Bhd',
};
const sources: HotelVoucherSources = {
  issued,
  hotel: {
    addressLine1: '12 Jalan Pantai',
    addressLine2: null,
    postcode: '88000',
    city: 'Kota Kinabalu',
    state: 'Sabah',
    phone: '088-123456',
    checkInTime: '15:00',
    checkOutTime: '12:00',
  },
  rate: { mealPlan: 'BB', inclusions: ['Wi-Fi'], terms: null },
};

describe('hotelVoucherOf', () => {
  it('is what was booked, with the hotel’s address and times and the rate’s board in the voucher’s language', () => {
    const voucher = hotelVoucherOf(sources, 'ms');
    expect(voucher).toEqual({
      bookingRef: 'BK2031ABCDEF',
      issuedAt: '2031-03-04T05:06:07.000Z',
      hotel: {
        name: 'Hotel Seri Pantai',
        addressLines: ['12 Jalan Pantai', '88000 Kota Kinabalu', 'Sabah'],
        city: 'Kota Kinabalu',
        phone: '088-123456',
        checkInTime: '15:00',
        checkOutTime: '12:00',
      },
      roomName: 'Deluxe Sea View',
      rateName: 'Flexible',
      mealPlan: 'Bilik dan sarapan',
      inclusions: ['Wi-Fi'],
      checkIn: '2031-04-10',
      checkOut: '2031-04-12',
      nights: 2,
      rooms: 1,
      adults: 2,
      childAges: [4],
      leadGuest: 'Rahman bin Ali',
      travellers: ['Rahman bin Ali', 'Aminah binti Abdullah'],
      contact: issued.contact,
      cancellation: { refundable: true, freeCancellationUntil: '2031-04-08', text: '' },
      supplierRef: null,
      organizationName: 'Syarikat Pelancongan Maju Sdn Bhd',
    });
    expect(hotelVoucherOf(sources, 'en').mealPlan).toBe('Bed and breakfast');
    // No money field can reach the voucher: the issued product carries none.
    expect(JSON.stringify(voucher)).not.toMatch(/61234|612\.34|MYR/);
  });
});

describe('bookingConfirmationMail', () => {
  it('says what is confirmed and that the voucher is attached, in English and in Malay, without a price', () => {
    const en = bookingConfirmationMail(issued, 'en');
    expect(en.subject).toBe('Booking confirmed: Hotel Seri Pantai (BK2031ABCDEF)');
    expect(en.text).toContain('Hello Aminah <binti> Abdullah,');
    expect(en.text).toContain('Your booking BK2031ABCDEF is confirmed.');
    expect(en.text).toContain('Check-in: Thu 2031-Apr-10');
    expect(en.text).toContain(`Your hotel voucher is attached (${voucherFileName('BK2031ABCDEF')}).`);
    const ms = bookingConfirmationMail(issued, 'ms');
    expect(ms.subject).toBe('Tempahan disahkan: Hotel Seri Pantai (BK2031ABCDEF)');
    expect(ms.text).toContain('Daftar masuk: Kha 2031-Apr-10');
    expect(ms.text).toContain('Baucar hotel anda dilampirkan (voucher-BK2031ABCDEF.pdf).');
    for (const mail of [en, ms]) expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/61234|612\.34|MYR|RM/);
  });

  it('escapes what the booker wrote in the HTML part', () => {
    const { html } = bookingConfirmationMail(issued, 'en');
    expect(html).toContain('Hello Aminah &lt;binti&gt; Abdullah,');
    expect(html).not.toContain('<binti>');
  });
});
