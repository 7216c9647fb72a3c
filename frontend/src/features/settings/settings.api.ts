import { bankListSchema, bankResultSchema, type BankItem, type CreateBankBody, type UpdateBankBody } from '@bo/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';
import type { ListQuery, Page } from '../../ui/resource';

export type BankResult = z.infer<typeof bankResultSchema>;

/** What the banks list sorts by (the API answers them by name). */
const BANK_SORT: Record<string, (bank: BankItem) => string> = {
  code: (bank) => bank.code,
  name: (bank) => bank.name,
  accountName: (bank) => bank.accountName ?? '',
  accountNumber: (bank) => bank.accountNumber ?? '',
  active: (bank) => (bank.active ? '0' : '1'),
};

/**
 * `getBankList` answers every bank at once (a few dozen at most), so the list screen's paging and
 * sort are done here, on the answer, while the active-only filter is the API's own (`getActiveOnly`).
 */
function pageOfBanks(banks: BankItem[], query: ListQuery): Page<BankItem> {
  const key = BANK_SORT[query.sortKey ?? ''] ?? BANK_SORT.name;
  const direction = query.sortOrder === 'desc' ? -1 : 1;
  const sorted = [...banks].sort((a, b) => direction * key(a).localeCompare(key(b)) || a.name.localeCompare(b.name));
  const start = (query.curPageIndex - 1) * query.pageSize;
  return {
    items: sorted.slice(start, start + query.pageSize),
    total: banks.length,
    pageSize: query.pageSize,
    curPageIndex: query.curPageIndex,
  };
}

/** Settings (`/bo/Bank`): the provider's receiving bank accounts, offered on the top-up forms. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    bankPage: build.query<Page<BankItem>, ListQuery>({
      query: ({ getActiveOnly }) => ({ url: 'bo/Bank/getBankList', params: { getActiveOnly: getActiveOnly === 'true' } }),
      transformResponse: (response: unknown, _meta, query) => pageOfBanks(bankListSchema.parse(response), query),
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

export const { useBankPageQuery, useCreateBankMutation, useUpdateBankMutation } = settingsApi;
