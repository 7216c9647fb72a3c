import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@bo/shared';
import { userWith } from './support/api-harness';
import { binaryBody } from './support/binary-body';
import { bookingCalls, twoGuestStay } from './support/booking-fixture';
import { waitFor } from './support/event-store-harness';
import { ok, token8 } from './support/hotel-fixture';
import { isolatedStackForFile } from './support/isolated-stack';
import { pdfTextOf } from './support/pdf-text';
import type { Body, Json } from './support/json-types';

/**
 * A booking's folio (`POST updateFolio`, docs/bookings.md "Guest details (folio)") over HTTP against
 * the real PostgreSQL, Redis, worker and an SMTP server: the guests' names, the contact and the
 * requests change without re-pricing; the answer, getBooking, the list and the history show it
 * (who, before and after); a booking that ended, another agency's booking and bad input change
 * nothing; an issued booking's voucher is made again with the new names, and no e-mail goes out.
 */

const stack = isolatedStackForFile('folio');
let agent: { token: string; username: string };
let viewer: { token: string };
let other: { token: string };

const booking = bookingCalls(() => stack.api);
const call = (path: string, body: Body, token = agent.token, headers: Record<string, string> = {}) =>
  booking.call(path, body, token, headers);
const folio = (body: Body, token = agent.token, headers: Record<string, string> = {}) =>
  call('/updateFolio', body, token, headers);
const getBooking = async (ref: string): Promise<Json> => ok(call('/getBooking', { bookingRef: ref }));
const download = (bookingRef: string) =>
  stack.api
    .http()
    .post('/api/v1/downloadHotelVoucher')
    .set({ Authorization: `Bearer ${agent.token}` })
    .send({ bookingRef })
    .buffer(true)
    .parse(binaryBody);

/** A booking of the agency for 2 adults in 1 room (two names at most), paid with agent credit unless told. */
async function booked(options: { paid?: boolean } = {}) {
  const { hotelName: _name, ...ids } = await booking.hotelWith(stack.admin, 5, { hotel: { name: `Folio Hotel ${token8()}` } });
  const contact = `guest.${token8().toLowerCase()}@example.test`;
  const answer = await ok(call('/book', twoGuestStay(ids, contact, 25, 27)));
  const ref = answer.booking.bookingRef as string;
  if (options.paid !== false) await ok(booking.pay(ref, agent.token));
  return { ref, contact };
}

beforeAll(async () => {
  const grants = [PERMISSIONS.bookingsView, PERMISSIONS.bookingsCreate, PERMISSIONS.bookingsEdit];
  const { org, user } = await booking.agency(stack.admin, grants);
  agent = user;
  viewer = await userWith(stack.api.dataSource, stack.api.url, [PERMISSIONS.bookingsView, PERMISSIONS.bookingsCreate], org.id);
  other = await booking.otherAgencyUser(stack.admin, grants);
});

