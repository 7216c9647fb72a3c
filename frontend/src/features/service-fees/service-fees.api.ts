import {
  serviceFeeListPageSchema,
  serviceFeeOverviewSchema,
  serviceFeeResultSchema,
  serviceFeeSchema,
  type CreateServiceFeeBody,
  type ServiceFee,
  type ServiceFeeOverview,
  type UpdateServiceFeeBody,
} from '@bo/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';
import type { ListQuery, Page } from '../../ui/resource';

const BASE = 'bo/ServiceFee';
const FEES = { type: 'ServiceFee' as const, id: 'LIST' };

type FeeResult = z.infer<typeof serviceFeeResultSchema>;

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
  endpoints: (build) => ({
    serviceFeeList: build.query<Page<ServiceFee>, ListQuery>({
      query: (params) => ({ url: `${BASE}/list`, params }),
      transformResponse: (response: unknown) => serviceFeeListPageSchema.parse(response),
      providesTags: [FEES],
    }),
    serviceFee: build.query<ServiceFee, string>({
      query: (serviceFeeID) => ({ url: `${BASE}/get`, params: { serviceFeeID } }),
      transformResponse: (response: unknown) => serviceFeeSchema.parse(response),
      providesTags: (_result, _error, id) => [{ type: 'ServiceFee', id }],
    }),
    createServiceFee: build.mutation<FeeResult, CreateServiceFeeBody>({
      query: (body) => ({ url: `${BASE}/create`, method: 'POST', body }),
      transformResponse: (response: unknown) => serviceFeeResultSchema.parse(response),
      invalidatesTags: [FEES],
    }),
    updateServiceFee: build.mutation<FeeResult, UpdateServiceFeeBody>({
      query: (body) => ({ url: `${BASE}/update`, method: 'POST', body }),
      transformResponse: (response: unknown) => serviceFeeResultSchema.parse(response),
      invalidatesTags: ['ServiceFee'],
    }),
    serviceFeeOverview: build.query<ServiceFeeOverview, OverviewQuery>({
      query: (params) => ({ url: `${BASE}/overview`, params }),
      transformResponse: (response: unknown) => serviceFeeOverviewSchema.parse(response),
      providesTags: [FEES],
    }),
  }),
});

export const { useServiceFeeQuery, useCreateServiceFeeMutation, useUpdateServiceFeeMutation, useServiceFeeOverviewQuery } =
  serviceFeesApi;
