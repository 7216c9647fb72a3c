import {
  serviceFeeListPageSchema,
  serviceFeeOverviewSchema,
  serviceFeeResultSchema,
  serviceFeeSchema,
  type CreateServiceFeeBody,
  type UpdateServiceFeeBody,
} from '@bo/shared';
import { api } from '../../lib/api';
import { byId, callsOf, endpointsOf } from '../../lib/endpoints';
import type { ListQuery } from '../../ui/resource';

const fees = callsOf('bo/ServiceFee');
const FEES = { type: 'ServiceFee' as const, id: 'LIST' };

/** The overview's question: the fees in force on `date` (default: today in Malaysia) in one currency. */
export interface OverviewQuery {
  date?: string;
  currencyCode?: string;
}

/**
 * Service fees of the pricing context (`/bo/ServiceFee`, docs/pricing.md): a fee per product and
 * sales channel in a currency, kept as versions (each update is the next one). The paged list,
 * one fee, create, update and the overview (what is in force on a day). Every write changes the
 * list, the fee and the overview: one tag.
 */
export const serviceFeesApi = api.enhanceEndpoints({ addTagTypes: ['ServiceFee'] }).injectEndpoints({
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    return {
      serviceFeeList: read(fees.get<ListQuery>('list'), serviceFeeListPageSchema, [FEES]),
      serviceFee: read(fees.getBy('get', 'serviceFeeID'), serviceFeeSchema, byId('ServiceFee')),
      createServiceFee: write(fees.send<CreateServiceFeeBody>('create'), serviceFeeResultSchema, [FEES]),
      updateServiceFee: write(fees.send<UpdateServiceFeeBody>('update'), serviceFeeResultSchema, ['ServiceFee']),
      serviceFeeOverview: read(fees.get<OverviewQuery>('overview'), serviceFeeOverviewSchema, [FEES]),
    };
  },
});

export const { useServiceFeeQuery, useCreateServiceFeeMutation, useUpdateServiceFeeMutation, useServiceFeeOverviewQuery } =
  serviceFeesApi;
