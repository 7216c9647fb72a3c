import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@bo/shared';
import { OrganizationGroupsService } from '../src/modules/pricing/groups/organization-groups.service';
import { expectDone } from './support/expect-done';
import { fieldCodes } from './support/field-errors';
import { registerOrganization } from './support/organization-fixture';
import { staffApiForFile } from './support/staff-api-harness';

/**
 * Mark-up groups and organizations' group (`/markup`). The file has a database of its own: it
 * moves the default groups around, which other spec files' prices depend on.
 */
const h = staffApiForFile('pricing_groups', 'markup', {
  staff: [PERMISSIONS.markupGroupsView, PERMISSIONS.markupGroupsCreate, PERMISSIONS.markupGroupsEdit],
  viewer: [PERMISSIONS.markupGroupsView],
  outsider: [PERMISSIONS.usersView],
});

type Group = {
  markupGroupListID: string;
  code: string;
  name: string;
  customerType: 'B2B' | 'B2C';
  isDefault: boolean;
  active: boolean;
  organizationCount: number;
  markupCount: number;
};

const uniqueCode = () => `G${randomUUID().replaceAll('-', '').slice(0, 8)}`.toUpperCase();
const groupBody = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCode(),
  name: `Group ${randomUUID().slice(0, 6)}`,
  customerType: 'B2B',
  ...overrides,
});
const createGroup = (overrides: Record<string, unknown> = {}) =>
  h.create<Group>('CreateMarkupGroupList', groupBody(overrides), 'group', 'group');
/** An update with every field of `group` but those overridden. */
const updateGroup = (group: Group, overrides: Record<string, unknown> = {}, token = h.staff.token) =>
  h.post('UpdateMarkupGroupList', token, {
    markupGroupListID: group.markupGroupListID,
    code: group.code,
    name: group.name,
    customerType: group.customerType,
    isDefault: group.isDefault,
    active: group.active,
    ...overrides,
  });
const list = async (query: Record<string, string> = {}) =>
  (await h.get('GetAllMarkupGroupList', h.staff.token, query)).body as Group[];
const byCode = async (code: string) => (await list()).find((g) => g.code === code)!;
const defaults = async (customerType: string) => (await list({ customerType })).filter((g) => g.isDefault).map((g) => g.code);
const assign = (organizationId: string, markupGroupListID: string | null, token = h.staff.token) =>
  h.post('AssignOrganizationGroup', token, { organizationId, markupGroupListID });
const organizationGroup = (organizationId: string, token = h.staff.token) =>
  h.get('GetOrganizationGroup', token, { organizationId });
const newOrganization = async () => (await registerOrganization(h.api, h.admin)).id;

