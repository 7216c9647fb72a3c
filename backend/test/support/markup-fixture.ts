import { token8 } from './hotel-fixture';
import type { Body } from './json-types';

/** A `POST /markup/Create` body: a B2B hotel mark-up of 10% (one rate for all ratings) from 2026, named for the run. */
export const hotelMarkupBody = (markupGroupListID: string, overrides: Body = {}): Body => ({
  name: `Hotels ${token8()}`,
  productType: 'hotel',
  markupGroupListID,
  customerType: 'B2B',
  basedOn: 'PERCENTAGE',
  feeBasis: 0,
  sameForAll: true,
  rows: [{ value: 1_000 }],
  validFrom: '2026-01-01',
  ...overrides,
});
