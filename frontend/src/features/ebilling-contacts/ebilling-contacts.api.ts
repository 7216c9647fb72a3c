import {
  ebillingContactListSchema,
  ebillingContactPageSchema,
  ebillingContactRemovedSchema,
  ebillingContactResultSchema,
  type CreateEbillingContactBody,
  type UpdateEbillingContactBody,
} from '@bo/shared';
import { api } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';
import type { ListQuery } from '../../ui/resource';

const ebilling = callsOf('bo/Ebilling');
const CONTACTS = 'EbillingContact';

/** E-billing contacts (`/bo/Ebilling`): the buyers of e-invoices. */
export const ebillingContactsApi = api.enhanceEndpoints({ addTagTypes: [CONTACTS] }).injectEndpoints({
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    return {
      /** The list screen: paged, type / name / document number (GetEbillingContactListByFilter). */
      ebillingContactList: read(ebilling.get<ListQuery>('GetEbillingContactListByFilter'), ebillingContactPageSchema, [CONTACTS]),
      /** The documents' picker: active contacts whose name contains the text (at most 200). */
      ebillingContactsByName: read(ebilling.getBy('GetEbillingContactListByName', 'name'), ebillingContactListSchema, [CONTACTS]),
      createEbillingContact: write(
        ebilling.send<CreateEbillingContactBody>('CreateEbillingContact'),
        ebillingContactResultSchema,
        [CONTACTS],
      ),
      updateEbillingContact: write(
        ebilling.send<UpdateEbillingContactBody>('UpdateEbillingContact'),
        ebillingContactResultSchema,
        [CONTACTS],
      ),
      // The spec makes removal a GET; it is still a write (a mutation, never cached or prefetched).
      removeEbillingContact: write(ebilling.getBy('RemoveEbillingContact', 'id'), ebillingContactRemovedSchema, [CONTACTS]),
    };
  },
});

export const {
  useEbillingContactsByNameQuery,
  useCreateEbillingContactMutation,
  useUpdateEbillingContactMutation,
  useRemoveEbillingContactMutation,
} = ebillingContactsApi;