describe('mark-up groups', () => {
  test('the seed: B2C and STANDARD are the defaults of their customer type, GOLD a second agency tier', async () => {
    const groups = await list();
    expect(groups.find((g) => g.code === 'B2C')).toMatchObject({ name: 'Consumers', customerType: 'B2C', isDefault: true });
    expect(groups.find((g) => g.code === 'STANDARD')).toMatchObject({
      name: 'Standard agencies',
      customerType: 'B2B',
      isDefault: true,
      commissionBasisPoints: 0,
    });
    expect(groups.find((g) => g.code === 'GOLD')).toMatchObject({
      customerType: 'B2B',
      isDefault: false,
      commissionBasisPoints: 500,
    });
  });

  test('create, read, update; the list is in name order with its counts; every write audited', async () => {
    const code = uniqueCode();
    const created = await h.post('CreateMarkupGroupList', h.staff.token, {
      code: code.toLowerCase(),
      name: 'Silver agencies',
      description: 'Second tier',
      customerType: 'B2B',
      commissionBasisPoints: 250,
    });
    expectDone(created, 'MARKUP_GROUP_CREATED', {
      message: 'Mark-up group created successfully.',
      group: {
        code,
        name: 'Silver agencies',
        description: 'Second tier',
        customerType: 'B2B',
        isDefault: false,
        commissionBasisPoints: 250,
        active: true,
        organizationCount: 0,
        markupCount: 0,
      },
    });
    const group = created.body.group as Group;
    const read = await h.get('GetMarkupGroupListByID', h.viewer.token, { markupGroupListID: group.markupGroupListID });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(group);

    const updated = await updateGroup(group, {
      name: 'Silver agents',
      description: null,
      commissionBasisPoints: 300,
      active: false,
    });
    expectDone(updated, 'MARKUP_GROUP_UPDATED', {
      group: { code, name: 'Silver agents', description: null, commissionBasisPoints: 300, active: false },
    });

    const all = await list();
    const names = all.map((g) => g.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.map((g) => g.code)).toContain(code);
    expect((await list({ activeOnly: 'true' })).map((g) => g.code)).not.toContain(code);
    expect((await list({ customerType: 'B2C' })).every((g) => g.customerType === 'B2C')).toBe(true);

    expect(await h.auditOf('markup-group.created', group.markupGroupListID)).toEqual([
      expect.objectContaining({ details: { record: expect.objectContaining({ code, name: 'Silver agencies' }) } }),
    ]);
    const [update] = await h.auditOf('markup-group.updated', group.markupGroupListID);
    expect(update.details).toMatchObject({
      before: { name: 'Silver agencies', active: true },
      after: { name: 'Silver agents', active: false },
    });
    expect(update.details.changed).toEqual(expect.arrayContaining(['name', 'description', 'commissionBasisPoints', 'active']));
  });

  test('a taken code (in any case) is 409 on the code field, on create and on update', async () => {
    const first = await createGroup();
    const again = await h.post('CreateMarkupGroupList', h.staff.token, groupBody({ code: first.code.toLowerCase() }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MARKUP_GROUP_CODE_TAKEN');
    expect(fieldCodes(again.body)).toEqual(['code MARKUP_GROUP_CODE_TAKEN']);
    const other = await createGroup();
    const clash = await updateGroup(other, { code: first.code });
    expect(clash.status).toBe(409);
    expect(fieldCodes(clash.body)).toEqual(['code MARKUP_GROUP_CODE_TAKEN']);
    expect((await byCode(other.code)).name).toBe(other.name);
  });

  test('an unknown group is 404; bad input 400 with its fields', async () => {
    const missing = await h.get('GetMarkupGroupListByID', h.staff.token, { markupGroupListID: randomUUID() });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('MARKUP_GROUP_NOT_FOUND');
    const ghost = await updateGroup({ ...(await createGroup()), markupGroupListID: randomUUID() });
    expect(ghost.status).toBe(404);
    const bad = await h.post('CreateMarkupGroupList', h.staff.token, {
      code: 'has space',
      name: ' ',
      customerType: 'B2X',
      commissionBasisPoints: 10_001,
    });
    expect(bad.status).toBe(400);
    expect(
      fieldCodes(bad.body)
        .map((f) => f.split(' ')[0])
        .sort(),
    ).toEqual(['code', 'commissionBasisPoints', 'customerType', 'name']);
  });

  test('a new default takes the flag from the previous default of its type: always exactly one per type', async () => {
    expect(await defaults('B2B')).toEqual(['STANDARD']);
    const standard = await byCode('STANDARD');
    const premium = await createGroup({ isDefault: true });
    expect(premium.isDefault).toBe(true);
    expect(await defaults('B2B')).toEqual([premium.code]);
    expect(await defaults('B2C')).toEqual(['B2C']);
    // The previous default's change is audited as its own update.
    const [taken] = await h.auditOf('markup-group.updated', standard.markupGroupListID);
    expect(taken.details).toMatchObject({ before: { isDefault: true }, after: { isDefault: false }, changed: ['isDefault'] });

    // Back through an update.
    const back = await updateGroup(await byCode('STANDARD'), { isDefault: true });
    expect(back.status).toBe(200);
    expect(await defaults('B2B')).toEqual(['STANDARD']);
    expect((await byCode(premium.code)).isDefault).toBe(false);

    // A group that changes type as the default takes the new type's flag.
    const consumers = await createGroup({ customerType: 'B2C' });
    await updateGroup(consumers, { isDefault: true });
    expect(await defaults('B2C')).toEqual([consumers.code]);
    await updateGroup(await byCode('B2C'), { isDefault: true });
    expect(await defaults('B2C')).toEqual(['B2C']);
    expect(await defaults('B2B')).toEqual(['STANDARD']);
  });

  test('a default group is never inactive', async () => {
    const inactiveDefault = await h.post('CreateMarkupGroupList', h.staff.token, groupBody({ isDefault: true, active: false }));
    expect(inactiveDefault.status).toBe(400);
    expect(fieldCodes(inactiveDefault.body)).toEqual(['active MARKUP_GROUP_DEFAULT_INACTIVE']);
    // Dropping the flag and deactivating at once would leave agencies without a default: refused too.
    const standard = await byCode('STANDARD');
    const refused = await updateGroup(standard, { isDefault: false, active: false });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('MARKUP_GROUP_DEFAULT_INACTIVE');
    expect(fieldCodes(refused.body)).toEqual(['active MARKUP_GROUP_DEFAULT_INACTIVE']);
    expect(await byCode('STANDARD')).toMatchObject({ isDefault: true, active: true });
  });
});

describe("organizations' group", () => {
  test('assign an active B2B group, then back to the default; audited; the group counts its organizations', async () => {
    const organizationId = await newOrganization();
    const group = await createGroup();
    const standard = await byCode('STANDARD');

    const before = await organizationGroup(organizationId, h.viewer.token);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      organizationId,
      assigned: null,
      effective: { markupGroupListID: standard.markupGroupListID, name: standard.name, isDefault: true },
    });

    const assigned = await assign(organizationId, group.markupGroupListID);
    expect(assigned.status).toBe(200);
    expect(assigned.body).toEqual({
      code: 'ORGANIZATION_GROUP_ASSIGNED',
      message: 'Mark-up group assigned.',
      organizationGroup: {
        organizationId,
        assigned: { markupGroupListID: group.markupGroupListID, name: group.name },
        effective: { markupGroupListID: group.markupGroupListID, name: group.name, isDefault: false },
      },
    });
    expect((await byCode(group.code)).organizationCount).toBe(1);

    const removed = await assign(organizationId, null);
    expect(removed.status).toBe(200);
    expect(removed.body.organizationGroup).toMatchObject({
      assigned: null,
      effective: { markupGroupListID: standard.markupGroupListID },
    });
    expect((await byCode(group.code)).organizationCount).toBe(0);

    const entries = await h.auditOf('organization-group.assigned', organizationId);
    expect(entries).toHaveLength(2);
    expect(entries[1].details).toMatchObject({
      before: { assigned: null },
      after: { assigned: { markupGroupListID: group.markupGroupListID } },
    });
    expect(entries[0].details).toMatchObject({ before: { assigned: { name: group.name } }, after: { assigned: null } });
  });

  test('refused: a B2C group, an inactive group, an unknown group or organization', async () => {
    const organizationId = await newOrganization();
    const consumers = await createGroup({ customerType: 'B2C' });
    const b2c = await assign(organizationId, consumers.markupGroupListID);
    expect(b2c.status).toBe(422);
    expect(fieldCodes(b2c.body)).toEqual(['markupGroupListID MARKUP_GROUP_NOT_B2B']);
    const closed = await createGroup({ active: false });
    const inactive = await assign(organizationId, closed.markupGroupListID);
    expect(inactive.status).toBe(422);
    expect(fieldCodes(inactive.body)).toEqual(['markupGroupListID MARKUP_GROUP_INACTIVE']);
    const unknownGroup = await assign(organizationId, randomUUID());
    expect(unknownGroup.status).toBe(404);
    expect(unknownGroup.body.code).toBe('MARKUP_GROUP_NOT_FOUND');
    const unknownOrganization = await assign(randomUUID(), (await byCode('GOLD')).markupGroupListID);
    expect(unknownOrganization.status).toBe(404);
    expect((await organizationGroup(randomUUID())).status).toBe(404);
    expect((await organizationGroup(organizationId)).body.assigned).toBeNull();
    expect(await h.auditOf('organization-group.assigned', organizationId)).toEqual([]);
  });

  test('a group with organizations stays B2B', async () => {
    const organizationId = await newOrganization();
    const group = await createGroup();
    await assign(organizationId, group.markupGroupListID);
    const refused = await updateGroup(group, { customerType: 'B2C' });
    expect(refused.status).toBe(422);
    expect(fieldCodes(refused.body)).toEqual(['customerType MARKUP_GROUP_NOT_B2B']);
    await assign(organizationId, null);
    expect((await updateGroup(group, { customerType: 'B2C' })).status).toBe(200);
  });

  test('the group that prices: assigned while active, else the active B2B default, else none; consumers the B2C default', async () => {
    const pricing = h.api.app.get(OrganizationGroupsService);
    const organizationId = await newOrganization();
    const group = await createGroup({ commissionBasisPoints: 700 });
    const standard = await byCode('STANDARD');
    await assign(organizationId, group.markupGroupListID);
    await expect(pricing.pricingGroup(organizationId)).resolves.toEqual({
      customerType: 'B2B',
      group: { id: group.markupGroupListID, name: group.name, commissionBasisPoints: 700 },
    });

    await updateGroup(group, { active: false });
    const fallback = (await organizationGroup(organizationId)).body;
    expect(fallback).toEqual({
      organizationId,
      assigned: { markupGroupListID: group.markupGroupListID, name: group.name },
      effective: { markupGroupListID: standard.markupGroupListID, name: standard.name, isDefault: true },
    });
    await expect(pricing.pricingGroup(organizationId)).resolves.toEqual({
      customerType: 'B2B',
      group: { id: standard.markupGroupListID, name: standard.name, commissionBasisPoints: 0 },
    });

    // No B2B default at all: no group.
    await updateGroup(standard, { isDefault: false });
    try {
      expect((await organizationGroup(organizationId)).body.effective).toBeNull();
      await expect(pricing.pricingGroup(organizationId)).resolves.toEqual({ customerType: 'B2B', group: null });
    } finally {
      expect((await updateGroup(standard, { isDefault: true })).status).toBe(200);
    }

    const consumers = await byCode('B2C');
    await expect(pricing.pricingGroup(null)).resolves.toEqual({
      customerType: 'B2C',
      group: { id: consumers.markupGroupListID, name: consumers.name, commissionBasisPoints: 0 },
    });
  });

  test('an agency user reads its own organization’s group only, and never writes', async () => {
    const own = await newOrganization();
    const other = await newOrganization();
    const agent = await h.userWith(
      [PERMISSIONS.organizationsView, PERMISSIONS.markupGroupsView, PERMISSIONS.markupGroupsCreate, PERMISSIONS.markupGroupsEdit],
      own,
    );
    expect((await organizationGroup(own, agent.token)).status).toBe(200);
    const foreign = await organizationGroup(other, agent.token);
    expect(foreign.status).toBe(404);
    // Its list holds the one group its prices use (the B2B default while unassigned): no other tier, no other commission.
    const effective = (await organizationGroup(own)).body.effective.markupGroupListID as string;
    const listed = await h.get('GetAllMarkupGroupList', agent.token);
    expect(listed.status).toBe(200);
    expect((listed.body as Group[]).map((g) => g.markupGroupListID)).toEqual([effective]);
    const gold = await byCode('GOLD');
    expect(gold.markupGroupListID).not.toBe(effective);
    expect((await h.get('GetMarkupGroupListByID', agent.token, { markupGroupListID: gold.markupGroupListID })).status).toBe(404);
    expect((await h.get('GetMarkupGroupListByID', agent.token, { markupGroupListID: effective })).status).toBe(200);

    expect((await assign(own, gold.markupGroupListID, agent.token)).status).toBe(403);
    expect((await h.post('CreateMarkupGroupList', agent.token, groupBody())).status).toBe(403);
    expect((await updateGroup(gold, { name: 'Mine' }, agent.token)).status).toBe(403);
    expect((await byCode('GOLD')).name).toBe('Gold agencies');
    expect((await organizationGroup(own)).body.assigned).toBeNull();
  });
});

