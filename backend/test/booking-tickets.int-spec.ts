import { PERMISSIONS } from '@bo/shared';
import { SubscriptionsHost } from '../src/core/event-store/event-store.module';
import { addAttraction } from '../src/modules/attractions/attractions.seed';
import { isWeekend } from '../src/modules/attractions/catalogue/ticket-rules';
import { ReleaseExpiredTicketHoldsJob } from '../src/modules/attractions/inventory/release-expired-ticket-holds.job';
import { ExpireDueBookingsJob } from '../src/modules/bookings/jobs/booking-expiry';
import { startApi, userWith } from './support/api-harness';
import { binaryBody } from './support/binary-body';
import { bookingCalls, day, today } from './support/booking-fixture';
import { waitFor } from './support/event-store-harness';
import { fieldCodes } from './support/field-errors';
import { ok, token8 } from './support/hotel-fixture';
import { isolatedStackForFile } from './support/isolated-stack';
import { attachmentsOf } from './support/mailbox';
import { registerOrganization } from './support/organization-fixture';
import type { Body, Json } from './support/json-types';

/**
 * Theme parks and cable cars over HTTP against the real PostgreSQL, Redis, worker and an SMTP
 * server (docs/bookings.md "Theme parks and cable cars", docs/attractions.md): the demo products
 * the attractions seed makes, priced for the caller's mark-up group; booked with agent credit
 * (tickets and credit held), paid, issued (the worker's ticket PDF e-mailed and downloadable),
 * moved to another date, cancelled and expired, checking the tickets per date (the attractions'
 * capacity) and the credit move with the booking.
 */

const stack = isolatedStackForFile('tickets');
let agent: { token: string };
let goldAgent: { token: string };
let other: { token: string };
let sunway: { productID: string; adult: string; child: string };
let skycab: { productID: string; adult: string };

const booking = bookingCalls(() => stack.api);
const call = (path: string, body: Body, token = stack.admin, headers: Record<string, string> = {}) =>
  booking.call(path, body, token, headers);
const pay = (bookingRef: string, token = agent.token) => booking.pay(bookingRef, token);
const download = (bookingRef: string, token = agent.token) =>
  stack.api
    .http()
    .post('/api/v1/bo/Download/downloadThemeParkTicket')
    .set({ Authorization: `Bearer ${token}` })
    .send({ bookingRef })
    .buffer(true)
    .parse(binaryBody);

/** The first day at least `from` days ahead that is (or is not) a Saturday or Sunday. */
const dayWhere = (from: number, weekend: boolean) => {
  for (let n = from; ; n++) if (isWeekend(day(n)) === weekend) return day(n);
};

const bookBody = (over: Body = {}): Body => ({
  productType: 'themePark',
  productID: sunway.productID,
  visitDate: dayWhere(30, false),
  tickets: [
    { ticketTypeID: sunway.adult, quantity: 2 },
    { ticketTypeID: sunway.child, quantity: 1 },
  ],
  contact: { name: 'Nur Aisyah', email: 'aisyah@example.test' },
  travellers: ['Nur Aisyah', 'Adam Lee', 'Sara Lee'],
  paymentMethod: 'CREDIT',
  ...over,
});

/** Held and sold tickets of a product on a date. */
const capacity = async (productID: string, date: string) =>
  (
    (await stack.api.dataSource.query(
      `SELECT held, sold FROM attractions.capacity_days WHERE product_id = $1 AND visit_date = $2`,
      [productID, date],
    )) as { held: number; sold: number }[]
  )[0];

/** The agency's credit, once the credit projections have caught up. */
const credit = async (token = agent.token) => {
  await stack.api.app.get(SubscriptionsHost).runner.waitUntilIdle(20_000);
  return (
    await stack.api
      .http()
      .get('/api/v1/bo/AgentOrganizationCredit/getavailablecredit?currencyCode=MYR')
      .set({ Authorization: `Bearer ${token}` })
  ).body as { available: number; held: number; balance: number };
};

