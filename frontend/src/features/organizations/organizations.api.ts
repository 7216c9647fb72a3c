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
  type CreateOrganizationRequest,
  type CreateProductRateCodeRequest,
  type OrganizationSignUpRequest,
  type OrganizationStatusUpdateRequest,
  type UpdateOrganizationRequest,
  type UpdateProductRateCodeRequest,
  ORGANIZATION_DECISION_EVENTS,
  ORGANIZATION_PROFILE_EVENTS,
} from '@bo/shared';
import { api, type ApiExtraOptions } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';
import { invalidateOnDomainEvent } from '../../lib/live-tags';
import { toFormData } from '../../lib/multipart';
import type { ListQuery } from '../../ui/resource';

/** The profile fields plus the files in `documents` (ORGANIZATION_DOCUMENTS_FIELD), sent as multipart. */
type WithDocuments<T> = T & { documents: readonly File[] };

const anonymous: ApiExtraOptions = { anonymous: true };
const LIST = { type: 'Organization' as const, id: 'LIST' };
const PENDING = { type: 'Organization' as const, id: 'PENDING' };
const one = (id: string | undefined) => ({ type: 'Organization' as const, id: id ?? 'LIST' });

/** Organizations (issue 5): public sign-up and its reference lists, the approval queue, listing and profile. */
export const organizationsApi = api.enhanceEndpoints({ addTagTypes: ['Organization'] }).injectEndpoints({
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    const organization = callsOf('bo/Organization');
    const general = callsOf('bo/General');
    const reference = { extraOptions: anonymous, keepUnusedDataFor: 3600 };
    /** A multipart POST of `call` (the profile fields and the files in `documents`). */
    const sendFiles =
      <A extends Parameters<typeof toFormData>[0]>(call: string) =>
      (body: A) => ({ url: call, method: 'POST', body: toFormData(body) });
    const changes =
      (...more: (typeof LIST)[]) =>
      (_result: unknown, _error: unknown, body: { organizationId?: string }) => [...more, one(body.organizationId)];
    return {
      countryList: read(general.get('getCountryList'), countryListSchema, undefined, reference),
      organizationTypeList: read(
        // The argument is the UI language: the API words the options in it.
        (language: string) => ({ url: 'bo/General/getOrganizationTypeList', headers: { 'accept-language': language } }),
        organizationTypeListSchema,
        undefined,
        reference,
      ),
      signUpOrganization: write(
        sendFiles<WithDocuments<OrganizationSignUpRequest>>('bo/General/request-create-organization'),
        organizationSignUpResponseSchema,
        undefined,
        { extraOptions: anonymous },
      ),
      organizationListPage: read(organization.get<ListQuery>('organizationListPage'), organizationListPageSchema, [LIST]),
      pendingOrganizationListPage: read(organization.get<ListQuery>('pendingOrganizationListPage'), organizationListPageSchema, [
        PENDING,
      ]),
      organizationDetails: read(
        (id: string) => `bo/Organization/${encodeURIComponent(id)}`,
        organizationDetailsSchema,
        (_r, _e, id) => [one(id)],
      ),
      organizationHistory: read(
        (id: string) => `bo/Organization/${encodeURIComponent(id)}/history`,
        organizationHistorySchema,
        (_r, _e, id) => [one(id)],
      ),
      createOrganization: write(
        sendFiles<WithDocuments<CreateOrganizationRequest>>('bo/Organization/create'),
        createOrganizationResponseSchema,
        [LIST],
      ),
      updateOrganization: write(
        organization.send<UpdateOrganizationRequest>('update'),
        actionResultSchema,
        changes(LIST, PENDING),
      ),
      createProductRateCode: write(
        organization.send<CreateProductRateCodeRequest>('createOrganizationProductRateCode'),
        productRateCodeResponseSchema,
        changes(),
      ),
      updateProductRateCode: write(
        organization.send<UpdateProductRateCodeRequest>('updateOrganizationProductRateCode'),
        productRateCodeResponseSchema,
        changes(),
      ),
      updateSupportingDocuments: write(
        sendFiles<WithDocuments<{ organizationId: string; documentId?: string }>>(
          'bo/Organization/updateOrganizationSupportingDocument',
        ),
        updateSupportingDocumentResponseSchema,
        changes(LIST),
      ),
      resetSecretKey: write(
        organization.send<{ organizationId: string }>('reset-secret-key'),
        resetSecretKeyResponseSchema,
        changes(),
      ),
      updateOrganizationStatus: write(
        organization.send<OrganizationStatusUpdateRequest>('status/update'),
        organizationStatusUpdateResponseSchema,
        changes(LIST, PENDING),
      ),
    };
  },
});

// Domain events pushed to staff and the organization's room (reaction organizations.push-live): the
// queue, the listing and the profile refetch. OrganizationApplied (to approvers) also has a notice (routes.tsx).
const organizationOf = (event: { data: unknown }) => (event.data as { organizationId?: string } | null)?.organizationId;
for (const type of ['OrganizationApplied', ...ORGANIZATION_DECISION_EVENTS]) {
  invalidateOnDomainEvent(type, (event) => [LIST, PENDING, one(organizationOf(event))]);
}
for (const type of ORGANIZATION_PROFILE_EVENTS) {
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
