import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { EntityManager } from 'typeorm';
import type { PageQuery } from '@bo/shared';
import { PERMISSION_KEY } from '../auth/auth.decorators';
import type { AuditService } from '../audit/audit.service';
import type { UnitOfWork } from '../database/unit-of-work';
import { AppError } from '../errors/app-error';
import { CONTRACT_KEY } from '../http/contract.decorator';
import { AuditedResource, type CrudKit } from './audited-resource';
import type { ResourceDefinition } from './resource-definition';
import { resourceController } from './resource-controller';

/**
 * The generic audited resource against a fake database: the SQL it sends for a definition, the
 * hooks' place in each write, the audit entries, the constraint errors, and the controller the
 * factory makes. If the base breaks, the CRUD resources of hotels, pricing and settings break too.
 */

interface Gadget {
  gadgetID: string;
  code: string;
  size: number;
  parts: number;
  updatedAt: string;
}
type CreateGadget = { code: string; size: number };
type UpdateGadget = { gadgetID: string; size?: number };
type GadgetPage = PageQuery & { search?: string };

/** A database with one table `shop.gadgets`: records what it is sent and answers it like PostgreSQL would. */
function fakeDatabase(row: { id: string; code: string; size: string; parts: number }) {
  const sent: { sql: string; params: unknown[] }[] = [];
  let failWith: unknown;
  const db = {
    sent,
    failNextWrite: (error: unknown) => (failWith = error),
    query: async (sql: string, params: unknown[] = []): Promise<unknown> => {
      sent.push({ sql: sql.replace(/\s+/g, ' ').trim(), params });
      if (/^\s*(INSERT|UPDATE|DELETE)/.test(sql) && failWith) {
        const error = failWith;
        failWith = undefined;
        throw error;
      }
      if (/^\s*INSERT/.test(sql)) return [{ id: row.id }];
      if (/count\(\*\)::int AS total/.test(sql)) return [{ total: 1 }];
      if (/^\s*SELECT/.test(sql)) return [{ gadgetID: row.id, code: row.code, size: row.size, parts: row.parts, updatedAt: 'T' }];
      if (/^\s*UPDATE/.test(sql)) row.size = String(params[1]);
      return [];
    },
  };
  return db;
}

function gadgets(hooksSeen: string[]) {
  const db = fakeDatabase({ id: 'g1', code: 'A', size: '3', parts: 0 });
  const audit: { action: string; targetType: string; targetId: string; details: Record<string, unknown> }[] = [];
  const kit = {
    dataSource: { ...db, manager: db },
    uow: { run: (work: (m: EntityManager) => Promise<unknown>) => work(db as unknown as EntityManager) } as unknown as UnitOfWork,
    audit: { record: async (entry: (typeof audit)[number]) => void audit.push(entry) } as unknown as AuditService,
  } as unknown as CrudKit;
  const definition: ResourceDefinition<Gadget, string, CreateGadget, UpdateGadget, { code?: string }, GadgetPage> = {
    name: 'gadget',
    table: 'shop.gadgets',
    alias: 'g',
    columns: 'g.id AS "gadgetID", g.code, g.size, g.parts, g.updated_at AS "updatedAt"',
    live: 'g.deleted_at IS NULL',
    toRecord: (row: Omit<Gadget, 'size'> & { size: string }) => ({ ...row, size: Number(row.size) }),
    idField: 'gadgetID',
    notFound: 'RECORD_NOT_FOUND',
    constraints: { gadgets_code_uq: { code: 'BANK_CODE_TAKEN', field: 'code' } },
    createdAs: 'gadget',
    list: { where: (q, f) => f.equals('g.code', q.code), orderBy: 'g.code, g.id' },
    page: {
      where: (q, f) => f.contains('g.code', q.search),
      sort: { keys: { code: 'g.code' }, default: 'g.size', tiebreaker: 'g.id' },
    },
    insert: (input) => ({ code: input.code, size: input.size }),
    update: (input, before) => ({ size: input.size ?? before.size }),
    params: (input) => ('code' in input ? { code: input.code } : {}),
    hooks: {
      beforeInsert: async (_m, input) => void hooksSeen.push(`beforeInsert ${input.code}`),
      afterInsert: async (_m, id) => void hooksSeen.push(`afterInsert ${id}`),
      beforeUpdate: async (_m, _input, before) => void hooksSeen.push(`beforeUpdate ${before.size}`),
      afterUpdate: async (_m, id) => void hooksSeen.push(`afterUpdate ${id}`),
      beforeDelete: async (_m, before) => {
        if (before.parts > 0) throw new AppError('FACILITY_IN_USE', { parts: before.parts });
        return { partsLeft: 0 };
      },
    },
  };
  const resource = new AuditedResource(kit, definition);
  return { db, audit, resource };
}