/** A product's id and its ticket types' ids by code, from getProductDetails. */
async function productOf(productType: string, code: string, visitDate: string) {
  const list = await ok(call('/getProduct', { productType, visitDate }, agent.token));
  const product = list.products.find((p: Json) => p.code === code);
  const details = await ok(call('/getProductDetails', { productType, productID: product.productID, visitDate }, agent.token));
  const type = (c: string) => details.ticketTypes.find((t: Json) => t.code === c).ticketTypeID as string;
  return { productID: product.productID as string, type };
}

beforeAll(async () => {
  const grants = [PERMISSIONS.bookingsView, PERMISSIONS.bookingsCreate, PERMISSIONS.bookingsEdit, PERMISSIONS.creditView];
  const replicas = ['bookings.organizations', 'credit.organizations', 'pricing.organizations'];
  const [org, gold, second] = [
    await registerOrganization(stack.api, stack.admin, { replicas }),
    await registerOrganization(stack.api, stack.admin, { replicas }),
    await registerOrganization(stack.api, stack.admin, { replicas: ['bookings.organizations'] }),
  ];
  agent = await userWith(stack.api.dataSource, stack.api.url, grants, org.id);
  goldAgent = await userWith(stack.api.dataSource, stack.api.url, grants, gold.id);
  other = await userWith(stack.api.dataSource, stack.api.url, grants, second.id);
  for (const id of [org.id, gold.id]) {
    await ok(
      call('/bo/AgentOrganizationCredit/creditlimit-top-up', { organizationId: id, currencyCode: 'MYR', amount: 10_000_000 }),
    );
  }
  // A gold tier of our own with a 10% theme-park mark-up; the first agency stays in the default (standard) group.
  const code = `G${token8()}`;
  const group = (
    await ok(
      call('/markup/CreateMarkupGroupList', { code, name: `Gold ${code}`, customerType: 'B2B', commissionBasisPoints: 500 }),
    )
  ).group.markupGroupListID as string;
  await ok(call('/markup/AssignOrganizationGroup', { organizationId: gold.id, markupGroupListID: group }));
  await ok(
    call('/markup/Create', {
      name: `Theme parks ${code}`,
      productType: 'themePark',
      markupGroupListID: group,
      customerType: 'B2B',
      basedOn: 'PERCENTAGE',
      feeBasis: 0,
      rows: [{ value: 1_000 }],
      validFrom: today(),
    }),
  );

  const s = await productOf('themePark', 'SUNWAY-LAGOON', day(30));
  sunway = { productID: s.productID, adult: s.type('ADULT'), child: s.type('CHILD') };
  const c = await productOf('cableCar', 'LANGKAWI-SKYCAB', day(30));
  skycab = { productID: c.productID, adult: c.type('ADULT') };
});

