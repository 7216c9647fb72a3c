import {
  markupGroupListSchema,
  markupGroupResultSchema,
  markupGroupSchema,
  organizationGroupResultSchema,
  organizationGroupSchema,
  type AssignOrganizationGroupBody,
  type CreateMarkupGroupBody,
  type CustomerType,
  type UpdateMarkupGroupBody,
} from '@bo/shared';
import { api } from '../../lib/api';
import { byId, callsOf, endpointsOf } from '../../lib/endpoints';
import { localList } from '../../ui/resource/local-list';

const markup = callsOf('markup');
const GROUPS = { type: 'MarkupGroup' as const, id: 'LIST' };

/** `GetAllMarkupGroupList`'s filters (the API's own): one customer type, active groups only. */
export interface MarkupGroupFilters {
  customerType?: CustomerType;
  activeOnly?: boolean;
}

/**
 * Mark-up groups of the pricing context (`/markup`, docs/pricing.md): the groups (every one at
 * once, a few dozen at most), one group, create and update, and an organization's group (its
 * profile's Mark-up group tab). Tags: a group's write changes the list and the group; an
 * assignment changes the organization's group and the groups' organization counts.
 */
export const markupGroupsApi = api.enhanceEndpoints({ addTagTypes: ['MarkupGroup', 'OrganizationGroup'] }).injectEndpoints({
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    return {
      markupGroups: read(markup.get<MarkupGroupFilters>('GetAllMarkupGroupList'), markupGroupListSchema, [GROUPS]),
      markupGroup: read(markup.getBy('GetMarkupGroupListByID', 'markupGroupListID'), markupGroupSchema, byId('MarkupGroup')),
      createMarkupGroup: write(markup.send<CreateMarkupGroupBody>('CreateMarkupGroupList'), markupGroupResultSchema, [GROUPS]),
      // Another group may stop being its type's default: every group is read again. An
      // organization's effective group may change with the group's name or activity.
      updateMarkupGroup: write(markup.send<UpdateMarkupGroupBody>('UpdateMarkupGroupList'), markupGroupResultSchema, [
        'MarkupGroup',
        'OrganizationGroup',
      ]),
      organizationGroup: read(
        markup.getBy('GetOrganizationGroup', 'organizationId'),
        organizationGroupSchema,
        byId('OrganizationGroup'),
      ),
      assignOrganizationGroup: write(
        markup.send<AssignOrganizationGroupBody>('AssignOrganizationGroup'),
        organizationGroupResultSchema,
        (_result, _error, body) => [{ type: 'OrganizationGroup', id: body.organizationId }, 'MarkupGroup'],
      ),
    };
  },
});

export const {
  useMarkupGroupsQuery,
  useMarkupGroupQuery,
  useCreateMarkupGroupMutation,
  useUpdateMarkupGroupMutation,
  useOrganizationGroupQuery,
  useAssignOrganizationGroupMutation,
} = markupGroupsApi;

/**
 * The list screen's endpoint: the customer type is the API's filter, the active filter
 * ('true' / 'false', none for all) is applied to the rows answered; sorted and paged in memory.
 */
export const markupGroupList = localList(markupGroupsApi.endpoints.markupGroups, {
  args: (query) => (query.customerType ? { customerType: query.customerType as CustomerType } : {}),
  keep: (group, query) => query.active === undefined || query.active === '' || String(group.active) === query.active,
  sort: {
    name: (group) => group.name.toLowerCase(),
    code: (group) => group.code,
    customerType: (group) => group.customerType,
    commissionBasisPoints: (group) => group.commissionBasisPoints,
    organizationCount: (group) => group.organizationCount,
    markupCount: (group) => group.markupCount,
    active: (group) => (group.active ? 0 : 1),
  },
  defaultSort: 'name',
});
