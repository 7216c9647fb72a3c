import { derivePermissions } from './role-permissions.service';

describe('derivePermissions', () => {
  const users = { menuCode: 'users', available: ['view', 'create', 'edit', 'delete'] };

  it('writes each granted function as <menu code>.<function>, sorted', () => {
    expect(
      derivePermissions(
        [],
        [
          { ...users, granted: ['edit', 'view'] },
          { menuCode: 'dashboard', available: ['view'], granted: ['view'] },
        ],
      ),
    ).toEqual(['dashboard.view', 'users.edit', 'users.view']);
  });

  it('ignores a granted function the menu no longer offers', () => {
    expect(derivePermissions([], [{ menuCode: 'ops', available: ['view'], granted: ['view', 'edit'] }])).toEqual(['ops.view']);
  });

  it('ignores unknown function names', () => {
    expect(derivePermissions([], [{ ...users, granted: ['view', 'manage'] }])).toEqual(['users.view']);
  });

  it("keeps the role's own codes and drops duplicates", () => {
    expect(derivePermissions(['users.view', 'test.ledger'], [{ ...users, granted: ['view'] }])).toEqual([
      'test.ledger',
      'users.view',
    ]);
  });

  it("answers ['*'] alone for a role holding '*', whatever its grants", () => {
    expect(derivePermissions(['*'], [{ ...users, granted: ['view'] }])).toEqual(['*']);
  });

  it('gives nothing without grants', () => {
    expect(derivePermissions([], [])).toEqual([]);
  });
});
