import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { type HotelVoucher, renderHotelVoucher } from './hotel-voucher';
import { pdfText, qrPng } from '../../../../core/pdf/pdf-layout';
import { VOUCHER_WORDS } from './voucher-words';

const voucher: HotelVoucher = {
  bookingRef: 'BK2031ABCDEF',
  issuedAt: '2031-03-04T05:06:07.000Z',
  hotel: {
    name: 'Hotel Seri Pantai',
    addressLines: ['12 Jalan Pantai', '88000 Kota Kinabalu'],
    city: 'Kota Kinabalu',
    phone: '+60 88 123 456',
    checkInTime: '15:00',
    checkOutTime: '12:00',
  },
  roomName: 'Deluxe Sea View',
  rateName: 'Flexible',
  mealPlan: 'Bilik dan sarapan',
  inclusions: ['Sarapan untuk dua orang', 'Wi-Fi'],
  checkIn: '2031-04-10',
  checkOut: '2031-04-12',
  nights: 2,
  rooms: 1,
  adults: 2,
  childAges: [4, 7],
  leadGuest: 'Aminah binti Abdullah',
  travellers: ['Aminah binti Abdullah', 'Rahman bin Ali', 'Nur Aisyah', 'Adam'],
  contact: { name: 'Aminah binti Abdullah', email: 'aminah@example.com', phone: '+60 12 345 6789' },
  cancellation: {
    refundable: true,
    freeCancellationUntil: '2031-04-08',
    text: 'Pembatalan selepas 8 April dikenakan caj satu malam.',
  },
  supplierRef: 'HSP-99812',
  organizationName: 'Syarikat Pelancongan Maju Sdn Bhd',
};

/**
 * The text an uncompressed pdfkit PDF draws, one string per text operation: pdfkit writes each run as
 * `[<hex> kerning <hex> ...] TJ` in WinAnsi, so the hex pieces of one array joined give its text.
 */
function drawnText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/g)].map((run) =>
    [...run[1].matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''),
  );
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('renderHotelVoucher', () => {
  it('renders a PDF', async () => {
    const pdf = await renderHotelVoucher(voucher, 'en');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('renders the same voucher to the same bytes, and its dates come from issuedAt', async () => {
    const first = await renderHotelVoucher(voucher, 'ms');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a second later: a clock-stamped PDF would differ
    const second = await renderHotelVoucher(voucher, 'ms');
    expect(second.equals(first)).toBe(true);

    const info = (await renderHotelVoucher(voucher, 'en', { compress: false })).toString('latin1');
    // pdfkit writes the info strings as indirect objects: /CreationDate 18 0 R ... 18 0 obj (D:...) endobj.
    const infoString = (key: string) => {
      const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(info)?.[1];
      return ref ? new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(info)?.[1] : undefined;
    };
    expect(infoString('CreationDate')).toBe('D:20310304050607Z');
    expect(infoString('Title')).toBe('Hotel Voucher BK2031ABCDEF');
    expect(infoString('Author')).toBe('Back office');

    const otherDay = await renderHotelVoucher({ ...voucher, issuedAt: '2031-03-05T05:06:07.000Z' }, 'ms');
    expect(otherDay.equals(first)).toBe(false);
  });

  it('draws the reference, the hotel and the Malay labels', async () => {
    const pdf = await renderHotelVoucher(voucher, 'ms', { compress: false });
    const text = drawnText(pdf);
    const words = VOUCHER_WORDS.ms;
    expect(text).toContain('BK2031ABCDEF');
    expect(text).toContain('Hotel Seri Pantai');
    for (const label of [words.title, words.reference, words.checkIn, words.checkOut, words.ratePlan, words.mealPlan]) {
      expect(text).toContain(label);
    }
    for (const label of [
      words.leadGuest,
      words.guestNames,
      words.inclusions,
      words.policy,
      words.freeCancellationUntil,
      words.footer,
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toEqual(expect.arrayContaining(['Kha 2031-Apr-10', 'mulai 15:00', 'Sab 2031-Apr-12', 'sebelum 12:00']));
    expect(text).toContain('Dikeluarkan: 2031-Mac-04 13:06'); // issuedAt on the clock of Kuala Lumpur
    expect(text).toContain('2 (umur 4, 7)');
    expect(text).toContain('Halaman 1 daripada 1');
    expect(text.join('\n')).not.toContain('Check-in');
  });

  it('draws the English labels for en', async () => {
    const text = drawnText(await renderHotelVoucher(voucher, 'en', { compress: false }));
    expect(text).toContain('Hotel Voucher');
    expect(text).toContain('Booking reference');
    expect(text).toEqual(expect.arrayContaining(['Thu 2031-Apr-10', 'from 15:00']));
    expect(text).toContain('Page 1 of 1');
  });

  it('embeds a QR code that reads as exactly the booking reference', async () => {
    const png = PNG.sync.read(await qrPng(voucher.bookingRef));
    const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(read?.data).toBe(voucher.bookingRef);

    // The voucher embeds that very image (pdfkit keeps the PNG's pixel size).
    const pdf = (await renderHotelVoucher(voucher, 'en', { compress: false })).toString('latin1');
    expect(pdf).toMatch(new RegExp(`/Subtype /Image[^>]*?/Width ${png.width}\\b`, 's'));
    expect(pdf).toContain(`/Height ${png.height}`);
  });

  it('renders a long hotel name and 20 travellers over more pages, each with its footer', async () => {
    const long: HotelVoucher = {
      ...voucher,
      hotel: { ...voucher.hotel, name: 'The Grand Imperial Riverside Resort and Convention Centre '.repeat(6).trim() },
      travellers: Array.from({ length: 20 }, (_, i) => `Traveller Number ${i + 1} with a Fairly Long Family Name`),
      inclusions: Array.from({ length: 12 }, (_, i) => `Inclusion ${i + 1}`),
      cancellation: {
        ...voucher.cancellation,
        text: 'No-show or cancellation after the deadline: one night charged. '.repeat(8),
      },
    };
    const pdf = await renderHotelVoucher(long, 'en', { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = drawnText(pdf);
    // No blank page: every page has its footer, and the last traveller made it.
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).toContain('20. Traveller Number 20 with a Fairly Long Family Name');
  });

  it('refuses an issuedAt that is not a date', async () => {
    await expect(renderHotelVoucher({ ...voucher, issuedAt: 'soon' }, 'en')).rejects.toThrow(TypeError);
  });
});

describe('pdfText', () => {
  it('keeps what Helvetica can draw and replaces what it cannot', () => {
    expect(pdfText('Café – “Seri” €5')).toBe('Café – “Seri” €5');
    expect(pdfText('Hă Long\tBay')).toBe('Ha Long Bay');
    expect(pdfText('酒店 Hotel')).toBe('?? Hotel');
    expect(pdfText('line 1\nline 2')).toBe('line 1\nline 2');
    expect(pdfText('line 1\r\nline 2\u0007')).toBe('line 1\nline 2 ');
  });
});
