import {
  markupGroupListSchema,
  markupGroupResultSchema,
  markupGroupSchema,
  organizationGroupResultSchema,
  organizationGroupSchema,
  type AssignOrganizationGroupBody,
  type CreateMarkupGroupBody,
  type CustomerType,
  type MarkupGroup,
  type OrganizationGroup,
  type UpdateMarkupGroupBody,
} from '@bo/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { localList } from '../../ui/resource/local-list';

const MARKUP = 'markup';
const GROUPS = { type: 'MarkupGroup' as const, id: 'LIST' };

type GroupResult = z.infer<typeof markupGroupResultSchema>;
type AssignResult = z.infer<typeof organizationGroupResultSchema>;

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
  endpoints: (build) => ({
    markupGroups: build.query<MarkupGroup[], MarkupGroupFilters>({
      query: (params) => ({ url: `${MARKUP}/GetAllMarkupGroupList`, params }),
      transformResponse: (response: unknown) => markupGroupListSchema.parse(response),
      providesTags: [GROUPS],
    }),
    markupGroup: build.query<MarkupGroup, string>({
      query: (markupGroupListID) => ({ url: `${MARKUP}/GetMarkupGroupListByID`, params: { markupGroupListID } }),
      transformResponse: (response: unknown) => markupGroupSchema.parse(response),
      providesTags: (_result, _error, id) => [{ type: 'MarkupGroup', id }],
    }),
    createMarkupGroup: build.mutation<GroupResult, CreateMarkupGroupBody>({
      query: (body) => ({ url: `${MARKUP}/CreateMarkupGroupList`, method: 'POST', body }),
      transformResponse: (response: unknown) => markupGroupResultSchema.parse(response),
      invalidatesTags: [GROUPS],
    }),
    // Another group may stop being its type's default: every group is read again. An
    // organization's effective group may change with the group's name or activity.
    updateMarkupGroup: build.mutation<GroupResult, UpdateMarkupGroupBody>({
      query: (body) => ({ url: `${MARKUP}/UpdateMarkupGroupList`, method: 'POST', body }),
      transformResponse: (response: unknown) => markupGroupResultSchema.parse(response),
      invalidatesTags: ['MarkupGroup', 'OrganizationGroup'],
    }),
    organizationGroup: build.query<OrganizationGroup, string>({
      query: (organizationId) => ({ url: `${MARKUP}/GetOrganizationGroup`, params: { organizationId } }),
      transformResponse: (response: unknown) => organizationGroupSchema.parse(response),
      providesTags: (_result, _error, id) => [{ type: 'OrganizationGroup', id }],
    }),
    assignOrganizationGroup: build.mutation<AssignResult, AssignOrganizationGroupBody>({
      query: (body) => ({ url: `${MARKUP}/AssignOrganizationGroup`, method: 'POST', body }),
      transformResponse: (response: unknown) => organizationGroupResultSchema.parse(response),
      invalidatesTags: (_result, _error, body) => [{ type: 'OrganizationGroup', id: body.organizationId }, 'MarkupGroup'],
    }),
  }),
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
