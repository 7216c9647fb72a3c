import type { PageQuery } from '@bo/shared';
import { AppError } from '../errors/app-error';
import { Filters, containsPattern, escapeLike, orderBy, pageWindow, pagedList, pagedListSql, type Sort } from './paged-list';

const sort: Sort<'name' | 'createdAt'> = {
  keys: { name: 'lower(t.name)', createdAt: 't.created_at' },
  default: 't.created_at DESC',
  tiebreaker: 't.id',
};
const page = (extra: Partial<PageQuery> = {}): PageQuery => ({ pageSize: 10, curPageIndex: 1, ...extra });

function refusal(run: () => unknown): { code: string; field?: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError & { details?: { fields?: { path: string }[] } };
    return { code: e.code, field: e.details?.fields?.[0]?.path };
  }
  throw new Error('expected a refusal');
}

describe('LIKE escaping', () => {
  test('%, _ and \\ are literal; other characters untouched', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike("O'Brien & Sons")).toBe("O'Brien & Sons");
    expect(containsPattern('a_b')).toBe('%a\\_b%');
  });

  test('contains: one parameter for several columns, escaped once', () => {
    const f = new Filters().contains(['m.code', 'm.name_en'], '10%');
    expect(f.sql).toBe('WHERE (m.code ILIKE $1 OR m.name_en ILIKE $1)');
    expect(f.params).toEqual(['%10\\%%']);
  });
});

describe('Filters', () => {
  test('absent values add nothing; present ones number their parameters in order', () => {
    const f = new Filters()
      .where(`u.status <> 'X'`)
      .equals('u.role_code', undefined)
      .equals('u.role_code', '')
      .equals('u.level', 'L1')
      .contains('u.full_name', undefined)
      .contains('u.email', 'ali')
      .equalsIgnoringCase('u.username', 'Ali')
      .range('u.created_at', { from: '2026-01-01', to: undefined })
      .where('u.organization_id = ? OR u.created_by = ?', 'o1', 'c1');
    expect(f.sql).toBe(
      `WHERE u.status <> 'X' AND u.level = $1 AND u.email ILIKE $2 AND lower(u.username) = lower($3)` +
        ` AND u.created_at >= $4 AND (u.organization_id = $5 OR u.created_by = $6)`,
    );
    expect(f.params).toEqual(['L1', '%ali%', 'Ali', '2026-01-01', 'o1', 'c1']);
  });

  test('range is half-open; no conditions means no WHERE', () => {
    const f = new Filters().range('a.at', { from: 1, to: 2 });
    expect(f.sql).toBe('WHERE a.at >= $1 AND a.at < $2');
    expect(new Filters().sql).toBe('');
  });

  test('date-only bounds are inclusive: a date column from..to, a timestamp by the business time zone’s days', () => {
    const days = new Filters().days('b.check_in', { from: '2026-12-05', to: '2026-12-05' });
    expect(days.sql).toBe('WHERE b.check_in >= $1::date AND b.check_in <= $2::date');
    const made = new Filters().businessDays('b.created_at', { from: '2026-12-01', to: '2026-12-01' });
    expect(made.sql).toBe(
      `WHERE b.created_at >= ($1::date)::timestamp AT TIME ZONE 'Asia/Kuala_Lumpur'` +
        ` AND b.created_at < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Kuala_Lumpur'`,
    );
    expect(new Filters().days('d', { from: '', to: undefined }).sql).toBe('');
  });

  test('a value is never spliced into the SQL, only its placeholder', () => {
    const f = new Filters().equals('t.code', "x'; DROP TABLE t; --");
    expect(f.sql).toBe('WHERE t.code = $1');
  });
});

