import {
  CREDIT_EVENT_TYPES,
  bankListSchema,
  creditBalanceSchema,
  creditCommandResultSchema,
  creditHistoryPageSchema,
  creditListPageSchema,
  topUpListPageSchema,
  TOP_UP_SLIP_FIELD,
  type BankItem,
  type CreditBalance,
  type CreditCommandResult,
  type ProcessTopUpBody,
} from '@bo/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { toFormData } from '../../lib/multipart';
import { invalidateOnDomainEvent } from '../../lib/live-tags';
import type { ListQuery } from '../../ui/resource';
import { CREDIT_TAGS, LEDGER_TAGS, accountTag } from './credit-tags';

export type CreditListPage = z.infer<typeof creditListPageSchema>;
export type CreditHistoryPage = z.infer<typeof creditHistoryPageSchema>;
export type TopUpListPage = z.infer<typeof topUpListPageSchema>;

/** The fields of a top-up request as the form sends them (amount already in minor units) plus the slip. */
export interface TopUpRequestFields {
  organizationId?: string;
  currencyCode: string;
  amount: number;
  paymentType: string;
  paymentMethod: string;
  bankId: string;
  bankInReference: string;
  bankInDateTime: string;
  remark?: string;
  /** Required for BNK only (the API says so); an AC top-up may come without one. */
  slip?: File;
}

const BASE = 'bo/AgentOrganizationCredit';

/** The authorized download of a top-up's bank-in slip (lib/download.ts fetches it with the token). */
export const slipDownloadPath = (topUpId: string) => `${BASE}/top-ups/${encodeURIComponent(topUpId)}/slip`;
/** Server-side export of a credit history (POST, the history query plus `format`: csv or xlsx). */
export const HISTORY_EXPORT_PATH = `${BASE}/credit-histories/export`;

/** Agent credit (issue 6): balances, the credit list, histories, top-ups and their decisions, banks. */
export const creditApi = api.enhanceEndpoints({ addTagTypes: ['Credit', 'CreditHistory', 'TopUp', 'Bank'] }).injectEndpoints({
  endpoints: (build) => ({
    activeBanks: build.query<BankItem[], void>({
      query: () => ({ url: 'bo/Bank/getBankList', params: { getActiveOnly: true } }),
      transformResponse: (response: unknown) => bankListSchema.parse(response),
      providesTags: ['Bank'],
    }),
    /** One account's figures: an agency user's own, or the organization staff name. */
    availableCredit: build.query<CreditBalance, { organizationId?: string; currencyCode: string }>({
      query: (params) => ({ url: `${BASE}/getavailablecredit`, params }),
      transformResponse: (response: unknown) => creditBalanceSchema.parse(response),
      providesTags: (_result, _error, { organizationId, currencyCode }) => [
        CREDIT_TAGS.accounts,
        accountTag(organizationId, currencyCode),
      ],
    }),
    creditList: build.query<CreditListPage, ListQuery>({
      query: (params) => ({ url: `${BASE}/getcreditlist`, params }),
      transformResponse: (response: unknown) => creditListPageSchema.parse(response),
      providesTags: [CREDIT_TAGS.accounts],
    }),
    creditHistories: build.query<CreditHistoryPage, ListQuery>({
      query: (body) => ({ url: `${BASE}/getcredithistories`, method: 'POST', body }),
      transformResponse: (response: unknown) => creditHistoryPageSchema.parse(response),
      providesTags: [CREDIT_TAGS.history],
    }),
    topUpList: build.query<TopUpListPage, ListQuery>({
      query: (body) => ({ url: `${BASE}/getcredittopuplist`, method: 'POST', body }),
      transformResponse: (response: unknown) => topUpListPageSchema.parse(response),
      providesTags: [CREDIT_TAGS.topUps],
    }),
    requestTopUp: build.mutation<CreditCommandResult, TopUpRequestFields>({
      query: ({ slip, ...fields }) => ({
        url: `${BASE}/top-up`,
        method: 'POST',
        body: toFormData({ ...fields, [TOP_UP_SLIP_FIELD]: slip }),
      }),
      transformResponse: (response: unknown) => creditCommandResultSchema.parse(response),
      invalidatesTags: LEDGER_TAGS,
    }),
    cancelTopUp: build.mutation<CreditCommandResult, { topUpId: string }>({
      query: (body) => ({ url: `${BASE}/cancel-top-up`, method: 'POST', body }),
      transformResponse: (response: unknown) => creditCommandResultSchema.parse(response),
      invalidatesTags: LEDGER_TAGS,
    }),
    processTopUp: build.mutation<CreditCommandResult, ProcessTopUpBody>({
      query: (body) => ({ url: `${BASE}/process-top-up`, method: 'POST', body }),
      transformResponse: (response: unknown) => creditCommandResultSchema.parse(response),
      invalidatesTags: LEDGER_TAGS,
    }),
  }),
});

// Every ledger event makes balances, histories and top-up lists stale for whoever is shown them.
for (const type of CREDIT_EVENT_TYPES) {
  invalidateOnDomainEvent(type, LEDGER_TAGS);
}

export const { useActiveBanksQuery, useAvailableCreditQuery, useCreditListQuery, useCancelTopUpMutation } = creditApi;