describe('AuditedResource', () => {
  it('creates: hooks around the insert of the mapped columns, then <name>.created with the record read back', async () => {
    const seen: string[] = [];
    const { db, audit, resource } = gadgets(seen);
    const gadget = await resource.add({ code: 'A', size: 3 });
    expect(gadget).toEqual({ gadgetID: 'g1', code: 'A', size: 3, parts: 0, updatedAt: 'T' });
    expect(seen).toEqual(['beforeInsert A', 'afterInsert g1']);
    expect(db.sent[0]).toEqual({ sql: 'INSERT INTO shop.gadgets (code, size) VALUES ($1, $2) RETURNING id', params: ['A', 3] });
    expect(db.sent[1].sql).toBe(
      'SELECT g.id AS "gadgetID", g.code, g.size, g.parts, g.updated_at AS "updatedAt" FROM shop.gadgets g WHERE g.id = $1 AND g.deleted_at IS NULL',
    );
    expect(audit).toEqual([{ action: 'gadget.created', targetType: 'gadget', targetId: 'g1', details: { gadget } }]);
  });

  it('updates: locks the live row, the hook sees it before, sets the columns and updated_at, audits before/after/changed', async () => {
    const seen: string[] = [];
    const { db, audit, resource } = gadgets(seen);
    const after = await resource.edit({ gadgetID: 'g1', size: 5 });
    expect(after.size).toBe(5);
    expect(seen).toEqual(['beforeUpdate 3', 'afterUpdate g1']);
    expect(db.sent[0].sql).toMatch(/WHERE g\.id = \$1 AND g\.deleted_at IS NULL FOR UPDATE OF g$/);
    expect(db.sent[1]).toEqual({
      sql: 'UPDATE shop.gadgets SET (size, updated_at) = ($2, now()) WHERE id = $1',
      params: ['g1', 5],
    });
    expect(audit[0]).toMatchObject({ action: 'gadget.updated', targetId: 'g1', details: { changed: ['size'] } });
    expect(audit[0].details.before).toMatchObject({ size: 3 });
  });

  it('deletes unless the beforeDelete hook refuses; what it answers goes into <name>.deleted', async () => {
    const { db, audit, resource } = gadgets([]);
    await resource.remove('g1');
    expect(db.sent.map((s) => s.sql).at(-1)).toBe('DELETE FROM shop.gadgets WHERE id = $1');
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'gadget.deleted',
        details: { partsLeft: 0, before: expect.objectContaining({ size: 3 }) },
      }),
    ]);

    const refused = gadgets([]);
    const query = refused.db.query;
    refused.db.query = async (sql, params) =>
      ((await query(sql, params)) as Record<string, unknown>[]).map((r) => ({ ...r, parts: 2 }));
    await expect(refused.resource.remove('g1')).rejects.toMatchObject({ code: 'FACILITY_IN_USE' });
    expect(refused.db.sent.some((s) => s.sql.startsWith('DELETE'))).toBe(false);
    expect(refused.audit).toEqual([]);
  });

  it('turns a violated constraint of the definition into its field error, with the params of the body', async () => {
    const { db, audit, resource } = gadgets([]);
    db.failNextWrite(Object.assign(new Error('duplicate'), { code: '23505', constraint: 'gadgets_code_uq' }));
    await expect(resource.add({ code: 'A', size: 3 })).rejects.toMatchObject({
      code: 'BANK_CODE_TAKEN',
      params: { code: 'A' },
      details: { fields: [expect.objectContaining({ path: 'code', code: 'BANK_CODE_TAKEN' })] },
    });
    expect(audit).toEqual([]);
  });

  it('lists and pages with the definition’s filters, order, sort whitelist and mapping; one record or its 404', async () => {
    const { db, resource } = gadgets([]);
    expect(await resource.list({ code: 'A' })).toEqual([expect.objectContaining({ size: 3 })]);
    expect(db.sent[0]).toEqual({
      sql: 'SELECT g.id AS "gadgetID", g.code, g.size, g.parts, g.updated_at AS "updatedAt" FROM shop.gadgets g WHERE g.code = $1 AND g.deleted_at IS NULL ORDER BY g.code, g.id',
      params: ['A'],
    });
    const page = await resource.page({ pageSize: 10, curPageIndex: 1, sortKey: 'code', sortOrder: 'desc', search: 'x' });
    expect(page).toMatchObject({ total: 1, pageSize: 10, curPageIndex: 1, items: [{ size: 3 }] });
    expect(db.sent[2].sql).toMatch(
      /WHERE g\.code ILIKE \$1 AND g\.deleted_at IS NULL ORDER BY g\.code DESC NULLS LAST, g\.id LIMIT 10 OFFSET 0$/,
    );
    await expect(resource.page({ pageSize: 10, curPageIndex: 1, sortKey: 'size' })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
    });

    db.query = async () => [];
    await expect(resource.one('nope')).rejects.toMatchObject({ code: 'RECORD_NOT_FOUND' });
  });
});