describe('access', () => {
  test('anonymous callers 401, callers without the permission 403; pickers read the list with their own permission', async () => {
    const group = await createGroup();
    const organizationId = await newOrganization();
    const calls = [
      (token?: string) => h.post('CreateMarkupGroupList', token, groupBody()),
      (token?: string) =>
        h.post('UpdateMarkupGroupList', token, {
          ...groupBody({ code: group.code }),
          markupGroupListID: group.markupGroupListID,
        }),
      (token?: string) => h.get('GetAllMarkupGroupList', token),
      (token?: string) => h.get('GetMarkupGroupListByID', token, { markupGroupListID: group.markupGroupListID }),
      (token?: string) => h.post('AssignOrganizationGroup', token, { organizationId, markupGroupListID: null }),
      (token?: string) => h.get('GetOrganizationGroup', token, { organizationId }),
    ];
    for (const call of calls) {
      expect((await call(undefined)).status).toBe(401);
      expect((await call(h.outsider.token)).status).toBe(403);
    }
    expect((await h.post('CreateMarkupGroupList', h.viewer.token, groupBody())).status).toBe(403);
    expect((await h.post('AssignOrganizationGroup', h.viewer.token, { organizationId, markupGroupListID: null })).status).toBe(
      403,
    );

    const markupEditor = await h.userWith([PERMISSIONS.markupsView]);
    expect((await h.get('GetAllMarkupGroupList', markupEditor.token)).status).toBe(200);
    expect((await h.get('GetOrganizationGroup', markupEditor.token, { organizationId })).status).toBe(403);
    const organizationStaff = await h.userWith([PERMISSIONS.organizationsView]);
    expect((await h.get('GetAllMarkupGroupList', organizationStaff.token)).status).toBe(200);
    expect((await h.get('GetOrganizationGroup', organizationStaff.token, { organizationId })).status).toBe(200);
  });
});
