import { foldEvents } from '../../../../core/event-store/aggregate';
import { aggregateScenarios } from '../../../../core/event-store/testing/given-when-then';
import { changedFieldsOf, decide, markup, sortRows } from './markup';
import type { MarkupRow } from '@bo/shared';
import type { MarkupEvent } from './markup.events';
import { created, definition, MARKUP_ID } from './markup.given';

// The decision specs' sample mark-up (markup.given.ts), shared with the handler specs.
const markupId = MARKUP_ID;
const edited: MarkupEvent = {
  type: 'MarkupEdited',
  data: { markupId, definition: { ...definition, name: 'Gold hotels' }, reason: 'Renamed', changedFields: ['name'] },
};

/** given events / when command / then events (or the catalogue code refused). */
const { given } = aggregateScenarios(markup, decide);

describe('mark-up versions', () => {
  it('is created as version 1 on an empty stream, with an optional reason', () => {
    const events = given().when({ type: 'Create', markupId, definition, reason: '  ' });
    expect(events).toEqual([{ type: 'MarkupCreated', data: { markupId, definition, reason: null } }]);
    expect(foldEvents(markup, events)).toMatchObject({ markupId, version: 1, definition });
    expect(given(created).refused({ type: 'Create', markupId, definition, reason: null })).toBe('CONCURRENCY_CONFLICT');
  });

  it('an edit is a new version with the whole definition, why, and the fields that changed', () => {
    const after = { ...definition, rows: [{ ...definition.rows[0]!, value: 1_250 }], active: false };
    const events = given(created).when({ type: 'Edit', definition: after, reason: ' Higher margin ' });
    expect(events).toEqual([
      {
        type: 'MarkupEdited',
        data: { markupId, definition: after, reason: 'Higher margin', changedFields: ['rows', 'active'] },
      },
    ]);
    expect(foldEvents(markup, [created, ...events])).toMatchObject({ version: 2, definition: after });
  });

  it('only an existing mark-up can be edited', () => {
    expect(given().refused({ type: 'Edit', definition, reason: 'why' })).toBe('MARKUP_NOT_FOUND');
  });

  it('an edit over a version the editor did not see is refused with the current version', () => {
    const edit = { type: 'Edit' as const, definition: { ...definition, name: 'Again' }, reason: 'why' };
    expect(given(created, edited).refused({ ...edit, expectedVersion: 1 })).toBe('MARKUP_CHANGED_MEANWHILE');
    expect(given(created, edited).when({ ...edit, expectedVersion: 2 })).toHaveLength(1);
    // Without an expected version the edit goes on top of whatever is current.
    expect(given(created, edited).when(edit)).toHaveLength(1);
  });

  it('an edit must say why', () => {
    expect(given(created).refused({ type: 'Edit', definition: { ...definition, name: 'X' }, reason: '   ' })).toBe(
      'REQUIRED_FIELD',
    );
  });

  it('an edit that changes nothing records no version', () => {
    expect(given(created, edited).when({ type: 'Edit', definition: edited.data.definition, reason: 'Saved again' })).toEqual([]);
    expect(
      given(created, edited).when({ type: 'Edit', definition: edited.data.definition, reason: 'x', expectedVersion: 2 }),
    ).toEqual([]);
  });

  it('rows are compared in their stored order, so reordering them is no change', () => {
    const rows: MarkupRow[] = [
      { cabinClass: null, starRating: 5, value: 900, serviceFee: null, maintenanceFee: 0 },
      { cabinClass: null, starRating: 3, value: 1_200, serviceFee: 500, maintenanceFee: 100 },
    ];
    const perRating = { ...definition, sameForAll: false, rows };
    expect(sortRows(rows).map((r) => r.starRating)).toEqual([3, 5]);
    expect(changedFieldsOf(perRating, { ...perRating, rows: [...rows].reverse() })).toEqual([]);
    expect(changedFieldsOf(perRating, { ...perRating, rows: [rows[0]!, { ...rows[1]!, maintenanceFee: 0 }] })).toEqual(['rows']);
    const cabins = sortRows([
      { cabinClass: 'PREMIUM_ECONOMY', starRating: null, value: 1, serviceFee: null, maintenanceFee: 0 },
      { cabinClass: 'BUSINESS', starRating: null, value: 2, serviceFee: null, maintenanceFee: 0 },
    ]);
    expect(cabins.map((r) => r.cabinClass)).toEqual(['BUSINESS', 'PREMIUM_ECONOMY']);
  });
});
