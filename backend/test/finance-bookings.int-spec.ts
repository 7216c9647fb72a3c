import { PERMISSIONS } from '@bo/shared';
import { EventStore } from '../src/core/event-store';
import { SubscriptionsHost } from '../src/core/event-store/event-store.module';
import { WhenBookingEventsMakeDocuments } from '../src/modules/finance/reactions/when-booking-events-make-documents';
import { bookingCalls, day } from './support/booking-fixture';
import { ok } from './support/hotel-fixture';
import type { Body, Json } from './support/json-types';
import { staffApiForFile } from './support/staff-api-harness';

/**
 * The documents a booking's life makes (the finance reaction on the bookings context's events),
 * on a database of their own: book and pay with agent credit (a receipt), issue (the invoice,
 * settled by that receipt), cancel with a fee kept (a credit note reversing the invoice and an
 * invoice of the fee); each once, whatever the redeliveries; totals equal to the booking's.
 */
const FINANCE_VIEW = [PERMISSIONS.invoicesView, PERMISSIONS.creditNotesView, PERMISSIONS.receiptsView];
const h = staffApiForFile('finbook', 'finance', { staff: FINANCE_VIEW, viewer: FINANCE_VIEW, outsider: [] });
const booking = bookingCalls(() => h.api);
const BOOKING_GRANTS = ['bookings.view', 'bookings.create', 'bookings.edit', ...FINANCE_VIEW];

const settle = () => h.api.app.get(SubscriptionsHost).runner.waitUntilIdle(20_000);
const documentsOf = async (bookingRef: string, token = h.staff.token) => {
  await settle();
  const list = async (path: string, method: 'get' | 'post') => {
    const req =
      method === 'get'
        ? h.get(path, token, { search: bookingRef, pageSize: '50' })
        : h.post(path, token, { search: bookingRef, pageSize: 50 });
    const res = await req;
    expect(res.status).toBe(200);
    return res.body.items as Json[];
  };
  return {
    invoices: await list('invoice/getall', 'get'),
    creditNotes: await list('note/credit/getall', 'post'),
    receipts: await list('receipt/getall', 'get'),
  };
};

test('book, pay, issue, cancel: receipt, invoice settled by it, credit note and fee invoice, once each', async () => {
  const rate = await booking.hotelWith(h.admin, 5, {
    // Free cancellation ended 30 days before the stay (already): cancelling keeps one night.
    condition: { refundable: true, freeCancellationDays: 30, cancellationFee: { basis: 'NIGHTS', value: 1 } },
  });
  const { org, user } = await booking.agency(h.admin, BOOKING_GRANTS);
  const { hotelName: _name, ...stay } = rate;
  const body: Body = {
    productType: 'hotel',
    ...stay,
    checkIn: day(20),
    checkOut: day(22),
    adults: 2,
    contact: { name: 'Nur Aisyah', email: 'aisyah@example.test' },
    travellers: ['Nur Aisyah', 'Adam Lee'],
    paymentMethod: 'CREDIT',
  };
  const placed = (await ok(booking.call('/book', body, user.token))).booking as Json;
  const ref = placed.bookingRef as string;
  const total = placed.total as number;
  await ok(booking.pay(ref, user.token));

  let docs = await documentsOf(ref);
  expect(docs.invoices).toEqual([]);
  expect(docs.receipts).toEqual([
    expect.objectContaining({
      status: 'ISSUED',
      amount: total,
      organizationId: org.id,
      organizationName: org.name,
      bookingReference: ref,
    }),
  ]);

  await ok(booking.call('/issue', { bookingRef: ref }, user.token));
  docs = await documentsOf(ref);
  expect(docs.invoices).toEqual([
    expect.objectContaining({ status: 'ISSUED', total, outstanding: 0, paymentStatus: 'PAID', organizationId: org.id }),
  ]);
  const invoice = (await h.post('invoice/getbyno', h.staff.token, { documentNo: docs.invoices[0]!.documentNo })).body as Json;
  expect(invoice).toMatchObject({
    source: { bookingRef: ref, event: 'BookingIssued' },
    checkIn: day(20),
    checkOut: day(22),
    guestName: 'Nur Aisyah',
  });
  expect((invoice.revenueLines as Json[])[0]).toMatchObject({
    salesType: 'HOTEL',
    description: expect.stringContaining(rate.hotelName),
  });
  // The receipt made at payment now names the invoice it settled.
  const receipt = (await h.post('receipt/getbyno', h.staff.token, { documentNo: docs.receipts[0]!.documentNo })).body as Json;
  expect(receipt.allocations).toEqual([{ invoiceNo: invoice.documentNo, amount: total }]);

  // The agency sees its own documents.
  const agencyDocs = await documentsOf(ref, user.token);
  expect(agencyDocs.invoices.map((i) => i.documentNo)).toEqual([invoice.documentNo]);

  const cancelled = (await ok(booking.call('/cancel', { bookingRef: ref, reason: 'Plans changed' }, user.token))).booking as Json;
  const fee = total - (cancelled.refunded as number);
  expect(fee).toBeGreaterThan(0);
  docs = await documentsOf(ref);
  expect(docs.creditNotes).toEqual([expect.objectContaining({ status: 'ISSUED', total, invoiceNo: invoice.documentNo })]);
  const feeInvoice = docs.invoices.find((i) => i.documentNo !== invoice.documentNo);
  expect(feeInvoice).toMatchObject({ total: fee, category: 'ADMIN_FEE', paymentStatus: 'NOT_PAID' });
  // The booking's invoice: charged, paid and credited: what the agency is owed back is -total.
  expect((await h.post('invoice/getbyno', h.staff.token, { documentNo: invoice.documentNo })).body).toMatchObject({
    outstanding: -total,
  });

  // Every event of the booking delivered again (at least once): nothing is made twice.
  const reaction = h.api.app.get(WhenBookingEventsMakeDocuments);
  const events = await h.api.app.get(EventStore).readStream(`booking-${ref}`);
  await h.api.dataSource.transaction(async (manager) => {
    for (const event of events) await reaction.handle(event, { manager, table: (name) => name });
  });
  const again = await documentsOf(ref);
  expect(again.invoices).toHaveLength(2);
  expect(again.creditNotes).toHaveLength(1);
  expect(again.receipts).toHaveLength(1);
});
