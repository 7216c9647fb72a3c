/**
 * The bookings screens' pure helpers (src/features/bookings/booking-words.ts): which actions a
 * booking offers whom (the shared transition table), the stream of a pushed event, references in
 * addresses, a history entry's detail and the cancellation fee in words. The TypeScript module is
 * loaded through Vite (runnerImport, with the app's config: the @bo/shared alias), as the app
 * builds it.
 *
 *   npm test -w frontend        (node --test tooling/)
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {typeof import('../src/features/bookings/booking-words.ts')} */
let words;

before(async () => {
  ({ module: words } = await runnerImport('/src/features/bookings/booking-words.ts', {
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'error',
  }));
});

const booking = (status, paymentStatus, productType = 'hotel') => ({ status, paymentStatus, productType });
const STAFF_EDITOR = { canEdit: true, staff: true };
const AGENT_EDITOR = { canEdit: true, staff: false };
const STAFF_VIEWER = { canEdit: false, staff: true };

test('issue: a paid pending booking only, for staff and buyers who may edit', () => {
  assert.deepEqual(words.bookingCommands(booking('PPA', 'paid'), STAFF_EDITOR), ['issue', 'cancel', 'editFolio']);
  assert.deepEqual(words.bookingCommands(booking('PPA', 'paid'), AGENT_EDITOR), ['issue', 'cancel', 'editFolio']);
  for (const payment of ['pend', 'fail']) {
    assert.ok(!words.bookingCommands(booking('PPA', payment), STAFF_EDITOR).includes('issue'), `not when ${payment}`);
  }
  assert.deepEqual(words.bookingCommands(booking('PPA', 'paid'), STAFF_VIEWER), []);
});

test('cancel: pending and confirmed for buyers and staff; needing attention for staff only', () => {
  assert.ok(words.bookingCommands(booking('CON', 'paid'), AGENT_EDITOR).includes('cancel'));
  assert.ok(words.bookingCommands(booking('PPA', 'pend'), AGENT_EDITOR).includes('cancel'));
  assert.ok(words.bookingCommands(booking('RHI', 'paid'), STAFF_EDITOR).includes('cancel'));
  assert.ok(!words.bookingCommands(booking('RHI', 'paid'), AGENT_EDITOR).includes('cancel'));
});

test('set status: staff who may edit, where the table has a staff move', () => {
  assert.ok(words.bookingCommands(booking('CON', 'paid'), STAFF_EDITOR).includes('setStatus'));
  assert.ok(words.bookingCommands(booking('RHI', 'paid'), STAFF_EDITOR).includes('setStatus'));
  assert.ok(!words.bookingCommands(booking('CON', 'paid'), AGENT_EDITOR).includes('setStatus'));
  assert.ok(!words.bookingCommands(booking('PPA', 'paid'), STAFF_EDITOR).includes('setStatus'));
});

test('final statuses offer nothing', () => {
  for (const status of ['EXP', 'CAN', 'FLD']) {
    assert.deepEqual(words.bookingCommands(booking(status, 'revr'), STAFF_EDITOR), [], status);
  }
});

test('voucher: a confirmed hotel booking, for anyone who sees it', () => {
  assert.deepEqual(words.bookingCommands(booking('CON', 'paid'), STAFF_VIEWER), ['voucher']);
  assert.deepEqual(words.bookingCommands(booking('CON', 'paid'), STAFF_EDITOR), ['cancel', 'setStatus', 'editFolio', 'voucher']);
  assert.ok(!words.hasVoucher(booking('CON', 'paid', 'flight')));
  assert.ok(!words.hasVoucher(booking('PPA', 'paid')));
});

test('ticket: a confirmed theme-park or cable-car booking downloads its ticket like a voucher', () => {
  for (const productType of ['themePark', 'cableCar']) {
    assert.ok(words.hasVoucher(booking('CON', 'paid', productType)), productType);
    assert.ok(words.bookingCommands(booking('CON', 'paid', productType), STAFF_VIEWER).includes('voucher'), productType);
    assert.ok(!words.hasVoucher(booking('PPA', 'paid', productType)), productType);
  }
});

