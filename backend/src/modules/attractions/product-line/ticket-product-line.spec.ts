import type { EntityManager } from 'typeorm';
import type { AttractionProducts } from '../ports/attraction-products.port';
import type { TicketInventory } from '../ports/ticket-inventory';
import { type BookedAttractionTickets, TicketProductLine, type TicketsRequest } from './ticket-product-line';
import { ThemeParkTicketDocument } from './ticket/theme-park-ticket-document';

const m = {} as EntityManager;
const request: TicketsRequest = {
  productID: 'p1',
  productType: 'themePark',
  visitDate: '2031-06-05',
  tickets: [
    { ticketTypeID: 'adult', quantity: 2 },
    { ticketTypeID: 'child', quantity: 1 },
  ],
};
const cancellation = { refundable: false, freeCancellationUntil: null, fee: { basis: 'FULL_STAY' as const, value: 0 } };
const onDate = (open = true) => ({
  product: {
    productID: 'p1',
    code: 'SKY',
    name: 'Sky Park',
    city: 'Genting',
    currencyCode: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
  },
  open,
  available: 50,
  cancellation,
  ticketTypes: [
    { ticketTypeID: 'adult', code: 'AD', name: 'Adult', nameMs: 'Dewasa', costOnDate: 8_000 },
    { ticketTypeID: 'child', code: 'CH', name: 'Child', nameMs: 'Kanak-kanak', costOnDate: 5_000 },
  ],
});

function lineWith(found: unknown) {
  const calls: unknown[][] = [];
  const catalogue = { productOn: () => Promise.resolve(found) } as unknown as AttractionProducts;
  const record =
    (name: string, result?: unknown) =>
    (...args: unknown[]) => {
      calls.push([name, ...args.slice(1)]);
      return Promise.resolve(result);
    };
  const tickets = {
    hold: record('hold', { holdID: 't-hold' }),
    keep: record('keep'),
    confirm: record('confirm'),
    release: record('release'),
    move: record('move'),
  } as unknown as TicketInventory;
  return { line: new TicketProductLine(catalogue, tickets, new ThemeParkTicketDocument(catalogue)), calls };
}

describe('TicketProductLine', () => {
  test('quotes the product on the visit date: the tickets booked, the terms, the cost pricing prices', async () => {
    const { line } = lineWith(onDate());
    await expect(line.quote(request)).resolves.toEqual({
      booked: {
        productID: 'p1',
        productCode: 'SKY',
        productName: 'Sky Park',
        city: 'Genting',
        visitDate: '2031-06-05',
        tickets: [
          { ticketTypeID: 'adult', code: 'AD', name: 'Adult', nameMs: 'Dewasa', quantity: 2, unitSupplierCost: 8_000 },
          { ticketTypeID: 'child', code: 'CH', name: 'Child', nameMs: 'Kanak-kanak', quantity: 1, unitSupplierCost: 5_000 },
        ],
        quantity: 3,
      },
      currencyCode: 'MYR',
      cancellation,
      sale: { productType: 'themePark', currencyCode: 'MYR', supplierCost: 21_000, quantity: 3 },
    });
  });

  test('refuses in the order book always did: no product, a past date, a closed date, a foreign ticket type', async () => {
    await expect(lineWith(undefined).line.quote(request)).rejects.toMatchObject({ code: 'ATTRACTION_NOT_FOUND' });
    // A past date of a closed product is refused for the date first.
    await expect(lineWith(onDate(false)).line.quote({ ...request, visitDate: '2020-01-01' })).rejects.toMatchObject({
      code: 'VISIT_DATE_IN_PAST',
    });
    await expect(lineWith(onDate(false)).line.quote(request)).rejects.toMatchObject({ code: 'TICKETS_NOT_AVAILABLE' });
    const foreign = { ...request, tickets: [{ ticketTypeID: 'senior', quantity: 1 }] };
    await expect(lineWith(onDate()).line.quote(foreign)).rejects.toMatchObject({ code: 'TICKET_TYPE_NOT_FOUND' });
  });

  test('holds all ticket types as one hold, keeps it, moves it to a new date, confirms and releases it', async () => {
    const { line, calls } = lineWith(onDate());
    const expiresAt = new Date('2031-05-01T10:35:00Z');
    const { booked } = await line.quote(request);
    await expect(line.hold(m, { bookingRef: 'B2', booked, expiresAt })).resolves.toBe('t-hold');
    const held: BookedAttractionTickets = { ...booked, holdID: 't-hold' };
    const until = new Date('2031-06-05T16:00:00Z');
    await line.keep(m, held, until);
    await line.rebook(m, { ...held, visitDate: '2031-06-09' });
    await line.confirm(m, held);
    await line.release(m, held);
    expect(calls).toEqual([
      ['hold', { bookingRef: 'B2', productID: 'p1', visitDate: '2031-06-05', quantity: 3, expiresAt }],
      ['keep', 't-hold', until],
      ['move', 't-hold', '2031-06-09'],
      ['confirm', 't-hold'],
      ['release', 't-hold'],
    ]);
    expect(line.lastDay(held)).toBe('2031-06-05');
    await expect(line.supplier()).resolves.toBeNull();
  });
});
