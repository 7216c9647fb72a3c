import { businessDate } from './date-formats';

describe('businessDate', () => {
  test('a Malaysian day starts at 16:00 UTC of the day before', () => {
    expect(businessDate(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(businessDate(new Date('2026-11-23T16:00:09Z'))).toBe('2026-11-24');
  });
});
