import {
  countryListSchema,
  createOrganizationResponseSchema,
  organizationDetailsSchema,
  organizationHistorySchema,
  organizationListPageSchema,
  organizationSignUpResponseSchema,
  organizationStatusUpdateResponseSchema,
  organizationTypeListSchema,
  productRateCodeResponseSchema,
  resetSecretKeyResponseSchema,
  updateSupportingDocumentResponseSchema,
  actionResultSchema,
  type Country,
  type CreateOrganizationRequest,
  type CreateProductRateCodeRequest,
  type OrganizationDetails,
  type OrganizationHistoryEntry,
  type OrganizationListPage,
  type OrganizationSignUpRequest,
  type OrganizationSignUpResponse,
  type OrganizationStatusUpdateRequest,
  type ResetSecretKeyResponse,
  type UpdateOrganizationRequest,
  type UpdateProductRateCodeRequest,
} from '@bo/shared';
import type { z } from 'zod';
import { api, type ApiExtraOptions } from '../../lib/api';
import { invalidateOnDomainEvent } from '../../lib/live-tags';
import { toFormData } from '../../lib/multipart';
import type { ListQuery } from '../../ui/resource';

type ActionResult = z.infer<typeof actionResultSchema>;
type Option = { value: string; label: string };

/** The profile fields plus the files in `documents` (ORGANIZATION_DOCUMENTS_FIELD), sent as multipart. */
type WithDocuments<T> = T & { documents: readonly File[] };

const anonymous: ApiExtraOptions = { anonymous: true };
const LIST = { type: 'Organization' as const, id: 'LIST' };
const PENDING = { type: 'Organization' as const, id: 'PENDING' };
const one = (id: string | undefined) => ({ type: 'Organization' as const, id: id ?? 'LIST' });

