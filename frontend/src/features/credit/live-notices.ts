import { formatMessage, formatSuccess, type SocketEventMap } from '@bo/shared';
import { i18n, loadNamespace } from '../../app/i18n';
import type { LiveNotice } from '../../lib/live-notices';
import { money } from '../../ui/money';
import { currentLanguage } from '../../ui/useLanguage';
import { historyPath, topUpsPath } from './paths';

const NAMESPACE = 'credit';

/** Pushed to approvers (credit.approve); the lists refetch on the `domain-event` that comes with it (credit.api.ts). */
export async function topUpRequested(topUp: SocketEventMap['credit-top-up-requested']): Promise<LiveNotice> {
  await loadNamespace(NAMESPACE);
  return {
    id: topUp.eventId,
    title: i18n.t('credit:live.requestedTitle'),
    body: i18n.t('credit:live.requestedBody', { amount: money(topUp.amount, topUp.currency) }),
    link: topUpsPath('PEND'),
    at: topUp.at,
  };
}

/**
 * Pushed to the requesting organization: the outcome in the spec's words (TOP_UP_SUCCESSFUL or
 * 'Top Up Error'); balances, histories and lists refetch on the accompanying `domain-event`.
 */
export async function topUpDecided(decision: SocketEventMap['credit-top-up-decided']): Promise<LiveNotice> {
  await loadNamespace(NAMESPACE);
  const amount = money(decision.amount, decision.currency);
  const approved = decision.messageCode === 'TOP_UP_SUCCESSFUL';
  return {
    id: decision.eventId,
    title: approved ? formatSuccess('TOP_UP_SUCCESSFUL', currentLanguage()) : formatMessage('TOP_UP_ERROR', currentLanguage()),
    body: approved
      ? i18n.t('credit:live.approvedBody', { amount })
      : i18n.t('credit:live.rejectedBody', { amount, reason: decision.reason ?? '-' }),
    link: historyPath(decision.organizationId, decision.currency),
    at: decision.at,
  };
}
