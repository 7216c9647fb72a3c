import { daysInRange, searchAvailabilitySchema } from './hotel-inventory.schema';

const codesOf = (input: unknown) =>
  (searchAvailabilitySchema.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join('.')} ${i.message}`);

describe('hotel inventory dates', () => {
  test('daysInRange counts both ends and is NaN for a date that does not exist', () => {
    expect(daysInRange('2026-12-30', '2027-01-02')).toBe(4);
    expect(daysInRange('2028-02-28', '2028-03-01')).toBe(3); // leap year
    expect(daysInRange('2026-02-01', '2026-02-30')).toBeNaN();
    expect(daysInRange('2026-13-01', '2026-12-01')).toBeNaN();
  });

  test('an impossible check-out date is refused once, as a date format, not also as a stay too long', () => {
    const stay = { destination: 'Penang', adults: 2 };
    expect(codesOf({ ...stay, checkIn: '2026-01-01', checkOut: '2026-02-30' })).toEqual(['checkOut DATE_FORMAT']);
    expect(codesOf({ ...stay, checkIn: '2026-01-01', checkOut: '2026-02-28' })).toEqual(['checkOut STAY_TOO_LONG']);
    expect(codesOf({ ...stay, checkIn: '2026-02-27', checkOut: '2026-03-01' })).toEqual([]);
  });
});