test("a ticket change's detail: the visit dates as days, the new date's price as money", () => {
  const parts = words.historyDetail(
    { previousVisitDate: '2031-03-05', visitDate: '2031-03-10', repricedTotal: 46_200 },
    { currencyCode: 'MYR', language: 'en', methodLabel: (code) => code },
  );
  assert.deepEqual(
    parts.map((p) => p.key),
    ['previousVisitDate', 'visitDate', 'repricedTotal'],
  );
  assert.match(parts[0].value, /2031/);
  assert.doesNotMatch(parts[1].value, /:/);
  assert.match(parts[2].value, /462\.00/);
});

test('guest details: while the stay goes ahead (pending, confirmed, needing attention), for those who may edit', () => {
  for (const status of ['PPA', 'CON', 'RHI']) {
    assert.ok(words.bookingCommands(booking(status, 'paid'), AGENT_EDITOR).includes('editFolio'), status);
    assert.ok(!words.bookingCommands(booking(status, 'paid'), STAFF_VIEWER).includes('editFolio'), status);
  }
  for (const status of ['EXP', 'CAN', 'FLD'])
    assert.ok(!words.bookingCommands(booking(status, 'pend'), AGENT_EDITOR).includes('editFolio'));
});

test('the guest details form: a name per guest booked, blank trailing names left out, the API schema', () => {
  const hotel = { rooms: 2, adults: 2, childAges: [6] };
  const b = {
    bookingRef: 'BK0123456789',
    hotel,
    contact: { name: 'Nur Aisyah', email: 'aisyah@example.my', phone: null },
    travellers: ['Nur Aisyah', 'Adam Lee'],
    specialRequests: null,
    arrivalTime: null,
  };
  assert.equal(words.guestNameSlots(b), 6);
  const values = words.folioFormValues(b);
  assert.deepEqual(values.travellers, ['Nur Aisyah', 'Adam Lee', '', '', '', '']);
  assert.deepEqual(values.contact, { name: 'Nur Aisyah', email: 'aisyah@example.my', phone: '' });
  const body = words.folioFormSchema.parse({ ...values, arrivalTime: '21:15' });
  assert.deepEqual(body, {
    bookingRef: 'BK0123456789',
    contact: { name: 'Nur Aisyah', email: 'aisyah@example.my', phone: undefined },
    travellers: ['Nur Aisyah', 'Adam Lee'],
    specialRequests: null,
    arrivalTime: '21:15',
  });
  const gap = words.folioFormSchema.safeParse({ ...values, travellers: ['Nur Aisyah', ' ', 'Adam Lee', ''] });
  assert.deepEqual(
    gap.error?.issues.map((issue) => issue.path.join('.')),
    ['travellers.1'],
  );
});

test('a pushed event names its booking by its stream', () => {
  assert.equal(words.bookingRefOfStream('booking-BK0123456789'), 'BK0123456789');
  assert.equal(words.bookingRefOfStream('booking-'), undefined);
  assert.equal(words.bookingRefOfStream('organization-1'), undefined);
});

test('references in addresses: trimmed and upper-cased, ours only', () => {
  assert.equal(words.bookingRefOf(' bk0123456789 '), 'BK0123456789');
  assert.equal(words.bookingRefOf('BK012345678I'), null, 'no I in Crockford base 32');
  assert.equal(words.bookingRefOf(null), null);
  assert.equal(words.bookingPath('BK0123456789'), '/view-booking?ref=BK0123456789');
  assert.equal(words.confirmationPath('BK0123456789'), '/bookingConfirmation?ref=BK0123456789');
});

