import { type EventHandler, Projection, type StoredEvent, type SubscriberContext } from '../../../core/event-store';
import type { ApprovedPaymentUndone, TopUpRejected, TopUpRequested } from '../domain/credit.events';
import { CREDIT_PROJECTIONS, creditAccountOf } from './credit-stream';

/** `credit.top_ups`: every bank-in request with its status (PEND, VERIFY, REJECT, CANCEL) and who decided when. */
@Projection({
  name: CREDIT_PROJECTIONS.topUps,
  tables: ['credit.top_ups'],
  on: ['TopUpRequested', 'TopUpApproved', 'TopUpRejected', 'TopUpCancelled', 'ApprovedPaymentUndone'],
})
export class CreditTopUpsProjection implements EventHandler {
  async handle(event: StoredEvent, { manager, table }: SubscriberContext): Promise<void> {
    const account = creditAccountOf(event);
    if (!account) return;
    const topUps = table('credit.top_ups');
    const actor = event.metadata.actorId ?? null;
    const version = event.streamVersion;
    if (event.type === 'TopUpRequested') {
      const d = event.data as TopUpRequested;
      await manager.query(
        `INSERT INTO ${topUps}
           (id, organization_id, currency, amount, payment_type, payment_method, bank_id, bank_name, bank_in_reference,
            bank_in_at, slip_file_id, slip_file_name, remark, status, requested_by, requested_at, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'PEND', $14, $15, $16)
         ON CONFLICT (id) DO NOTHING`,
        [
          d.topUpId,
          account.organizationId,
          account.currency,
          d.amount,
          d.paymentType,
          d.paymentMethod,
          d.bankId,
          d.bankName,
          d.bankInReference,
          d.bankInAt,
          d.slip?.fileId ?? null,
          d.slip?.fileName ?? null,
          d.remark,
          d.requestedBy ?? actor,
          event.recordedAt,
          version,
        ],
      );
      return;
    }
    const topUpId = (event.data as { topUpId: string }).topUpId;
    if (event.type === 'ApprovedPaymentUndone') {
      await manager.query(
        `UPDATE ${topUps} SET undone = true, undo_reason = $2, undone_by = $3, undone_at = $4, version = $5
          WHERE id = $1 AND version < $5`,
        [topUpId, (event.data as ApprovedPaymentUndone).reason, actor, event.recordedAt, version],
      );
      return;
    }
    const status = { TopUpApproved: 'VERIFY', TopUpRejected: 'REJECT', TopUpCancelled: 'CANCEL' }[event.type];
    if (!status) return;
    const reason = event.type === 'TopUpRejected' ? (event.data as TopUpRejected).reason : null;
    await manager.query(
      `UPDATE ${topUps} SET status = $2, reason = $3, decided_by = $4, decided_at = $5, version = $6
        WHERE id = $1 AND version < $6`,
      [topUpId, status, reason, actor, event.recordedAt, version],
    );
  }
}