describe('finding tickets to book', () => {
  test("the demo theme park and cable car, priced for the caller's group: a gold agency's mark-up shows, the standard one has none", async () => {
    const visitDate = dayWhere(30, false);
    const parks = await ok(call('/getProduct', { productType: 'themePark', visitDate, destination: 'petaling' }, agent.token));
    expect(parks).toMatchObject({ productType: 'themePark', visitDate, pricedFor: { customerType: 'B2B' } });
    const park = parks.products.find((p: Json) => p.code === 'SUNWAY-LAGOON');
    // Weekday costs: adult RM 150.00, child RM 120.00; the cheapest ticket is the child's.
    expect(park).toMatchObject({ name: 'Sunway Lagoon', city: 'Petaling Jaya', currencyCode: 'MYR', fromTicketType: 'CHILD' });
    expect(park.available).toBeGreaterThan(0);
    const cableCars = await ok(call('/getProduct', { productType: 'cableCar', visitDate }, agent.token));
    expect(cableCars.products.map((p: Json) => p.code)).toContain('LANGKAWI-SKYCAB');
    expect(cableCars.products.map((p: Json) => p.code)).not.toContain('SUNWAY-LAGOON');

    const goldParks = await ok(call('/getProduct', { productType: 'themePark', visitDate }, goldAgent.token));
    expect(goldParks.pricedFor.markupGroupName).toMatch(/^Gold /);
    const goldPark = goldParks.products.find((p: Json) => p.code === 'SUNWAY-LAGOON');
    // 10% of RM 120.00 more for the gold agency.
    expect(goldPark.fromSellingPrice - park.fromSellingPrice).toBe(1_200);

    // One product on the date: each ticket type for one ticket, and the selection as book will charge it.
    const tickets = [
      { ticketTypeID: sunway.adult, quantity: 2 },
      { ticketTypeID: sunway.child, quantity: 1 },
    ];
    const details = await ok(
      call('/getProductDetails', { productType: 'themePark', productID: sunway.productID, visitDate, tickets }, goldAgent.token),
    );
    expect(details.product).toMatchObject({ code: 'SUNWAY-LAGOON', address: expect.arrayContaining(['47500 Petaling Jaya']) });
    expect(details.ticketTypes.map((t: Json) => [t.code, t.supplierCost])).toEqual([
      ['ADULT', 15_000],
      ['CHILD', 12_000],
    ]);
    expect(details.selection).toMatchObject({ quantity: 3, supplierTotal: 42_000 });
    expect(details.selection.breakdown.lines).toContainEqual(expect.objectContaining({ kind: 'MARKUP', amount: 4_200 }));
    const standard = await ok(
      call('/getProductDetails', { productType: 'themePark', productID: sunway.productID, visitDate, tickets }, agent.token),
    );
    expect(standard.selection.breakdown.lines.map((l: Json) => l.kind)).not.toContain('MARKUP');
    // Saturday and Sunday cost more at the theme park.
    const weekend = await ok(
      call(
        '/getProductDetails',
        { productType: 'themePark', productID: sunway.productID, visitDate: dayWhere(30, true) },
        agent.token,
      ),
    );
    expect(weekend.ticketTypes[0].supplierCost).toBe(18_000);

    // The booking costs what was offered.
    const booked = (await ok(call('/book', bookBody({ visitDate }), goldAgent.token))).booking;
    expect(booked.total).toBe(details.selection.sellingTotal);

    // A product of another type, or one that does not exist: not found.
    const wrongType = await call(
      '/getProductDetails',
      { productType: 'cableCar', productID: sunway.productID, visitDate },
      agent.token,
    );
    expect([wrongType.status, wrongType.body.code]).toEqual([404, 'ATTRACTION_NOT_FOUND']);
  });
});

