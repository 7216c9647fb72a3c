import {
  CREDIT_EVENT_TYPES,
  bankListSchema,
  creditBalanceSchema,
  creditCommandResultSchema,
  creditHistoryPageSchema,
  creditListPageSchema,
  topUpListPageSchema,
  TOP_UP_SLIP_FIELD,
  type ProcessTopUpBody,
} from '@bo/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';
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
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    const agent = callsOf(BASE);
    return {
      activeBanks: read((_none: void) => ({ url: 'bo/Bank/getBankList', params: { getActiveOnly: true } }), bankListSchema, [
        'Bank',
      ]),
      /** One account's figures: an agency user's own, or the organization staff name. */
      availableCredit: read(
        agent.get<{ organizationId?: string; currencyCode: string }>('getavailablecredit'),
        creditBalanceSchema,
        (_result, _error, { organizationId, currencyCode }) => [CREDIT_TAGS.accounts, accountTag(organizationId, currencyCode)],
      ),
      creditList: read(agent.get<ListQuery>('getcreditlist'), creditListPageSchema, [CREDIT_TAGS.accounts]),
      creditHistories: read(agent.send<ListQuery>('getcredithistories'), creditHistoryPageSchema, [CREDIT_TAGS.history]),
      topUpList: read(agent.send<ListQuery>('getcredittopuplist'), topUpListPageSchema, [CREDIT_TAGS.topUps]),
      requestTopUp: write(
        ({ slip, ...fields }: TopUpRequestFields) => ({
          url: `${BASE}/top-up`,
          method: 'POST',
          body: toFormData({ ...fields, [TOP_UP_SLIP_FIELD]: slip }),
        }),
        creditCommandResultSchema,
        LEDGER_TAGS,
      ),
      cancelTopUp: write(agent.send<{ topUpId: string }>('cancel-top-up'), creditCommandResultSchema, LEDGER_TAGS),
      processTopUp: write(agent.send<ProcessTopUpBody>('process-top-up'), creditCommandResultSchema, LEDGER_TAGS),
    };
  },
});

// Every ledger event makes balances, histories and top-up lists stale for whoever is shown them.
for (const type of CREDIT_EVENT_TYPES) {
  invalidateOnDomainEvent(type, LEDGER_TAGS);
}

export const { useActiveBanksQuery, useAvailableCreditQuery, useCreditListQuery, useCancelTopUpMutation } = creditApi;