describe('updateFolio', () => {
  test('new names and requests: the answer, getBooking, the list and the history (who, before and after) show them', async () => {
    const { ref } = await booked({ paid: false });
    const before = await getBooking(ref);
    const answer = await ok(
      folio(
        {
          bookingRef: ref.toLowerCase(),
          travellers: ['Siti Nurhaliza binti Tarudin', 'Khairul Aming'],
          specialRequests: 'Twin beds, a high floor away from the lift',
          arrivalTime: '22:30',
        },
        agent.token,
        { 'X-Page-Path': 'view-booking' },
      ),
    );
    expect(answer).toMatchObject({
      code: 'BOOKING_FOLIO_UPDATED',
      message: 'Guest details updated successfully.',
      changed: ['travellers', 'specialRequests', 'arrivalTime'],
      booking: {
        bookingRef: ref,
        travellers: ['Siti Nurhaliza binti Tarudin', 'Khairul Aming'],
        specialRequests: 'Twin beds, a high floor away from the lift',
        arrivalTime: '22:30',
        contact: before.contact,
        // Not re-priced, not moved.
        total: before.total,
        status: 'PPA',
        paymentStatus: 'pend',
      },
    });

    const read = await getBooking(ref);
    expect(read).toMatchObject({ travellers: answer.booking.travellers, specialRequests: answer.booking.specialRequests });
    const entry = read.history.at(-1);
    expect(read.history).toHaveLength(before.history.length + 1);
    expect(entry).toMatchObject({
      action: 'UPDATE_FOLIO',
      status: 'PPA',
      paymentStatus: 'pend',
      by: { username: agent.username },
      pagePath: 'view-booking',
      detail: {
        travellers: { before: ['Nur Aisyah', 'Adam Lee'], after: ['Siti Nurhaliza binti Tarudin', 'Khairul Aming'] },
        specialRequests: { before: null, after: 'Twin beds, a high floor away from the lift' },
        arrivalTime: { before: null, after: '22:30' },
      },
    });

    // The list (staff) finds it by the new lead guest and shows them.
    const list = await ok(call('/bo/BookingManagement/bookingList', { search: 'Nurhaliza binti', bookingRef: ref }, stack.admin));
    expect(list.items.map((i: Json) => [i.bookingRef, i.travellerName])).toEqual([[ref, 'Siti Nurhaliza binti Tarudin']]);

    // The contact replaced (a phone left out is none), in Malay; the same details again change nothing.
    const contact = { name: 'Siti Nurhaliza', email: 'siti.nurhaliza@example.my', phone: '012-3456789' };
    const malay = await ok(folio({ bookingRef: ref, contact }, agent.token, { 'Accept-Language': 'ms' }));
    expect([malay.changed, malay.message]).toEqual([
      ['contactName', 'contactEmail', 'contactPhone'],
      'Butiran tetamu berjaya dikemas kini.',
    ]);
    const same = await ok(folio({ bookingRef: ref, contact, arrivalTime: '22:30' }));
    expect([same.code, same.changed]).toEqual(['BOOKING_FOLIO_UNCHANGED', []]);
    const cleared = await ok(folio({ bookingRef: ref, specialRequests: '', arrivalTime: null }));
    expect(cleared.booking).toMatchObject({ specialRequests: null, arrivalTime: null, contact });
    const history = (await getBooking(ref)).history;
    expect(history.filter((e: Json) => e.action === 'UPDATE_FOLIO')).toHaveLength(3);
    // Staff may change any organization's booking.
    expect((await ok(folio({ bookingRef: ref, arrivalTime: '09:00' }, stack.admin))).changed).toEqual(['arrivalTime']);
  });

  test('an Idempotency-Key: the retry answers the first answer and records one change', async () => {
    const { ref } = await booked({ paid: false });
    const key = randomUUID();
    const body = { bookingRef: ref, travellers: ['Tan Mei Ling'] };
    const first = await ok(folio(body, agent.token, { 'Idempotency-Key': key }));
    const again = await ok(folio(body, agent.token, { 'Idempotency-Key': key }));
    expect(again).toEqual(first);
    expect(first.changed).toEqual(['travellers']);
    const history = (await getBooking(ref)).history;
    expect(history.filter((e: Json) => e.action === 'UPDATE_FOLIO')).toHaveLength(1);
  });

  test('refused once the booking is cancelled: 409, nothing changed', async () => {
    const { ref } = await booked();
    await ok(call('/cancel', { bookingRef: ref, reason: 'Plans changed' }));
    const before = await getBooking(ref);
    const res = await folio({ bookingRef: ref, travellers: ['Somebody Else'] });
    expect([res.status, res.body.code]).toEqual([409, 'BOOKING_TRANSITION_NOT_ALLOWED']);
    expect(res.body.message).toContain('CAN');
    expect(await getBooking(ref)).toEqual(before);
  });

  test('another agency: 404 BOOKING_NOT_FOUND; without bookings.edit: 403; nothing changed', async () => {
    const { ref } = await booked({ paid: false });
    const before = await getBooking(ref);
    const foreign = await folio({ bookingRef: ref, travellers: ['Intruder'] }, other.token);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'BOOKING_NOT_FOUND']);
    expect((await folio({ bookingRef: ref, travellers: ['Reader'] }, viewer.token)).status).toBe(403);
    const unknown = await folio({ bookingRef: 'BK0000000000', travellers: ['Nobody'] });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'BOOKING_NOT_FOUND']);
    expect(await getBooking(ref)).toEqual(before);
  });

  test('bad input: 400 with the field, and nothing stored', async () => {
    const { ref } = await booked({ paid: false });
    const before = await getBooking(ref);
    const refused = async (body: Body): Promise<[number, string, string]> => {
      const res = await folio({ bookingRef: ref, ...body });
      const field = res.body.details?.fields?.[0];
      return [res.status, field?.path, field?.code];
    };
    expect(await refused({ contact: { name: 'Aisyah', email: 'not-an-address' } })).toEqual([
      400,
      'contact.email',
      'INVALID_EMAIL',
    ]);
    expect(await refused({ contact: { email: 'a@example.my' } })).toEqual([400, 'contact.name', 'REQUIRED_FIELD']);
    expect(await refused({ arrivalTime: '25:00' })).toEqual([400, 'arrivalTime', 'TIME_FORMAT']);
    expect(await refused({ specialRequests: 'x'.repeat(501) })).toEqual([400, 'specialRequests', 'AT_MOST_N_CHARACTERS']);
    expect(await refused({ specialRequests: '<script>alert(1)</script>' })).toEqual([
      400,
      'specialRequests',
      'INVALID_CHARACTERS',
    ]);
    expect(await refused({ travellers: [] })).toEqual([400, 'travellers', 'REQUIRED_FIELD']);
    expect(await refused({ travellers: ['Ali', '   '] })).toEqual([400, 'travellers.1', 'REQUIRED_FIELD']);
    expect(await refused({ total: 1 })).toEqual([400, 'total', 'UNKNOWN_FIELD']);
    // Two adults in one room: two names at most (a rule of the booking, not of the form).
    const many = await folio({ bookingRef: ref, travellers: ['Ali', 'Abu', 'Ah Kow'], specialRequests: 'Late check-in' });
    expect([many.status, many.body.code, many.body.details.fields[0]]).toEqual([
      400,
      'TOO_MANY_TRAVELLERS',
      expect.objectContaining({ path: 'travellers', code: 'TOO_MANY_TRAVELLERS', message: expect.stringContaining('2') }),
    ]);
    expect(await getBooking(ref)).toEqual(before);
  });
});