test('status chips: confirmed and paid succeed, waiting is primary, the rest error', () => {
  assert.deepEqual(words.bookingStatusChip('CON', 'ms'), { label: 'Disahkan', tone: 'success' });
  assert.deepEqual(words.bookingStatusChip('RHI', 'en'), { label: 'Need Attention', tone: 'primary' });
  assert.equal(words.bookingStatusChip('CAN', 'en').tone, 'error');
  assert.deepEqual(words.paymentStatusChip('revr', 'en'), { label: 'Reversed', tone: 'error' });
});

test("a history entry's detail: money in the booking's currency, statuses and methods by label, empty left out", () => {
  const parts = words.historyDetail(
    { from: 'CON', to: 'RHI', reason: 'Hotel overbooked', refund: 12550, method: 'CREDIT', reference: null, note: '' },
    { currencyCode: 'MYR', language: 'en', methodLabel: (code) => `method ${code}` },
  );
  assert.deepEqual(parts, [
    { key: 'from', value: 'Confirmed' },
    { key: 'to', value: 'Need Attention' },
    { key: 'reason', value: 'Hotel overbooked' },
    { key: 'refund', value: 'MYR 125.50' },
    { key: 'method', value: 'method CREDIT' },
  ]);
  const [deadline] = words.historyDetail(
    { paymentDeadline: '2025-10-05T04:30:00.000Z' },
    { currencyCode: 'MYR', language: 'en', methodLabel: String },
  );
  assert.equal(deadline.value, '2025-Oct-05 12:30', 'on the Kuala Lumpur clock');
  const folio = words.historyDetail(
    {
      travellers: { before: ['Nur Aisyah'], after: ['Nur Aisyah', 'Adam Lee'] },
      arrivalTime: { before: null, after: '22:30' },
      specialRequests: { before: 'Late check-in', after: null },
    },
    { currencyCode: 'MYR', language: 'en', methodLabel: String },
  );
  assert.deepEqual(folio, [
    { key: 'travellers', value: 'Nur Aisyah → Nur Aisyah, Adam Lee' },
    { key: 'arrivalTime', value: '— → 22:30' },
    { key: 'specialRequests', value: 'Late check-in → —' },
  ]);
});

test('the cancellation fee in words', () => {
  const t = (key, options) => `${key} ${JSON.stringify(options)}`;
  assert.equal(words.cancellationFeeText({ basis: 'NIGHTS', value: 2 }, 'MYR', t, 'en'), 'cancellation.nights {"count":2}');
  assert.equal(
    words.cancellationFeeText({ basis: 'PERCENT', value: 5000 }, 'MYR', t, 'en'),
    'cancellation.percent {"rate":"50.00%"}',
  );
  assert.equal(words.cancellationFeeText({ basis: 'AMOUNT', value: 10000 }, 'MYR', t, 'en'), 'MYR 100.00');
  assert.equal(words.cancellationFeeText({ basis: 'FULL_STAY', value: 0 }, 'MYR', t, 'ms'), 'Seluruh penginapan');
});

test("the gateway's return outcome: one of four, else none", () => {
  assert.equal(words.paymentOutcomeOf('pending'), 'pending');
  assert.equal(words.paymentOutcomeOf('PAID'), null);
  assert.equal(words.paymentOutcomeOf(null), null);
});

test('a booking opened over a list filtered by its own reference names it once in the address', () => {
  const list = new URLSearchParams({ status: 'PPA', bookingRef: 'bk0000000001', curPageIndex: '2' });
  const path = words.bookingOverList(list, 'BK0000000001');
  const [pathname, query] = path.split('?');
  assert.equal(pathname, '/view-booking');
  const params = new URLSearchParams(query);
  assert.deepEqual([...params.keys()].sort(), ['curPageIndex', 'ref', 'status']);
  assert.equal(params.get('ref'), 'BK0000000001');
  // Another reference typed in the filter stays for the way back.
  const other = new URLSearchParams(
    words.bookingOverList(new URLSearchParams({ bookingRef: 'BK0000000002' }), 'BK0000000001').split('?')[1],
  );
  assert.deepEqual(Object.fromEntries(other), { bookingRef: 'BK0000000002', ref: 'BK0000000001' });
});
