import type { MarkupCommand } from '../../domain/markup';
import type { MarkupDefinition } from '../../domain/markup.events';
import { created, definition, given, givenCommands, MARKUP_ID } from '../../domain/markup.given';

// EditMarkupHandler (staff only) decides `Edit` with the body's definition, reason and the version
// the editor saw.
const create: MarkupCommand = { type: 'Create', markupId: MARKUP_ID, definition, reason: null };
const edit = (over: Partial<MarkupDefinition>, reason = 'Gold tier raised', expectedVersion?: number): MarkupCommand => ({
  type: 'Edit',
  definition: { ...definition, ...over },
  reason,
  expectedVersion,
});

describe('edit a mark-up: given / when Edit / then', () => {
  test('given version 1, when the value and active change, then MarkupEdited with the fields changed; version 2', () => {
    const rows = [{ ...definition.rows[0]!, value: 1_250 }];
    const events = given(created).when(edit({ rows, active: false }, ' Gold tier raised ', 1));
    expect(events).toEqual([
      {
        type: 'MarkupEdited',
        data: {
          markupId: MARKUP_ID,
          definition: { ...definition, rows, active: false },
          reason: 'Gold tier raised',
          changedFields: ['rows', 'active'],
        },
      },
    ]);
    expect(given(created, ...events).state().version).toBe(2);
  });

  test('given version 1, when saved with no field changed (rows in another order too), then no event', () => {
    expect(given(created).when(edit({}))).toEqual([]);
    const two: MarkupDefinition['rows'] = [
      { cabinClass: null, starRating: 5, value: 900, serviceFee: null, maintenanceFee: 0 },
      { cabinClass: null, starRating: 3, value: 1_000, serviceFee: null, maintenanceFee: 0 },
    ];
    const stored = givenCommands(create, edit({ rows: two }));
    expect(stored.when(edit({ rows: [...two].reverse() }))).toEqual([]);
  });

  test('refused: another version came in between MARKUP_CHANGED_MEANWHILE; no reason REQUIRED_FIELD', () => {
    const v2 = givenCommands(create, edit({ name: 'Gold hotels' }));
    expect(v2.refused(edit({ name: 'Gold' }, 'Renamed', 1))).toBe('MARKUP_CHANGED_MEANWHILE');
    expect(v2.when(edit({ name: 'Gold' }, 'Renamed', 2))).toHaveLength(1);
    expect(given(created).refused(edit({ name: 'Gold' }, '   '))).toBe('REQUIRED_FIELD');
  });

  test('refused: no such mark-up MARKUP_NOT_FOUND', () => {
    expect(given().refused(edit({ name: 'Gold' }))).toBe('MARKUP_NOT_FOUND');
  });
});
