import { PERMISSIONS } from '@bo/shared';
import { QueueName } from '../src/core/queue/queue-names';
import { QueueService } from '../src/core/queue/queue.service';
import { MakeHotelVoucherJob } from '../src/modules/bookings/jobs/make-hotel-voucher.job';
import { BookingDocuments } from '../src/modules/bookings/documents/booking-documents.service';
import { HOTEL_VOUCHER_KIND } from '../src/modules/hotels';
import { userWith } from './support/api-harness';
import { binaryBody } from './support/binary-body';
import { bookingCalls, twoGuestStay } from './support/booking-fixture';
import { waitFor } from './support/event-store-harness';
import { ok, token8 } from './support/hotel-fixture';
import { isolatedStackForFile } from './support/isolated-stack';
import { attachmentsOf } from './support/mailbox';
import type { Body } from './support/json-types';

/**
 * A booking's documents end to end (docs/bookings.md, "Vouchers and e-mail"), against the real
 * PostgreSQL, Redis and an SMTP server: issuing a booking makes the worker store its hotel voucher
 * and e-mail it to the contact; the voucher downloads to whoever may see the booking and is the
 * very file the e-mail carried; sendBookingEmail sends it again; a re-run stores nothing twice.
 */

const stack = isolatedStackForFile('documents');
let agent: { token: string };
let other: { token: string };
let viewer: { token: string };

const booking = bookingCalls(() => stack.api);
const call = (path: string, body: Body, token = stack.admin, headers: Record<string, string> = {}) =>
  booking.call(path, body, token, headers);
const download = (bookingRef: string, token = agent.token, path = '/downloadHotelVoucher') =>
  stack.api
    .http()
    .post(`/api/v1${path}`)
    .set({ Authorization: `Bearer ${token}` })
    .send({ bookingRef })
    .buffer(true)
    .parse(binaryBody);
const pay = (bookingRef: string) => booking.pay(bookingRef, agent.token);

/** A hotel with an address, a bed-and-breakfast rate at RM 300.00 a night and 5 rooms on the next 60 days. */
async function hotelWithRate() {
  const { hotelName, ...ids } = await booking.hotelWith(stack.admin, 5, { hotel: { name: `Voucher Hotel ${token8()}` } });
  return { name: hotelName, ids: ids as Body };
}

/** A booking of the agency made, paid (agent credit) and, unless told, issued; its contact's own mailbox address. */
async function bookedAndPaid(headers: Record<string, string> = {}) {
  const hotel = await hotelWithRate();
  const contact = `guest.${token8().toLowerCase()}@example.test`;
  const booked = await ok(call('/book', twoGuestStay(hotel.ids, contact, 20, 22), agent.token, headers));
  const ref = booked.booking.bookingRef as string;
  await ok(pay(ref));
  return { ref, contact, hotelName: hotel.name };
}
const issue = (ref: string) => ok(call('/issue', { bookingRef: ref }, agent.token));
/** The BookingIssued event's id: the voucher job's id. */
const issuedEventId = async (ref: string) =>
  (
    (await stack.api.dataSource.query(`SELECT event_id FROM event_store.events WHERE stream_id = $1 AND type = 'BookingIssued'`, [
      `booking-${ref}`,
    ])) as { event_id: string }[]
  )[0]!.event_id;
const storedVouchers = async (ref: string) =>
  (
    (await stack.api.dataSource.query(
      `SELECT count(*)::int AS n FROM storage.files WHERE purpose = 'hotel-voucher' AND file_name = $1`,
      [`voucher-${ref}.pdf`],
    )) as { n: number }[]
  )[0]!.n;

beforeAll(async () => {
  const grants = [PERMISSIONS.bookingsView, PERMISSIONS.bookingsCreate, PERMISSIONS.bookingsEdit];
  const { org, user } = await booking.agency(stack.admin, grants);
  agent = user;
  viewer = await userWith(stack.api.dataSource, stack.api.url, [PERMISSIONS.bookingsView], org.id);
  other = await booking.otherAgencyUser(stack.admin, grants);
});

