import { created, definition, given, MARKUP_ID } from '../../domain/markup.given';

// CreateMarkupHandler (staff only) decides `Create` on a new id's stream, with the body's definition.
describe('create a mark-up: given / when Create / then', () => {
  test('given no mark-up, when created, then MarkupCreated, version 1; a blank reason is none', () => {
    const events = given().when({ type: 'Create', markupId: MARKUP_ID, definition, reason: '  ' });
    expect(events).toEqual([{ type: 'MarkupCreated', data: { markupId: MARKUP_ID, definition, reason: null } }]);
    expect(given(...events).state()).toMatchObject({ markupId: MARKUP_ID, version: 1, definition });
    expect(given().when({ type: 'Create', markupId: MARKUP_ID, definition, reason: ' New tier ' })[0].data).toMatchObject({
      reason: 'New tier',
    });
  });

  test('given the stream has a mark-up, when created again, then refused CONCURRENCY_CONFLICT', () => {
    expect(given(created).refused({ type: 'Create', markupId: MARKUP_ID, definition, reason: null })).toBe(
      'CONCURRENCY_CONFLICT',
    );
  });
});
