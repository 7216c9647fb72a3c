import { aggregateScenarios } from '../../../../core/event-store/testing/given-when-then';
import { decide, markup } from './markup';
import type { MarkupDefinition, MarkupEvent } from './markup.events';

/**
 * Test fixtures for the mark-up handlers' decision specs (commands/<use-case>/*.handler.spec.ts):
 * given past events / when the command a handler sends / then the events or the refusal. Pure.
 */
export const { given, givenCommands } = aggregateScenarios(markup, decide);

export const MARKUP_ID = '22222222-2222-4222-8222-222222222222';
/** 10% on hotels for B2B agents of one markup group, from 2026-01-01. */
export const definition: MarkupDefinition = {
  name: 'Hotels for Gold agents',
  productType: 'hotel',
  markupGroupListID: '33333333-3333-4333-8333-333333333333',
  customerType: 'B2B',
  basedOn: 'PERCENTAGE',
  feeBasis: 0,
  paymentType: 'ANY',
  sameForAll: true,
  rows: [{ cabinClass: null, starRating: null, value: 1_000, serviceFee: null, maintenanceFee: 0 }],
  validFrom: '2026-01-01',
  validTo: null,
  active: true,
};
export const created: MarkupEvent = { type: 'MarkupCreated', data: { markupId: MARKUP_ID, definition, reason: null } };