describe('a ticket booking paid with agent credit', () => {
  test('book holds tickets and credit; pay; issue sells them and the worker e-mails the ticket PDF, downloadable by who may see the booking', async () => {
    const visitDate = dayWhere(35, false);
    const before = { credit: await credit(), tickets: (await capacity(sunway.productID, visitDate))! };
    const contact = `guest.${token8().toLowerCase()}@example.test`;
    const booked = await ok(
      call('/book', bookBody({ visitDate, contact: { name: 'Nur Aisyah', email: contact } }), agent.token, {
        'X-Page-Path': '/view-booking',
      }),
    );
    expect(booked.code).toBe('BOOKING_TICKETS_CREATED');
    const b = booked.booking;
    expect(b).toMatchObject({
      productType: 'themePark',
      status: 'PPA',
      paymentStatus: 'pend',
      hotel: null,
      tickets: {
        productID: sunway.productID,
        productName: 'Sunway Lagoon',
        visitDate,
        quantity: 3,
        tickets: [
          { code: 'ADULT', name: 'Adult', quantity: 2 },
          { code: 'CHILD', name: 'Child (3-12)', quantity: 1 },
        ],
      },
      travellers: ['Nur Aisyah', 'Adam Lee', 'Sara Lee'],
      cancellation: { refundable: true, fee: { basis: 'PERCENT', value: 5_000 } },
    });
    expect(b.breakdown.lines[0]).toMatchObject({ kind: 'SUPPLIER_COST', amount: 42_000 });
    expect(await credit()).toMatchObject({ available: before.credit.available - b.total, held: before.credit.held + b.total });
    expect(await capacity(sunway.productID, visitDate)).toEqual({ held: before.tickets.held + 3, sold: before.tickets.sold });
    // The list shows the product, the visit date and the tickets.
    const listed = await ok(
      call('/bo/BookingManagement/bookingList', { pageSize: 10, curPageIndex: 1, bookingRef: b.bookingRef }),
    );
    expect(listed.items).toEqual([
      expect.objectContaining({
        supplierName: 'Sunway Lagoon',
        destination: 'Petaling Jaya',
        checkIn: visitDate,
        tickets: { quantity: 3 },
      }),
    ]);

    await ok(pay(b.bookingRef));
    expect(await credit()).toMatchObject({ held: before.credit.held, balance: before.credit.balance - b.total });
    const early = await call('/bo/Download/downloadThemeParkTicket', { bookingRef: b.bookingRef }, agent.token);
    expect([early.status, early.body.code]).toEqual([404, 'TICKET_NOT_READY']);

    expect((await ok(call('/issue', { bookingRef: b.bookingRef }, agent.token))).booking.status).toBe('CON');
    expect(await capacity(sunway.productID, visitDate)).toEqual({ held: before.tickets.held, sold: before.tickets.sold + 3 });

    const message = await stack.mailbox.nth(contact);
    expect(message).toMatch(new RegExp(`^Subject: Booking confirmed: Sunway Lagoon \\(${b.bookingRef}\\)`, 'm'));
    const [attachment] = attachmentsOf(stack.mailbox.to(contact)[0].raw);
    expect(attachment).toMatchObject({ filename: `ticket-${b.bookingRef}.pdf`, contentType: 'application/pdf' });
    expect(attachment.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const token of [agent.token, stack.admin]) {
      const res = await download(b.bookingRef, token);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`ticket-${b.bookingRef}.pdf`);
      expect(Buffer.compare(res.body as Buffer, attachment.content)).toBe(0);
    }
    // Another agency sees nothing; the hotel voucher's download has no voucher for it.
    for (const path of ['/bo/Download/downloadThemeParkTicket', '/getBooking', '/updateThemePark']) {
      const res = await call(
        path,
        { bookingRef: b.bookingRef, ...(path === '/updateThemePark' ? { visitDate } : {}) },
        other.token,
      );
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'BOOKING_NOT_FOUND']);
    }
    const voucher = await call('/downloadHotelVoucher', { bookingRef: b.bookingRef }, agent.token);
    expect([voucher.status, voucher.body.code]).toEqual([404, 'VOUCHER_NOT_READY']);

    // Cancelled after issue (within free cancellation): the tickets go back on sale, the credit back to the agency.
    const cancelled = (await ok(call('/cancel', { bookingRef: b.bookingRef, reason: 'Plans changed' }, agent.token))).booking;
    expect(cancelled).toMatchObject({ status: 'CAN', refunded: b.total });
    expect(await capacity(sunway.productID, visitDate)).toEqual(before.tickets);
    expect(await credit()).toMatchObject({ available: before.credit.available, balance: before.credit.balance });
  });

  test('cancelled before it is paid: the tickets held and the credit hold are released', async () => {
    const visitDate = dayWhere(36, false);
    const before = { credit: await credit(), tickets: (await capacity(skycab.productID, visitDate))! };
    const b = (
      await ok(
        call(
          '/book',
          bookBody({
            productType: 'cableCar',
            productID: skycab.productID,
            visitDate,
            tickets: [{ ticketTypeID: skycab.adult, quantity: 4 }],
            travellers: [],
          }),
          agent.token,
        ),
      )
    ).booking;
    expect(b).toMatchObject({
      productType: 'cableCar',
      tickets: { productName: 'Langkawi SkyCab', quantity: 4 },
      travellers: ['Nur Aisyah'],
    });
    expect(await capacity(skycab.productID, visitDate)).toEqual({ held: before.tickets.held + 4, sold: before.tickets.sold });
    await ok(call('/cancel', { bookingRef: b.bookingRef }, agent.token));
    expect(await capacity(skycab.productID, visitDate)).toEqual(before.tickets);
    expect(await credit()).toMatchObject({ available: before.credit.available, held: before.credit.held });
  });
});

