import type { MarkupRule, MarkupRuleRow } from './price-engine.types';

// The engine specs' rules (price-engine.spec.ts, worked-examples.spec.ts): defaults a spec overrides.

/** A mark-up row for every cabin and rating, 0% with no fees unless said. */
export const markupRow = (over: Partial<MarkupRuleRow> = {}): MarkupRuleRow => ({
  cabinClass: null,
  starRating: null,
  value: 0,
  serviceFee: null,
  maintenanceFee: 0,
  ...over,
});

/** Gold agents' hotel mark-up, the same for all, any payment, in force from 2026-01-01: 12.5% unless said. */
export const markupRule = (over: Partial<MarkupRule> = {}): MarkupRule => ({
  markupId: 'm-hotel',
  version: 1,
  name: 'Hotels for agents',
  productType: 'hotel',
  markupGroupId: 'gold',
  customerType: 'B2B',
  basedOn: 'PERCENTAGE',
  feeBasis: 0,
  paymentType: 'ANY',
  sameForAll: true,
  rows: [markupRow({ value: 1250 })],
  validFrom: '2026-01-01',
  validTo: null,
  active: true,
  ...over,
});
