import { rowValues } from './row-writes';

// insertRow and updateRow run against PostgreSQL in the hotels int spec (hotels, room types, rates).
describe('rowValues', () => {
  it('lists the columns, their placeholders from the first number given and their values, in one order', () => {
    expect(rowValues({ code: 'KLH', star_rating: 4, description: null })).toEqual({
      columns: 'code, star_rating, description',
      placeholders: '$1, $2, $3',
      params: ['KLH', 4, null],
    });
    expect(rowValues({ name: 'x', active: true }, 2)).toEqual({
      columns: 'name, active',
      placeholders: '$2, $3',
      params: ['x', true],
    });
  });
});