describe('updateThemePark', () => {
  test('moves an issued booking to another date (capacity moves, the ticket is made and sent again), renames the holders; a dearer date is refused', async () => {
    const [from, to] = [dayWhere(40, false), dayWhere(42, false)];
    const weekend = dayWhere(40, true);
    const contact = `change.${token8().toLowerCase()}@example.test`;
    const before = { from: (await capacity(sunway.productID, from))!, to: (await capacity(sunway.productID, to))! };
    const b = (
      await ok(call('/book', bookBody({ visitDate: from, contact: { name: 'Nur Aisyah', email: contact } }), agent.token))
    ).booking;
    await ok(pay(b.bookingRef));
    await ok(call('/issue', { bookingRef: b.bookingRef }, agent.token));
    await stack.mailbox.nth(contact);
    const firstTicket = (await download(b.bookingRef)).body as Buffer;

    const moved = await ok(
      call('/updateThemePark', { bookingRef: b.bookingRef, visitDate: to }, agent.token, { 'X-Page-Path': '/view-booking' }),
    );
    expect(moved).toMatchObject({
      code: 'BOOKING_TICKETS_CHANGED',
      booking: { status: 'CON', total: b.total, tickets: { visitDate: to } },
    });
    expect(await capacity(sunway.productID, from)).toEqual(before.from);
    expect(await capacity(sunway.productID, to)).toEqual({ held: before.to.held, sold: before.to.sold + 3 });
    expect(moved.booking.history.at(-1)).toMatchObject({
      action: 'CHANGE_TICKETS',
      status: 'CON',
      by: { userId: expect.any(String) },
      pagePath: '/view-booking',
      detail: { previousVisitDate: from, visitDate: to, repricedTotal: b.total },
    });
    // The ticket is made again for the new date and sent: it replaces the one before.
    const changedMail = await stack.mailbox.nth(contact, 2);
    expect(changedMail).toMatch(new RegExp(`^Subject: Tickets changed: Sunway Lagoon \\(${b.bookingRef}\\)`, 'm'));
    const newTicket = attachmentsOf(stack.mailbox.to(contact)[1].raw)[0].content;
    expect(Buffer.compare(newTicket, firstTicket)).not.toBe(0);
    await waitFor(
      async () => Buffer.compare((await download(b.bookingRef)).body as Buffer, newTicket) === 0,
      20_000,
      'the new ticket',
    );
    const listed = await ok(
      call('/bo/BookingManagement/bookingList', { pageSize: 10, curPageIndex: 1, bookingRef: b.bookingRef }),
    );
    expect(listed.items[0].checkIn).toBe(to);

    // A Saturday or Sunday costs more than booked: refused, nothing moves.
    const dearer = await call('/updateThemePark', { bookingRef: b.bookingRef, visitDate: weekend }, agent.token);
    expect([dearer.status, dearer.body.code]).toEqual([409, 'TICKET_CHANGE_COSTS_MORE']);
    expect(dearer.body.message).toMatch(/MYR [\d,]+\.\d\d/);
    expect(await capacity(sunway.productID, to)).toEqual({ held: before.to.held, sold: before.to.sold + 3 });

    // The names: at most one per ticket; the same again changes nothing.
    const names = await ok(
      call('/updateThemePark', { bookingRef: b.bookingRef, travellers: ['Aminah', 'Rahman', 'Siti'] }, agent.token),
    );
    expect(names.booking.travellers).toEqual(['Aminah', 'Rahman', 'Siti']);
    const same = await ok(
      call('/updateThemePark', { bookingRef: b.bookingRef, travellers: ['Aminah', 'Rahman', 'Siti'] }, agent.token),
    );
    expect(same.code).toBe('BOOKING_TICKETS_UNCHANGED');
    const tooMany = await call('/updateThemePark', { bookingRef: b.bookingRef, travellers: ['A', 'B', 'C', 'D'] }, agent.token);
    expect([tooMany.status, fieldCodes(tooMany.body)]).toEqual([400, ['travellers TOO_MANY_TICKET_HOLDERS']]);
    const past = await call('/updateThemePark', { bookingRef: b.bookingRef, visitDate: day(-1) }, agent.token);
    expect([past.status, fieldCodes(past.body)]).toEqual([400, ['visitDate VISIT_DATE_IN_PAST']]);
    const nothing = await call('/updateThemePark', { bookingRef: b.bookingRef }, agent.token);
    expect([nothing.status, fieldCodes(nothing.body)]).toEqual([400, ['visitDate REQUIRED_FIELD']]);
    expect((await ok(call('/getBooking', { bookingRef: b.bookingRef }, agent.token))).history.map((e: Json) => e.action)).toEqual(
      ['BOOK', 'PAY', 'ISSUE', 'CHANGE_TICKETS', 'CHANGE_TICKETS'],
    );
  });

  test('a weekend booking moves to a cheaper weekday and keeps its total; a date without room is refused whole; a hotel booking is not tickets', async () => {
    const [saturday, weekday] = [dayWhere(45, true), dayWhere(45, false)];
    const b = (await ok(call('/book', bookBody({ visitDate: saturday }), agent.token))).booking;
    const cheaper = await ok(call('/updateThemePark', { bookingRef: b.bookingRef, visitDate: weekday }, agent.token));
    expect(cheaper.booking).toMatchObject({ status: 'PPA', total: b.total, tickets: { visitDate: weekday } });
    expect(cheaper.booking.history.at(-1).detail.repricedTotal).toBeLessThan(b.total);

    // A product of our own with 2 tickets left on a date: moving 3 there is refused, nothing moves.
    const small = await smallProduct({ [day(46)]: 10, [day(47)]: 2 });
    const mine = (
      await ok(
        call(
          '/book',
          bookBody({
            productID: small.productID,
            visitDate: day(46),
            tickets: [{ ticketTypeID: small.adult, quantity: 3 }],
            travellers: [],
          }),
          agent.token,
        ),
      )
    ).booking;
    const full = await call('/updateThemePark', { bookingRef: mine.bookingRef, visitDate: day(47) }, agent.token);
    expect([full.status, full.body.code]).toEqual([409, 'TICKETS_NOT_AVAILABLE']);
    expect(await capacity(small.productID, day(46))).toEqual({ held: 3, sold: 0 });
    expect(await capacity(small.productID, day(47))).toEqual({ held: 0, sold: 0 });

    const hotel = await booking.hotelWith(stack.admin, 2);
    const { hotelName: _name, ...ids } = hotel;
    const stay = (
      await ok(
        call(
          '/book',
          {
            productType: 'hotel',
            ...ids,
            checkIn: day(20),
            checkOut: day(21),
            adults: 2,
            contact: { name: 'A', email: 'a@example.test' },
            paymentMethod: 'CREDIT',
          },
          agent.token,
        ),
      )
    ).booking;
    const notTickets = await call('/updateThemePark', { bookingRef: stay.bookingRef, visitDate: day(30) }, agent.token);
    expect([notTickets.status, notTickets.body.code]).toEqual([409, 'NOT_A_TICKET_BOOKING']);
  });
});