describe('resourceController', () => {
  class GadgetsService {}
  const Made = resourceController({
    name: 'GadgetsController',
    path: 'bo/Gadget',
    tags: ['shop'],
    service: GadgetsService,
    staffOnly: false,
    create: { path: 'addGadget', permission: 'gadgets.create', summary: 'Add', success: 'BANK_CREATED', as: 'gadget' },
    delete: { path: 'deleteGadget', permission: 'gadgets.delete', summary: 'Delete', success: 'BANK_UPDATED', id: 'gadgetID' },
    list: { method: 'GET', path: 'getGadgetList', permission: ['gadgets.view', 'shop.view'], summary: 'All' },
  });

  it('mounts the routes given, with their method, status, permission and contract, and no others', () => {
    const proto = Made.prototype as unknown as Record<string, object>;
    expect(Made.name).toBe('GadgetsController');
    expect(Reflect.getMetadata(PATH_METADATA, Made)).toBe('bo/Gadget');
    expect(Reflect.getMetadata(PATH_METADATA, proto.create)).toBe('addGadget');
    expect(Reflect.getMetadata(METHOD_METADATA, proto.create)).toBe(RequestMethod.POST);
    expect(Reflect.getMetadata('__httpCode__', proto.create)).toBe(200);
    expect(Reflect.getMetadata(PERMISSION_KEY, proto.create)).toBe('gadgets.create');
    expect(Reflect.getMetadata(CONTRACT_KEY, proto.create)).toEqual({ summary: 'Add', tags: ['shop'] });
    expect(Reflect.getMetadata(METHOD_METADATA, proto.list)).toBe(RequestMethod.GET);
    expect(Reflect.getMetadata(PERMISSION_KEY, proto.list)).toEqual(['gadgets.view', 'shop.view']);
    expect(Reflect.getMetadata(PATH_METADATA, proto.update)).toBeUndefined();
    expect(Reflect.getMetadata(PATH_METADATA, proto.page)).toBeUndefined();
  });

  it('answers writes with the toast and the record, deletions with the toast and the id', async () => {
    const resource = {
      add: async (body: object) => ({ gadgetID: 'g1', ...body }),
      remove: jest.fn(async () => undefined),
    };
    const controller = new Made(resource as never) as unknown as {
      create(actor: object, body: object): Promise<unknown>;
      delete(actor: object, body: object): Promise<unknown>;
    };
    expect(await controller.create({}, { code: 'A' })).toEqual({
      code: 'BANK_CREATED',
      message: expect.any(String),
      gadget: { gadgetID: 'g1', code: 'A' },
    });
    expect(await controller.delete({}, { gadgetID: 'g1' })).toEqual({
      code: 'BANK_UPDATED',
      message: expect.any(String),
      gadgetID: 'g1',
    });
    expect(resource.remove).toHaveBeenCalledWith('g1');
  });
});
