import { PERMISSIONS, type CreditCommandResult, type ProcessTopUpBody, type TopUpItem } from '@bo/shared';
import type { ListEndpoint } from '../../ui/resource/resource.types';
import { creditAdminApi, systemSlipPath } from './credit-admin.api';
import { creditApi, slipDownloadPath, type TopUpRequestFields } from './credit.api';

/** A command of the book (RTK Query mutation endpoint): `useMutation()` answers its trigger. */
interface Command<Args> {
  useMutation: () => readonly [(args: Args) => { unwrap: () => Promise<CreditCommandResult> }, ...unknown[]];
}

/**
 * A book of top-ups: the agents' (organizations' bank-ins, /bo/AgentOrganizationCredit, credit.*)
 * or the provider's own (/bo/SystemOrganizationCredit, system-credit.*). One list (TopUpList) and
 * one request form (TopUpRequestForm) serve both; what differs between them is here.
 */
export interface TopUpBook {
  /** Test ids and export names: `<name>-table-PEND`, `request-<name>`, `<name>-form`, `<name>s-pend.csv`. */
  name: string;
  list: ListEndpoint<TopUpItem>;
  process: Command<ProcessTopUpBody>;
  request: Command<TopUpRequestFields>;
  /** The authorized download of a top-up's slip. */
  slipPath: (topUpId: string) => string;
  approve: string;
  create: string;
  /**
   * The top-ups are organizations' (their names in the list and the confirmations; staff see
   * every organization's, an agency user its own). Else they are the provider's own, and the list
   * says which of its staff requested each.
   */
  perOrganization: boolean;
  /** Catalogue keys: the tabs' list titles (`<titles>.PEND`...) and the request button. */
  titles: string;
  requestLabel: string;
}

export const AGENT_TOP_UPS: TopUpBook = {
  name: 'top-up',
  list: creditApi.endpoints.topUpList,
  process: creditApi.endpoints.processTopUp,
  request: creditApi.endpoints.requestTopUp,
  slipPath: slipDownloadPath,
  approve: PERMISSIONS.creditApprove,
  create: PERMISSIONS.creditCreate,
  perOrganization: true,
  titles: 'tabs.title',
  requestLabel: 'topUp.open',
};

export const SYSTEM_TOP_UPS: TopUpBook = {
  name: 'system-top-up',
  list: creditAdminApi.endpoints.systemTopUpList,
  process: creditAdminApi.endpoints.processSystemTopUp,
  request: creditAdminApi.endpoints.requestSystemTopUp,
  slipPath: systemSlipPath,
  approve: PERMISSIONS.systemCreditApprove,
  create: PERMISSIONS.systemCreditCreate,
  perOrganization: false,
  titles: 'systemCredit.topUps',
  requestLabel: 'systemCredit.request',
};