describe('holding the last tickets', () => {
  test('50 concurrent bookings for the last 5 tickets make exactly 5; the rest are refused whole', async () => {
    const date = day(50);
    const small = await smallProduct({ [date]: 5 });
    const before = await credit();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(
          '/book',
          bookBody({
            productID: small.productID,
            visitDate: date,
            tickets: [{ ticketTypeID: small.adult, quantity: 1 }],
            travellers: [],
          }),
          agent.token,
        ),
      ),
    );
    const made = results.filter((r) => r.status === 200);
    expect(made).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 200))
      expect([r.status, r.body.code]).toEqual([409, 'TICKETS_NOT_AVAILABLE']);
    expect(await capacity(small.productID, date)).toEqual({ held: 5, sold: 0 });
    const total = made.reduce((s, r) => s + (r.body.booking.total as number), 0);
    expect((await credit()).held - before.held).toBe(total);
    const [{ n }] = (await stack.api.dataSource.query(
      `SELECT count(*)::int AS n FROM attractions.ticket_holds WHERE product_id = $1`,
      [small.productID],
    )) as { n: number }[];
    expect(n).toBe(5);
  });
});

describe('refused input', () => {
  test('bad input is refused with the field, and nothing is held', async () => {
    const visitDate = dayWhere(55, false);
    const before = await capacity(sunway.productID, visitDate);
    const cases: [Body, string[]][] = [
      [{ visitDate: 'next week' }, ['visitDate DATE_FORMAT']],
      [{ tickets: [] }, ['tickets REQUIRED_FIELD']],
      [{ tickets: [{ ticketTypeID: sunway.adult, quantity: 0 }] }, ['tickets.0.quantity NUMBER_BETWEEN']],
      [
        { tickets: [{ ticketTypeID: sunway.adult, quantity: 1 }], travellers: ['A', 'B'] },
        ['travellers TOO_MANY_TICKET_HOLDERS'],
      ],
      [
        { tickets: [{ ticketTypeID: sunway.adult, quantity: 21 }] },
        ['tickets.0.quantity NUMBER_BETWEEN', 'tickets TOO_MANY_TICKETS'],
      ],
      [
        { tickets: [{ ticketTypeID: skycab.adult, quantity: 1 }], travellers: [] },
        ['tickets.0.ticketTypeID TICKET_TYPE_NOT_FOUND'],
      ],
      [{ visitDate: day(-1) }, ['visitDate VISIT_DATE_IN_PAST']],
      [{ productType: 'boat' }, ['productType INVALID_OPTION']],
      [{ extra: true }, ['extra UNKNOWN_FIELD']],
    ];
    for (const [over, expected] of cases) {
      const res = await call('/book', bookBody({ visitDate, ...over }), agent.token);
      expect([JSON.stringify(over), res.status, fieldCodes(res.body)]).toEqual([JSON.stringify(over), 400, expected]);
    }
    const consumer = await call('/book', bookBody({ visitDate }));
    expect([consumer.status, fieldCodes(consumer.body)]).toEqual([400, ['paymentMethod CREDIT_NEEDS_ORGANIZATION']]);
    expect(await capacity(sunway.productID, visitDate)).toEqual(before);
  });
});