describe('the hotel voucher of an issued booking', () => {
  test('issue: the worker stores the voucher and e-mails it to the contact; the download is the very file attached', async () => {
    const { ref, contact, hotelName } = await bookedAndPaid();
    // Paid, not issued: no voucher yet, and none to send.
    for (const path of ['/downloadHotelVoucher', '/bo/Download/downloadHotelVoucher']) {
      const early = await call(path, { bookingRef: ref }, agent.token);
      expect([early.status, early.body.code]).toEqual([404, 'VOUCHER_NOT_READY']);
    }
    const unsent = await call('/sendBookingEmail', { bookingRef: ref }, agent.token);
    expect([unsent.status, unsent.body.code]).toEqual([404, 'VOUCHER_NOT_READY']);

    await issue(ref);
    const message = await stack.mailbox.nth(contact);
    expect(stack.mailbox.to(contact)[0].to).toEqual([contact]);
    expect(message).toMatch(new RegExp(`^Subject: Booking confirmed: ${hotelName} \\(${ref}\\)`, 'm'));
    expect(message).toContain(`Your booking ${ref} is confirmed.`);
    const [attachment, ...more] = attachmentsOf(stack.mailbox.to(contact)[0].raw);
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({ filename: `voucher-${ref}.pdf`, contentType: 'application/pdf' });
    expect(attachment.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const res = await download(ref);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-disposition']).toContain(`voucher-${ref}.pdf`);
    expect(Buffer.compare(res.body as Buffer, attachment.content)).toBe(0);
    // The back office's download and any user of the organization who may see bookings: the same file.
    for (const [token, path] of [
      [stack.admin, '/bo/Download/downloadHotelVoucher'],
      [viewer.token, '/downloadHotelVoucher'],
    ]) {
      const again = await download(ref, token, path);
      expect(again.status).toBe(200);
      expect(Buffer.compare(again.body as Buffer, attachment.content)).toBe(0);
    }

    // The jobs carried the booking reference only (no addresses, body or bytes).
    const queues = stack.api.app.get(QueueService);
    const eventId = await issuedEventId(ref);
    expect((await queues.job(QueueName.Documents, eventId))?.data).toEqual({ bookingRef: ref });
    expect((await queues.job(QueueName.Mail, `${eventId}.mail`))?.data).toEqual({ bookingRef: ref });
  });

  test('another agency: 404 BOOKING_NOT_FOUND for the download and the e-mail; viewing is not enough to send', async () => {
    const { ref, contact } = await bookedAndPaid();
    await issue(ref);
    await stack.mailbox.nth(contact);
    for (const path of ['/downloadHotelVoucher', '/bo/Download/downloadHotelVoucher', '/sendBookingEmail']) {
      const res = await call(path, { bookingRef: ref }, other.token);
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'BOOKING_NOT_FOUND']);
    }
    expect((await call('/sendBookingEmail', { bookingRef: ref }, viewer.token)).status).toBe(403);
    const unknown = await call('/downloadHotelVoucher', { bookingRef: 'BK0000000000' }, agent.token);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'BOOKING_NOT_FOUND']);
  });

  test('sendBookingEmail sends the confirmation again, to the contact or to the address given (checked)', async () => {
    const { ref, contact } = await bookedAndPaid();
    await issue(ref);
    const first = attachmentsOf((await waitForMail(contact, 1)).raw)[0];

    const resent = await ok(call('/sendBookingEmail', { bookingRef: ref }, agent.token));
    expect(resent).toMatchObject({ code: 'BOOKING_EMAIL_SENT', bookingRef: ref, email: contact });
    expect(resent.message).toContain(contact);
    const second = await waitForMail(contact, 2);
    expect(attachmentsOf(second.raw)[0].content.equals(first.content)).toBe(true);

    const elsewhere = `desk.${token8().toLowerCase()}@example.test`;
    expect((await ok(call('/sendBookingEmail', { bookingRef: ref, email: elsewhere }, stack.admin))).email).toBe(elsewhere);
    expect(attachmentsOf((await waitForMail(elsewhere, 1)).raw)[0].content.equals(first.content)).toBe(true);
    const bad = await call('/sendBookingEmail', { bookingRef: ref, email: 'not-an-address' }, agent.token);
    expect([bad.status, bad.body.details?.fields?.[0]]).toEqual([400, expect.objectContaining({ path: 'email' })]);

    // Cancelled: the voucher stays downloadable as it was, but no confirmation goes out any more.
    await ok(call('/cancel', { bookingRef: ref, reason: 'Plans changed' }, agent.token));
    const refused = await call('/sendBookingEmail', { bookingRef: ref }, agent.token);
    expect([refused.status, refused.body.code]).toEqual([409, 'BOOKING_TRANSITION_NOT_ALLOWED']);
    expect((await download(ref)).status).toBe(200);
  });

  test('booked in Malay: the voucher and its e-mail are in Malay', async () => {
    const { ref, contact, hotelName } = await bookedAndPaid({ 'Accept-Language': 'ms' });
    await issue(ref);
    const message = await stack.mailbox.nth(contact);
    expect(message).toMatch(new RegExp(`^Subject: Tempahan disahkan: ${hotelName} \\(${ref}\\)`, 'm'));
    expect(message).toContain('Baucar hotel anda dilampirkan');
    const [row] = (await stack.api.dataSource.query(`SELECT language FROM bookings.documents WHERE booking_ref = $1`, [ref])) as {
      language: string;
    }[];
    expect(row.language).toBe('ms');
  });
});

