import { bankListSchema, bankResultSchema, type CreateBankBody, type UpdateBankBody } from '@bo/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';
import { localList } from '../../ui/resource/local-list';

export type BankResult = z.infer<typeof bankResultSchema>;

const bank = callsOf('bo/Bank');

/** Settings (`/bo/Bank`): the provider's receiving bank accounts, offered on the top-up forms. */
export const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Bank'] }).injectEndpoints({
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    return {
      banks: read(bank.get<{ getActiveOnly: boolean }>('getBankList'), bankListSchema, ['Bank']),
      createBank: write(bank.send<CreateBankBody>('create-bank'), bankResultSchema, ['Bank']),
      updateBank: write(bank.send<UpdateBankBody>('update-bank'), bankResultSchema, ['Bank']),
    };
  },
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
