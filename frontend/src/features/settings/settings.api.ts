import { bankListSchema, bankResultSchema, type BankItem, type CreateBankBody, type UpdateBankBody } from '@bo/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { localList } from '../../ui/resource/local-list';

export type BankResult = z.infer<typeof bankResultSchema>;

/** Settings (`/bo/Bank`): the provider's receiving bank accounts, offered on the top-up forms. */
export const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Bank'] }).injectEndpoints({
  endpoints: (build) => ({
    banks: build.query<BankItem[], { getActiveOnly: boolean }>({
      query: (params) => ({ url: 'bo/Bank/getBankList', params }),
      transformResponse: (response: unknown) => bankListSchema.parse(response),
      providesTags: ['Bank'],
    }),
    createBank: build.mutation<BankResult, CreateBankBody>({
      query: (body) => ({ url: 'bo/Bank/create-bank', method: 'POST', body }),
      transformResponse: (response: unknown) => bankResultSchema.parse(response),
      invalidatesTags: ['Bank'],
    }),
    updateBank: build.mutation<BankResult, UpdateBankBody>({
      query: (body) => ({ url: 'bo/Bank/update-bank', method: 'POST', body }),
      transformResponse: (response: unknown) => bankResultSchema.parse(response),
      invalidatesTags: ['Bank'],
    }),
  }),
});

export const { useBanksQuery, useCreateBankMutation, useUpdateBankMutation } = settingsApi;

/**
 * The banks screen's list: `getBankList` answers every bank at once (a few dozen at most), so
 * paging and sort are done on the answer (ui/resource/local-list), while the active-only filter
 * is the API's own (`getActiveOnly`).
 */
export const bankList = localList(settingsApi.endpoints.banks, {
  args: (query) => ({ getActiveOnly: query.getActiveOnly === 'true' }),
  sort: {
    code: (bank) => bank.code,
    name: (bank) => bank.name,
    accountName: (bank) => bank.accountName ?? '',
    accountNumber: (bank) => bank.accountNumber ?? '',
    active: (bank) => (bank.active ? 0 : 1),
  },
  defaultSort: 'name',
});
