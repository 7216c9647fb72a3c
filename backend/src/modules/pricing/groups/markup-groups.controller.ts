import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type AssignOrganizationGroupBody,
  type CreateMarkupGroupBody,
  type MarkupGroupListQuery,
  PERMISSIONS,
  type UpdateMarkupGroupBody,
  assignOrganizationGroupSchema,
  createMarkupGroupSchema,
  markupGroupByIdQuerySchema,
  markupGroupListQuerySchema,
  markupGroupListSchema,
  markupGroupResultSchema,
  markupGroupSchema,
  organizationGroupQuerySchema,
  organizationGroupResultSchema,
  organizationGroupSchema,
  updateMarkupGroupSchema,
} from '@bo/shared';
import { CurrentActor, RequireAnyPermission, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { MarkupGroupsService } from './markup-groups.service';
import { OrganizationGroupsService } from './organization-groups.service';

const tags = ['pricing'];

/**
 * Mark-up groups of `/markup` (screens /Group/*) and which group an organization is in (from the
 * organization profile). Writes are the provider's staff's. The list is also read by the mark-up
 * screens and the organization profile, whose forms pick a group.
 */
@Controller('markup')
export class MarkupGroupsController {
  constructor(
    private readonly groups: MarkupGroupsService,
    private readonly organizationGroups: OrganizationGroupsService,
  ) {}

  @Post('CreateMarkupGroupList')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.markupGroupsCreate)
  @Contract({
    summary: 'Add a mark-up group (code unique); a new default takes the flag from the previous default of its customer type',
    body: createMarkupGroupSchema,
    response: markupGroupResultSchema,
    tags,
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateMarkupGroupBody) {
    assertStaff(actor);
    return { ...actionResult('MARKUP_GROUP_CREATED'), group: await this.groups.create(body) };
  }

  @Post('UpdateMarkupGroupList')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.markupGroupsEdit)
  @Contract({
    summary: 'Change a mark-up group (every field); the default stays active, a group with organizations stays B2B',
    body: updateMarkupGroupSchema,
    response: markupGroupResultSchema,
    tags,
  })
  async update(@CurrentActor() actor: Actor, @Body() body: UpdateMarkupGroupBody) {
    assertStaff(actor);
    return { ...actionResult('MARKUP_GROUP_UPDATED'), group: await this.groups.update(body) };
  }

  @Get('GetAllMarkupGroupList')
  @RequireAnyPermission(PERMISSIONS.markupGroupsView, PERMISSIONS.markupsView, PERMISSIONS.organizationsView)
  @Contract({
    summary:
      'Every mark-up group in name order (for pickers); optionally one customer type, active groups only. An agency user: only the group its own prices use',
    query: markupGroupListQuerySchema,
    response: markupGroupListSchema,
    tags,
  })
  async list(@CurrentActor() actor: Actor, @Query() query: MarkupGroupListQuery) {
    const groups = await this.groups.list(query);
    // An agency user sees the one group its own prices use: other tiers' mark-ups and commissions are the provider's business.
    if (actor.organizationId === null) return groups;
    const own = await this.organizationGroups.pricingGroup(actor.organizationId);
    return groups.filter((g) => g.markupGroupListID === own.group?.id);
  }

  @Get('GetMarkupGroupListByID')
  @RequirePermission(PERMISSIONS.markupGroupsView)
  @Contract({
    summary: 'One mark-up group by markupGroupListID',
    query: markupGroupByIdQuerySchema,
    response: markupGroupSchema,
    tags,
  })
  async get(@CurrentActor() actor: Actor, @Query() query: { markupGroupListID: string }) {
    if (actor.organizationId !== null) {
      const own = await this.organizationGroups.pricingGroup(actor.organizationId);
      if (own.group?.id !== query.markupGroupListID) throw new AppError('MARKUP_GROUP_NOT_FOUND');
    }
    return this.groups.get(query.markupGroupListID);
  }

  @Post('AssignOrganizationGroup')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.markupGroupsEdit)
  @Contract({
    summary: "Put an organization in an active B2B mark-up group, or (null) back to the default's prices",
    body: assignOrganizationGroupSchema,
    response: organizationGroupResultSchema,
    tags,
  })
  async assign(@CurrentActor() actor: Actor, @Body() body: AssignOrganizationGroupBody) {
    assertStaff(actor);
    return { ...actionResult('ORGANIZATION_GROUP_ASSIGNED'), organizationGroup: await this.organizationGroups.assign(body) };
  }

  @Get('GetOrganizationGroup')
  @RequireAnyPermission(PERMISSIONS.markupGroupsView, PERMISSIONS.organizationsView)
  @Contract({
    summary: "An organization's assigned mark-up group and the one its prices use (an agency user: its own only)",
    query: organizationGroupQuerySchema,
    response: organizationGroupSchema,
    tags,
  })
  organizationGroup(@CurrentActor() actor: Actor, @Query() query: { organizationId: string }) {
    return this.organizationGroups.get(actor, query.organizationId);
  }
}
