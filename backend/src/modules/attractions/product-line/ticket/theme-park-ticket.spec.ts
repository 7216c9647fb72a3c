import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { qrPng } from '../../../../core/pdf/pdf-layout';
import type { IssuedProduct } from '../../../../core/product-lines/product-line';
import type { BookedAttractionTickets } from '../ticket-product-line';
import { renderThemeParkTicket } from './theme-park-ticket';
import { type ThemeParkTicketSources, themeParkTicketOf } from './theme-park-ticket-data';
import { ticketConfirmationMail } from './ticket-mail';
import { TICKET_WORDS } from './ticket-words';

const issued: IssuedProduct<BookedAttractionTickets> = {
  bookingRef: 'BK2031TICKET',
  productType: 'themePark',
  booked: {
    productID: 'p-1',
    productCode: 'SUNWAY-LAGOON',
    productName: 'Sunway Lagoon',
    city: 'Petaling Jaya',
    visitDate: '2031-04-12',
    tickets: [
      { ticketTypeID: 't-a', code: 'ADULT', name: 'Adult', nameMs: 'Dewasa', quantity: 2, unitSupplierCost: 18_000 },
      {
        ticketTypeID: 't-c',
        code: 'CHILD',
        name: 'Child (3-12)',
        nameMs: 'Kanak-kanak (3-12)',
        quantity: 1,
        unitSupplierCost: 14_500,
      },
    ],
    quantity: 3,
    holdID: 'hold-1',
  },
  contact: { name: 'Aminah binti Abdullah', email: 'aminah@example.com', phone: '+60 12 345 6789' },
  travellers: ['Aminah binti Abdullah', 'Rahman bin Ali', 'Nur Aisyah'],
  cancellation: { refundable: true, freeCancellationUntil: '2031-04-10' },
  language: 'ms',
  issuedAt: '2031-03-04T05:06:07.000Z',
  supplierRef: null,
  organizationName: 'Syarikat Pelancongan Maju Sdn Bhd',
};

const sources: ThemeParkTicketSources = {
  issued,
  product: {
    addressLine: '3, Jalan PJS 11/11, Bandar Sunway',
    postcode: '47500',
    city: 'Petaling Jaya',
    state: 'Selangor',
    phone: null,
    openingHours: '10:00 - 18:00',
  },
};

/** The text an uncompressed pdfkit PDF draws, one string per text operation (as hotel-voucher.spec.ts reads it). */
function drawnText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/g)].map((run) =>
    [...run[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
  );
}

describe('the theme-park ticket', () => {
  test('its data: the booking as it stands, the venue from the attractions context, ticket types in the language; no price', () => {
    const ms = themeParkTicketOf(sources, 'ms');
    expect(ms).toMatchObject({
      bookingRef: 'BK2031TICKET',
      productType: 'themePark',
      product: { name: 'Sunway Lagoon', addressLines: ['3, Jalan PJS 11/11, Bandar Sunway', '47500 Petaling Jaya', 'Selangor'] },
      visitDate: '2031-04-12',
      tickets: [
        { name: 'Dewasa', quantity: 2 },
        { name: 'Kanak-kanak (3-12)', quantity: 1 },
      ],
      holders: issued.travellers,
    });
    expect(themeParkTicketOf(sources, 'en').tickets[0]!.name).toBe('Adult');
    expect(JSON.stringify(ms)).not.toMatch(/55230|552\.30|18000/);
    // The product gone from the catalogue: its name and city as booked.
    expect(themeParkTicketOf({ ...sources, product: undefined }, 'en').product.addressLines).toEqual(['Petaling Jaya']);
  });

  test('renders a PDF in Malay with the reference, the venue, the visit day and the holders; the same ticket, the same bytes', async () => {
    const ticket = themeParkTicketOf(sources, 'ms');
    const pdf = await renderThemeParkTicket(ticket, 'ms', { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = drawnText(pdf);
    const words = TICKET_WORDS.ms;
    for (const expected of [
      words.title.themePark,
      'BK2031TICKET',
      'Sunway Lagoon',
      words.visitDate,
      'Sab 2031-Apr-12',
      '2 \u00d7 Dewasa',
      '3. Nur Aisyah',
      words.footer,
      'Halaman 1 daripada 1',
    ])
      expect(text.join('\n')).toContain(expected);
    const [first, again] = [await renderThemeParkTicket(ticket, 'ms'), await renderThemeParkTicket(ticket, 'ms')];
    expect(again.equals(first)).toBe(true);
    const moved = await renderThemeParkTicket({ ...ticket, visitDate: '2031-04-14' }, 'ms');
    expect(moved.equals(first)).toBe(false);
    const cableCar = drawnText(await renderThemeParkTicket({ ...ticket, productType: 'cableCar' }, 'en', { compress: false }));
    expect(cableCar).toContain('Cable Car Ticket');
  });

  test('its QR code reads as exactly the booking reference, and the PDF embeds that image', async () => {
    const png = PNG.sync.read(await qrPng(issued.bookingRef));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(issued.bookingRef);
    const pdf = (await renderThemeParkTicket(themeParkTicketOf(sources, 'en'), 'en', { compress: false })).toString('latin1');
    expect(pdf).toMatch(new RegExp(`/Subtype /Image[^>]*?/Width ${png.width}\\b`, 's'));
  });

  test('its e-mail in both languages: confirmed, or changed (it replaces the ticket before); no price', () => {
    const en = ticketConfirmationMail(issued, 'en');
    expect(en.subject).toBe('Booking confirmed: Sunway Lagoon (BK2031TICKET)');
    expect(en.text).toContain('Visit date: Sat 2031-Apr-12');
    expect(en.text).toContain('Tickets: 2 \u00d7 Adult, 1 \u00d7 Child (3-12)');
    expect(en.text).toContain('ticket-BK2031TICKET.pdf');
    const ms = ticketConfirmationMail(issued, 'ms', true);
    expect(ms.subject).toBe('Tiket diubah: Sunway Lagoon (BK2031TICKET)');
    expect(ms.text).toContain('menggantikan tiket');
    expect(`${en.text}${ms.text}`).not.toMatch(/MYR|552/);
  });
});