/** Organizations (issue 5): public sign-up and its reference lists, the approval queue, listing and profile. */
export const organizationsApi = api.enhanceEndpoints({ addTagTypes: ['Organization'] }).injectEndpoints({
  endpoints: (build) => ({
    countryList: build.query<Country[], void>({
      query: () => 'bo/General/getCountryList',
      extraOptions: anonymous,
      transformResponse: (response: unknown) => countryListSchema.parse(response),
      keepUnusedDataFor: 3600,
    }),
    organizationTypeList: build.query<Option[], string>({
      // The argument is the UI language: the API words the options in it.
      query: (language) => ({ url: 'bo/General/getOrganizationTypeList', headers: { 'accept-language': language } }),
      extraOptions: anonymous,
      transformResponse: (response: unknown) => organizationTypeListSchema.parse(response),
      keepUnusedDataFor: 3600,
    }),
    signUpOrganization: build.mutation<OrganizationSignUpResponse, WithDocuments<OrganizationSignUpRequest>>({
      query: (body) => ({ url: 'bo/General/request-create-organization', method: 'POST', body: toFormData(body) }),
      extraOptions: anonymous,
      transformResponse: (response: unknown) => organizationSignUpResponseSchema.parse(response),
    }),
    organizationListPage: build.query<OrganizationListPage, ListQuery>({
      query: (params) => ({ url: 'bo/Organization/organizationListPage', params }),
      transformResponse: (response: unknown) => organizationListPageSchema.parse(response),
      providesTags: [LIST],
    }),
    pendingOrganizationListPage: build.query<OrganizationListPage, ListQuery>({
      query: (params) => ({ url: 'bo/Organization/pendingOrganizationListPage', params }),
      transformResponse: (response: unknown) => organizationListPageSchema.parse(response),
      providesTags: [PENDING],
    }),
    organizationDetails: build.query<OrganizationDetails, string>({
      query: (id) => `bo/Organization/${encodeURIComponent(id)}`,
      transformResponse: (response: unknown) => organizationDetailsSchema.parse(response),
      providesTags: (_result, _error, id) => [one(id)],
    }),
    organizationHistory: build.query<OrganizationHistoryEntry[], string>({
      query: (id) => `bo/Organization/${encodeURIComponent(id)}/history`,
      transformResponse: (response: unknown) => organizationHistorySchema.parse(response),
      providesTags: (_result, _error, id) => [one(id)],
    }),
    createOrganization: build.mutation<
      z.infer<typeof createOrganizationResponseSchema>,
      WithDocuments<CreateOrganizationRequest>
    >({
      query: (body) => ({ url: 'bo/Organization/create', method: 'POST', body: toFormData(body) }),
      transformResponse: (response: unknown) => createOrganizationResponseSchema.parse(response),
      invalidatesTags: [LIST],
    }),
    updateOrganization: build.mutation<ActionResult, UpdateOrganizationRequest>({
      query: (body) => ({ url: 'bo/Organization/update', method: 'POST', body }),
      transformResponse: (response: unknown) => actionResultSchema.parse(response),
      invalidatesTags: (_result, _error, body) => [LIST, PENDING, one(body.organizationId)],
    }),
    createProductRateCode: build.mutation<z.infer<typeof productRateCodeResponseSchema>, CreateProductRateCodeRequest>({
      query: (body) => ({ url: 'bo/Organization/createOrganizationProductRateCode', method: 'POST', body }),
      transformResponse: (response: unknown) => productRateCodeResponseSchema.parse(response),
      invalidatesTags: (_result, _error, body) => [one(body.organizationId)],
    }),
    updateProductRateCode: build.mutation<z.infer<typeof productRateCodeResponseSchema>, UpdateProductRateCodeRequest>({
      query: (body) => ({ url: 'bo/Organization/updateOrganizationProductRateCode', method: 'POST', body }),
      transformResponse: (response: unknown) => productRateCodeResponseSchema.parse(response),
      invalidatesTags: (_result, _error, body) => [one(body.organizationId)],
    }),
    updateSupportingDocuments: build.mutation<
      z.infer<typeof updateSupportingDocumentResponseSchema>,
      WithDocuments<{ organizationId: string; documentId?: string }>
    >({
      query: (body) => ({ url: 'bo/Organization/updateOrganizationSupportingDocument', method: 'POST', body: toFormData(body) }),
      transformResponse: (response: unknown) => updateSupportingDocumentResponseSchema.parse(response),
      invalidatesTags: (_result, _error, body) => [LIST, one(body.organizationId)],
    }),
    resetSecretKey: build.mutation<ResetSecretKeyResponse, { organizationId: string }>({
      query: (body) => ({ url: 'bo/Organization/reset-secret-key', method: 'POST', body }),
      transformResponse: (response: unknown) => resetSecretKeyResponseSchema.parse(response),
      invalidatesTags: (_result, _error, body) => [one(body.organizationId)],
    }),
    updateOrganizationStatus: build.mutation<
      z.infer<typeof organizationStatusUpdateResponseSchema>,
      OrganizationStatusUpdateRequest
    >({
      query: (body) => ({ url: 'bo/Organization/status/update', method: 'POST', body }),
      transformResponse: (response: unknown) => organizationStatusUpdateResponseSchema.parse(response),
      invalidatesTags: (_result, _error, body) => [LIST, PENDING, one(body.organizationId)],
    }),
  }),
});

// Domain events pushed to staff and the organization's room (reaction organizations.push-live): the
// queue, the listing and the profile refetch. OrganizationApplied (to approvers) also has a notice (routes.tsx).
const organizationOf = (event: { data: unknown }) => (event.data as { organizationId?: string } | null)?.organizationId;
for (const type of ['OrganizationApplied', 'OrganizationRegistered', 'OrganizationApproved', 'OrganizationRejected']) {
  invalidateOnDomainEvent(type, (event) => [LIST, PENDING, one(organizationOf(event))]);
}
for (const type of [
  'OrganizationDetailsUpdated',
  'SupportingDocumentAdded',
  'SupportingDocumentReplaced',
  'ProductRateCodeAdded',
  'ProductRateCodeUpdated',
  'SecretKeyReset',
]) {
  invalidateOnDomainEvent(type, (event) => [LIST, one(organizationOf(event))]);
}

export const {
  useCountryListQuery,
  useOrganizationTypeListQuery,
  useSignUpOrganizationMutation,
  useOrganizationListPageQuery,
  usePendingOrganizationListPageQuery,
  useOrganizationDetailsQuery,
  useOrganizationHistoryQuery,
  useCreateOrganizationMutation,
  useUpdateOrganizationMutation,
  useCreateProductRateCodeMutation,
  useUpdateProductRateCodeMutation,
  useUpdateSupportingDocumentsMutation,
  useResetSecretKeyMutation,
  useUpdateOrganizationStatusMutation,
} = organizationsApi;