describe('the voucher of an issued booking', () => {
  test('is made again with the new names and replaces the stored one; no e-mail goes out', async () => {
    const { ref, contact } = await booked();
    await ok(call('/issue', { bookingRef: ref }));
    await stack.mailbox.nth(contact); // the confirmation, with the first voucher
    const first = await download(ref);
    expect(first.status).toBe(200);
    expect(pdfTextOf(first.body as Buffer)).toEqual(expect.arrayContaining(['2. Adam Lee']));

    const newEmail = `new.${token8().toLowerCase()}@example.test`;
    await ok(
      folio({
        bookingRef: ref,
        travellers: ['Siti Nurhaliza binti Tarudin', 'Khairul Aming'],
        contact: { name: 'Siti Nurhaliza binti Tarudin', email: newEmail },
        specialRequests: 'Baby cot, please',
      }),
    );
    // The worker replaces the stored voucher: the download changes.
    let latest = first.body as Buffer;
    await waitFor(
      async () => {
        const res = await download(ref);
        latest = res.body as Buffer;
        return res.status === 200 && !latest.equals(first.body as Buffer);
      },
      20_000,
      'the voucher made again',
    );
    const text = pdfTextOf(latest);
    expect(text).toEqual(expect.arrayContaining(['Siti Nurhaliza binti Tarudin', '2. Khairul Aming', 'Baby cot, please']));
    expect(text.join('\n')).not.toContain('Adam Lee');
    // One stored voucher file for the booking (the old one removed), and no e-mail to anyone.
    const [files] = (await stack.api.dataSource.query(
      `SELECT count(*)::int AS n FROM storage.files WHERE purpose = 'hotel-voucher' AND file_name = $1`,
      [`voucher-${ref}.pdf`],
    )) as { n: number }[];
    expect(files.n).toBe(1);
    expect(stack.mailbox.to(contact)).toHaveLength(1);
    expect(stack.mailbox.to(newEmail)).toHaveLength(0);
    // Asked for, the e-mail goes to the new contact with the new voucher.
    await ok(call('/sendBookingEmail', { bookingRef: ref }));
    await stack.mailbox.nth(newEmail);
  });
});
