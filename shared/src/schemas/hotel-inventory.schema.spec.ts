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

  test('a search pages 20 hotels by price unless asked; page size 1-50, sort by price, stars or name', () => {
    const stay = { destination: 'Penang', adults: 2, checkIn: '2026-01-01', checkOut: '2026-01-03' };
    expect(searchAvailabilitySchema.parse(stay)).toMatchObject({ pageSize: 20, curPageIndex: 1, sortKey: 'price' });
    expect(
      searchAvailabilitySchema.parse({ ...stay, pageSize: 50, curPageIndex: 3, sortKey: 'stars', sortOrder: 'asc' }),
    ).toMatchObject({
      pageSize: 50,
      curPageIndex: 3,
      sortKey: 'stars',
      sortOrder: 'asc',
    });
    expect(codesOf({ ...stay, pageSize: 0, curPageIndex: 0, sortKey: 'rating', sortOrder: 'up' })).toEqual([
      'pageSize NUMBER_BETWEEN',
      'curPageIndex NUMBER_BETWEEN',
      'sortKey INVALID_OPTION',
      'sortOrder INVALID_OPTION',
    ]);
  });
});