describe('expiry', () => {
  test('an unpaid ticket booking past its deadline expires by the worker’s job: tickets and credit released', async () => {
    const shortApi = await startApi([], { DATABASE_URL: stack.DATABASE_URL, BOOKING_PAYMENT_SECONDS: '1' });
    try {
      const visitDate = dayWhere(60, false);
      const before = { credit: await credit(), tickets: (await capacity(sunway.productID, visitDate))! };
      const res = await booking.call('/book', bookBody({ visitDate }), agent.token, {}, shortApi);
      expect(res.status).toBe(200);
      const ref = res.body.booking.bookingRef as string;
      expect(await capacity(sunway.productID, visitDate)).toEqual({ held: before.tickets.held + 3, sold: before.tickets.sold });
      await new Promise((r) => setTimeout(r, 1_200));
      await stack.worker.get(ExpireDueBookingsJob).handle();
      const after = await ok(call('/getBooking', { bookingRef: ref }, agent.token));
      expect(after).toMatchObject({ status: 'EXP', paymentStatus: 'pend' });
      expect(await capacity(sunway.productID, visitDate)).toEqual(before.tickets);
      expect(await credit()).toMatchObject({ available: before.credit.available, held: before.credit.held });
    } finally {
      await shortApi.app.close();
    }
  });

  test('the worker’s hold sweep: an unpaid booking’s tickets come back once its hold lapses, a paid one’s stay held for the issue', async () => {
    // Holds of unpaid bookings end with the deadline here (no grace), 1 s after booking; the bookings'
    // own expiry jobs go under a Redis prefix no worker reads, as if lost: the sweep is all there is.
    const shortApi = await startApi([], {
      DATABASE_URL: stack.DATABASE_URL,
      REDIS_PREFIX: `test:lost-${token8()}:`,
      BOOKING_PAYMENT_SECONDS: '1',
      BOOKING_HOLD_GRACE_SECONDS: '0',
    });
    try {
      const visitDate = dayWhere(61, false);
      const before = (await capacity(sunway.productID, visitDate))!;
      const bookShort = async () => {
        const res = await booking.call('/book', bookBody({ visitDate }), agent.token, {}, shortApi);
        expect(res.status).toBe(200);
        return res.body.booking.bookingRef as string;
      };
      const unpaid = await bookShort();
      const paid = await bookShort();
      await ok(pay(paid));
      expect(await capacity(sunway.productID, visitDate)).toEqual({ held: before.held + 6, sold: before.sold });
      await new Promise((r) => setTimeout(r, 1_200));

      // The sweep: the unpaid hold's tickets go back, the paid one's stay.
      expect(await stack.worker.get(ReleaseExpiredTicketHoldsJob).handle()).toEqual({ released: 1 });
      expect(await capacity(sunway.productID, visitDate)).toEqual({ held: before.held + 3, sold: before.sold });
      // The bookings' backstop expiry after it gives nothing back twice.
      await stack.worker.get(ExpireDueBookingsJob).handle();
      expect((await ok(call('/getBooking', { bookingRef: unpaid }, agent.token))).status).toBe('EXP');
      expect(await capacity(sunway.productID, visitDate)).toEqual({ held: before.held + 3, sold: before.sold });
      expect(await stack.worker.get(ReleaseExpiredTicketHoldsJob).handle()).toEqual({ released: 0 });

      // The paid booking's tickets waited for its issue.
      const issued = await ok(call('/issue', { bookingRef: paid }, agent.token));
      expect(issued.booking).toMatchObject({ status: 'CON', paymentStatus: 'paid' });
      expect(await capacity(sunway.productID, visitDate)).toEqual({ held: before.held, sold: before.sold + 3 });
    } finally {
      await shortApi.app.close();
    }
  });
});

