import {
  creditCommandResultSchema,
  creditListPageSchema,
  organizationDropDownSchema,
  systemFeeListPageSchema,
  systemFeeResultSchema,
  topUpListPageSchema,
  TOP_UP_SLIP_FIELD,
  type CreateSystemFeeBody,
  type CreditAdjustmentBody,
  type CreditLimitTopUpBody,
  type ManualRefundBody,
  type ProcessTopUpBody,
  type UpdateSystemFeeBody,
} from '@bo/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';
import { toFormData } from '../../lib/multipart';
import type { ListQuery } from '../../ui/resource';
import { CREDIT_TAGS, LEDGER_TAGS } from './credit-tags';
import type { TopUpRequestFields } from './credit.api';

export type SystemFeePage = z.infer<typeof systemFeeListPageSchema>;
export type SystemFeeResult = z.infer<typeof systemFeeResultSchema>;
export type SystemCreditPage = z.infer<typeof creditListPageSchema>;
export type SystemTopUpPage = z.infer<typeof topUpListPageSchema>;

const AGENT = 'bo/AgentOrganizationCredit';
const SYSTEM = 'bo/SystemOrganizationCredit';
const SYSTEM_FEES = { type: 'SystemFee' as const, id: 'LIST' };

/** The authorized download of a system top-up's slip (lib/download.ts fetches it with the token). */
export const systemSlipPath = (topUpId: string) => `${SYSTEM}/top-ups/${encodeURIComponent(topUpId)}/slip`;

/** A top-up of the provider's own credit as the form sends it: an agent's, with no organization to name. */
export type SystemTopUpFields = Omit<TopUpRequestFields, 'organizationId'>;

/** The four adjustments staff make to an organization's credit account (credit.edit). */
export type AdjustmentKind = 'limit' | 'credit-note' | 'debit-note' | 'refund';
export type AdjustmentBody = CreditLimitTopUpBody | CreditAdjustmentBody | ManualRefundBody;
const ADJUSTMENT_CALL: Record<AdjustmentKind, string> = {
  limit: 'creditlimit-top-up',
  'credit-note': 'creditnote',
  'debit-note': 'debitnote',
  refund: 'manualrefund',
};

/**
 * The credit calls that had no screen until issue 15: credit-limit changes, credit and debit notes
 * and manual refunds on an agent's account, the provider's own (system) credit and its top-ups,
 * and the system fee settings. The agent ledger's reads (an account's figures among them) stay in
 * credit.api.ts.
 */
export const creditAdminApi = api
  .enhanceEndpoints({ addTagTypes: ['Credit', 'CreditHistory', 'TopUp', 'Organization', 'SystemFee'] })
  .injectEndpoints({
    endpoints: (build) => {
      const { read, write } = endpointsOf(build);
      const system = callsOf(SYSTEM);
      return {
        adjustCredit: write(
          ({ kind, body }: { kind: AdjustmentKind; body: AdjustmentBody }) => ({
            url: `${AGENT}/${ADJUSTMENT_CALL[kind]}`,
            method: 'POST',
            body,
          }),
          creditCommandResultSchema,
          LEDGER_TAGS,
        ),

        systemCreditList: read(system.get<ListQuery>('getcreditlist'), creditListPageSchema, [CREDIT_TAGS.accounts]),
        systemTopUpList: read(system.get<ListQuery>('getcredittopuplist'), topUpListPageSchema, [CREDIT_TAGS.topUps]),
        requestSystemTopUp: write(
          ({ slip, ...fields }: SystemTopUpFields) => ({
            url: `${SYSTEM}/top-up`,
            method: 'POST',
            body: toFormData({ ...fields, [TOP_UP_SLIP_FIELD]: slip }),
          }),
          creditCommandResultSchema,
          LEDGER_TAGS,
        ),
        processSystemTopUp: write(system.send<ProcessTopUpBody>('process-top-up'), creditCommandResultSchema, LEDGER_TAGS),

        /** Approved organizations as options (organizations.view): whom a fee setting is for. */
        organizationOptions: read(callsOf('bo/Organization').get('organizationDropDown'), organizationDropDownSchema, [
          'Organization',
        ]),
        systemFeeList: read(system.get<ListQuery>('getsystemfeesettinglist'), systemFeeListPageSchema, [SYSTEM_FEES]),
        createSystemFee: write(system.send<CreateSystemFeeBody>('create-system-fee'), systemFeeResultSchema, [SYSTEM_FEES]),
        updateSystemFee: write(system.send<UpdateSystemFeeBody>('update-system-fee'), systemFeeResultSchema, [SYSTEM_FEES]),
      };
    },
  });

export const {
  useAdjustCreditMutation,
  useOrganizationOptionsQuery,
  useLazyOrganizationOptionsQuery,
  useCreateSystemFeeMutation,
  useUpdateSystemFeeMutation,
} = creditAdminApi;
