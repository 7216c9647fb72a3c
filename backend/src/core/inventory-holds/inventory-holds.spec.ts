import type { DataSource, EntityManager } from 'typeorm';
import { type HoldDelta, HoldLifecycle, type HoldState, type HoldStatus, HoldTable } from './inventory-holds';

/**
 * The shared hold mechanics on a table in memory (their SQL and the concurrency it gives are the
 * int specs' hotel-inventory, booking-tickets and bookings): what confirm and release move, and
 * when they refuse.
 */
interface Row extends HoldState {
  holdID: string;
  units: number;
}

function given(status: HoldStatus, expired = false) {
  const row: Row = { holdID: 'h1', units: 3, status, expired };
  const moves: HoldDelta[] = [];
  const freed: string[] = [];
  const table = {
    lock: async (_m: EntityManager, id: string) => (id === row.holdID ? { ...row } : undefined),
    setStatus: async (_m: EntityManager, _id: string, next: HoldStatus) => {
      row.status = next;
    },
  } as unknown as HoldTable<Row>;
  const holds = new HoldLifecycle({} as DataSource, table, {
    quantity: (hold) => hold.units,
    move: async (_m, _hold, delta) => {
      moves.push(delta);
    },
    freed: async (_m, hold) => {
      freed.push(hold.holdID);
    },
    errors: { notFound: 'INVENTORY_HOLD_NOT_FOUND', released: 'INVENTORY_HOLD_RELEASED' },
  });
  return { holds, row, moves, freed, m: {} as EntityManager };
}

describe('HoldLifecycle', () => {
  test('confirm: held -> sold; again on a confirmed hold, nothing', async () => {
    const { holds, row, moves, m } = given('HELD');
    await holds.confirm(m, 'h1');
    expect([row.status, moves]).toEqual(['CONFIRMED', [{ held: -3, sold: 3 }]]);
    await holds.confirm(m, 'h1');
    expect(moves).toHaveLength(1);
  });

  test('confirm refuses a released or expired hold, and an unknown one, with the owner’s codes', async () => {
    await expect(given('RELEASED').holds.confirm({} as EntityManager, 'h1')).rejects.toMatchObject({
      code: 'INVENTORY_HOLD_RELEASED',
    });
    const expired = given('HELD', true);
    await expect(expired.holds.confirm(expired.m, 'h1')).rejects.toMatchObject({ code: 'INVENTORY_HOLD_RELEASED' });
    expect(expired.moves).toEqual([]);
    await expect(expired.holds.confirm(expired.m, 'nope')).rejects.toMatchObject({ code: 'INVENTORY_HOLD_NOT_FOUND' });
  });

  test('release gives back held or sold units, tells the owner, and is idempotent', async () => {
    const held = given('HELD');
    await held.holds.release(held.m, 'h1');
    expect([held.row.status, held.moves, held.freed]).toEqual(['RELEASED', [{ held: -3, sold: 0 }], ['h1']]);
    await held.holds.release(held.m, 'h1');
    expect(held.moves).toHaveLength(1);

    const sold = given('CONFIRMED');
    await sold.holds.release(sold.m, 'h1');
    expect([sold.row.status, sold.moves]).toEqual(['RELEASED', [{ held: 0, sold: -3 }]]);
  });

  test('a holds table takes a plain table name and column names only', () => {
    expect(() => new HoldTable('x.holds; DROP TABLE y', 'id')).toThrow(/not a table name/);
    const table = new HoldTable<Row>('x.holds', 'id AS "holdID"');
    return expect(table.insert({} as EntityManager, { 'a = 1; --': 1 })).rejects.toThrow(/not a column name/);
  });
});
