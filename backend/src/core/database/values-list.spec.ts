import { valuesList } from './values-list';

describe('valuesList', () => {
  it('numbers the placeholders row after row and flattens the values in the same order', () => {
    expect(
      valuesList([
        ['a', 1],
        ['b', null],
      ]),
    ).toEqual({ sql: '($1, $2), ($3, $4)', params: ['a', 1, 'b', null] });
  });
});
