import { updateFolioSchema } from './booking-folio.schema';

const ref = 'BK7Q2M9XH4KD';
const codes = (body: unknown) => {
  const result = updateFolioSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('updateFolioSchema', () => {
  test('fields left out stay out; blank and null clear the requests and the arrival', () => {
    expect(updateFolioSchema.parse({ bookingRef: ref.toLowerCase() })).toEqual({ bookingRef: ref });
    expect(updateFolioSchema.parse({ bookingRef: ref, specialRequests: '  ', arrivalTime: null })).toEqual({
      bookingRef: ref,
      specialRequests: null,
      arrivalTime: null,
    });
    expect(updateFolioSchema.parse({ bookingRef: ref, arrivalTime: ' 07:05 ', specialRequests: ' Cot ' })).toMatchObject({
      arrivalTime: '07:05',
      specialRequests: 'Cot',
    });
  });

  test('a contact is given whole; names one or more, each a name', () => {
    expect(codes({ bookingRef: ref, contact: { email: 'a@example.my' } })).toEqual([['contact.name', 'REQUIRED_FIELD']]);
    expect(codes({ bookingRef: ref, contact: { name: 'Aisyah', email: 'aisyah' } })).toEqual([
      ['contact.email', 'INVALID_EMAIL'],
    ]);
    expect(codes({ bookingRef: ref, travellers: [] })).toEqual([['travellers', 'REQUIRED_FIELD']]);
    expect(codes({ bookingRef: ref, travellers: ['Ali', '!!'] })).toEqual([['travellers.1', 'ALL_CHARACTERS_INVALID']]);
    expect(codes({ bookingRef: ref, travellers: Array.from({ length: 41 }, (_, i) => `Guest ${i}`) })).toEqual([
      ['travellers', 'TOO_MANY_TRAVELLERS'],
    ]);
  });

  test('the arrival is HH:MM on the 24-hour clock; requests at most 500 characters, no markup', () => {
    for (const time of ['24:00', '7:30', '07:60', 'noon'])
      expect(codes({ bookingRef: ref, arrivalTime: time })).toEqual([['arrivalTime', 'TIME_FORMAT']]);
    expect(codes({ bookingRef: ref, specialRequests: 'x'.repeat(501) })).toEqual([['specialRequests', 'AT_MOST_N_CHARACTERS']]);
    expect(codes({ bookingRef: ref, specialRequests: 'Late <b>check-in</b>' })).toEqual([
      ['specialRequests', 'INVALID_CHARACTERS'],
    ]);
  });

  test('strict: no field it does not name', () => {
    expect(codes({ bookingRef: ref, total: 1 })[0]).toEqual(['', expect.any(String)]);
  });
});