describe('sort whitelist', () => {
  test('a known key maps to its expression with the direction, NULLS LAST and the tiebreaker', () => {
    expect(orderBy({ sortKey: 'name', sortOrder: 'desc' }, sort)).toBe('ORDER BY lower(t.name) DESC NULLS LAST, t.id');
    expect(orderBy({ sortKey: 'name', sortOrder: 'DESC' }, sort)).toBe('ORDER BY lower(t.name) DESC NULLS LAST, t.id');
    expect(orderBy({ sortKey: 'createdAt' }, sort)).toBe('ORDER BY t.created_at ASC NULLS LAST, t.id');
  });

  test('without a key: the default order, then the tiebreaker (a sortOrder alone changes nothing)', () => {
    expect(orderBy({}, sort)).toBe('ORDER BY t.created_at DESC, t.id');
    expect(orderBy({ sortOrder: 'asc' }, sort)).toBe('ORDER BY t.created_at DESC, t.id');
  });

  test('anything else is 400 INVALID_OPTION on sortKey, never SQL', () => {
    for (const sortKey of ['password_hash', 't.name; DROP TABLE t', 'constructor', '__proto__', 'toString']) {
      expect(refusal(() => orderBy({ sortKey }, sort))).toEqual({ code: 'INVALID_OPTION', field: 'sortKey' });
    }
  });
});

describe('paging maths', () => {
  test('offset = (page - 1) x size', () => {
    expect(pageWindow({ pageSize: 10, curPageIndex: 1 })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ pageSize: 25, curPageIndex: 3 })).toEqual({ limit: 25, offset: 50 });
    expect(pageWindow({ pageSize: 50, curPageIndex: 2 })).toEqual({ limit: 50, offset: 50 });
  });

  test('only the spec sizes and pages from 1', () => {
    expect(refusal(() => pageWindow({ pageSize: 7, curPageIndex: 1 }))).toEqual({ code: 'INVALID_OPTION', field: 'pageSize' });
    expect(refusal(() => pageWindow({ pageSize: 1000, curPageIndex: 1 })).field).toBe('pageSize');
    expect(refusal(() => pageWindow({ pageSize: 10, curPageIndex: 0 })).field).toBe('curPageIndex');
    expect(refusal(() => pageWindow({ pageSize: 10, curPageIndex: 1.5 })).field).toBe('curPageIndex');
  });

  test('the two statements', () => {
    const filters = new Filters().contains('t.name', 'ab');
    const sql = pagedListSql(page({ pageSize: 25, curPageIndex: 2, sortKey: 'name' }), {
      select: 't.id, t.name',
      from: 'x.things t',
      filters,
      sort,
    });
    expect(sql.countSql).toBe('SELECT count(*)::int AS total FROM x.things t WHERE t.name ILIKE $1');
    expect(sql.pageSql).toBe(
      'SELECT t.id, t.name FROM x.things t WHERE t.name ILIKE $1 ORDER BY lower(t.name) ASC NULLS LAST, t.id LIMIT 25 OFFSET 25',
    );
    expect(sql.params).toEqual(['%ab%']);
  });
});

describe('pagedList', () => {
  /** Answers the count, then the rows; records what was asked. */
  function fakeDb(total: number, rows: unknown[]) {
    const calls: { sql: string; params?: unknown[] }[] = [];
    return {
      calls,
      query: async (sql: string, params?: unknown[]) => {
        calls.push({ sql, params });
        return sql.startsWith('SELECT count(*)') ? [{ total }] : rows;
      },
    };
  }

  test('answers the page with the total and the paging it was asked', async () => {
    const db = fakeDb(31, [{ id: 1 }]);
    await expect(
      pagedList(db, page({ pageSize: 10, curPageIndex: 4 }), { select: 't.id', from: 'x.t t', sort }),
    ).resolves.toEqual({
      items: [{ id: 1 }],
      total: 31,
      pageSize: 10,
      curPageIndex: 4,
    });
    expect(db.calls).toHaveLength(2);
    expect(db.calls[1].sql).toContain('LIMIT 10 OFFSET 30');
  });

  test('a page past the end answers no rows without reading them', async () => {
    const db = fakeDb(30, [{ id: 1 }]);
    const result = await pagedList(db, page({ pageSize: 10, curPageIndex: 4 }), { select: 't.id', from: 'x.t t', sort });
    expect(result).toEqual({ items: [], total: 30, pageSize: 10, curPageIndex: 4 });
    expect(db.calls).toHaveLength(1);
  });
});