/** A theme park of this run's own, open on the dates given with those many tickets each (the seed's way of making one). */
async function smallProduct(days: Record<string, number>) {
  const code = `TEST-${token8()}`;
  let productID = '';
  for (const [date, tickets] of Object.entries(days)) {
    productID = await addAttraction(
      stack.api.dataSource.manager,
      {
        product: {
          code,
          name: `Test Park ${code}`,
          productType: 'themePark',
          description: null,
          addressLine: null,
          postcode: null,
          city: `Testville ${code}`,
          state: null,
          countryCode: 'MYS',
          timeZone: 'Asia/Kuala_Lumpur',
          openingHours: null,
          phone: null,
          currencyCode: 'MYR',
          refundable: true,
          freeCancellationDays: 1,
          cancellationFeeBasisPoints: 10_000,
        },
        ticketTypes: [
          { code: 'ADULT', name: 'Adult', nameMs: 'Dewasa', supplierCost: 5_000, weekendSupplierCost: null, sortOrder: 1 },
        ],
        capacity: tickets,
      },
      { from: date, days: 1 },
    );
  }
  const [{ id }] = (await stack.api.dataSource.query(`SELECT id FROM attractions.ticket_types WHERE product_id = $1`, [
    productID,
  ])) as {
    id: string;
  }[];
  return { productID, adult: id };
}