describe('once per booking', () => {
  test('the job run again (a retry after storing) stores nothing more and mails nothing more; makers racing store one', async () => {
    const { ref, contact } = await bookedAndPaid();
    await issue(ref);
    await stack.mailbox.nth(contact);
    const job = stack.worker.get(MakeHotelVoucherJob);
    const eventId = await issuedEventId(ref);
    const [again, third] = [
      await job.handle({ bookingRef: ref }, { id: eventId }),
      await job.handle({ bookingRef: ref }, { id: eventId }),
    ];
    expect(again).toMatchObject({ made: true, created: false });
    expect(third).toEqual(again);
    expect(await storedVouchers(ref)).toBe(1);
    // Its e-mail job has the same id as the first run's: BullMQ keeps one, so no second e-mail.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(stack.mailbox.to(contact)).toHaveLength(1);

    // Several makers at once (the worker's own job among them): one file, the same for all.
    const racing = await bookedAndPaid();
    await issue(racing.ref);
    const documents = stack.worker.get(BookingDocuments);
    const made = await Promise.all([
      documents.make(racing.ref, HOTEL_VOUCHER_KIND),
      documents.make(racing.ref, HOTEL_VOUCHER_KIND),
      documents.make(racing.ref, HOTEL_VOUCHER_KIND),
    ]);
    expect(new Set(made.map((m) => m?.fileId)).size).toBe(1);
    await stack.mailbox.nth(racing.contact);
    expect(await storedVouchers(racing.ref)).toBe(1);
  });

  test('a booking that is not issued gets no voucher from the job', async () => {
    const { ref } = await bookedAndPaid();
    expect(await stack.worker.get(MakeHotelVoucherJob).handle({ bookingRef: ref }, { id: `manual-${ref}` })).toEqual({
      made: false,
    });
    expect(await storedVouchers(ref)).toBe(0);
  });
});

/** Waits for the `n`-th message to `to` and answers it whole (text and raw MIME). */
async function waitForMail(to: string, n: number) {
  await waitFor(() => stack.mailbox.to(to).length >= n, 20_000, `e-mail #${n} to ${to}`);
  return stack.mailbox.to(to)[n - 1];
}
