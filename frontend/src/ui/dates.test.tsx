import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { businessWallNow, defaultDateRange, fromBusinessWallTime } from './dates';
import { stayFromTomorrow } from './StayDates';

// A browser far from Kuala Lumpur (UTC-8 in December, 16 hours behind): its day and clock are not
// the business's. Node applies a changed TZ at once.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = browserZone;
});

// 01:30 on 2 December in Kuala Lumpur; still 1 December (09:30) in Los Angeles and 17:30 on 1 December in UTC.
const EARLY_IN_KL = new Date('2026-12-01T17:30:00Z');

describe("defaults on the business's calendar, whatever the browser's zone", () => {
  test('a stay question starts tomorrow in Kuala Lumpur, for one night', () => {
    expect(stayFromTomorrow(EARLY_IN_KL)).toEqual({ checkIn: '2026-12-03', checkOut: '2026-12-04' });
  });

  test('the default date range ends today in Kuala Lumpur', () => {
    expect(defaultDateRange(EARLY_IN_KL)[1]).toBe('2026-12-02');
  });

  test("a bank-in time is typed on Kuala Lumpur's clock and sent as that instant", () => {
    expect(fromBusinessWallTime('2026-12-02 09:15:00')).toBe('2026-12-02T09:15:00+08:00');
    expect(new Date(fromBusinessWallTime('2026-12-02 01:30:00')).toISOString()).toBe(EARLY_IN_KL.toISOString());
    expect(businessWallNow(EARLY_IN_KL)).toBe('2026-12-02 01:30:00');
  });
});
